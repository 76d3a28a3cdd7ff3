// How the app shows and reads money. The server keeps and computes every amount in cents; the
// client only formats them, and turns what a cook types into cents for the server to check.

/** "$12.34" from cents: a $ sign and 2 decimals, as the spec shows prices and totals; "-$5.00" for a discount. */
export function formatCents(cents: number) {
  return `${cents < 0 ? "-" : ""}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A dollar amount typed in a form ("12.5" or "$12.50"), in cents; null when it is empty or not a number. */
export function toCents(text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text.replace(/^\$/, ""));
  return Number.isFinite(n) ? Math.round(n * 100) : null;
}
