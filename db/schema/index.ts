export * from './brands';
export * from './creators';
export * from './locations';
export * from './notifications';
export * from './users';
