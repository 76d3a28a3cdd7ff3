// What an unpaid order keeps while its customer pays: its place in a slot and its dishes' portions.

/** How long an unpaid order holds its slot and portions while the customer pays. */
export const UNPAID_HOLD_MINUTES = 30;
