// The cart's own rules.

/** Most of one dish a cart line may hold. */
export const MAX_LINE_QUANTITY = 99;
