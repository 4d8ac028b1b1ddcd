/** The platform fee on a price, in basis points, rounded down (the creator keeps any fraction of a cent). Pure. */
export const platformFeeCents = (priceCents: number, feeBps: number) => Math.floor((priceCents * feeBps) / 10_000);
