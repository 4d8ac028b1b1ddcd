/** The one display layer (STYLE §13): every screen formats money, dates, counts and enum values through these. */
export * from './dates';
export * from './labels';
export * from './money';
export * from './numbers';
export * from './relative';
