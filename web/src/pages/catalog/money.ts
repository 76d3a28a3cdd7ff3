/** Cents as the spec shows prices: a $ sign and 2 decimals. */
export const formatPrice = (cents: number) => `$${(cents / 100).toFixed(2)}`;
