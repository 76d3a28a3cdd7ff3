// Money as people read it. Amounts are integer cents everywhere (ARCHITECTURE.md, Money); this is
// the one place the server turns them into text, for messages, mails, statements and REST answers.

/** "$12.34" */
export const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** "12.34": dollars with two decimals and no sign, as the REST answers and CSV statements carry them. */
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);

/** "$500": a limit stated in whole dollars, as the rules' messages state them. */
export const formatWholeDollars = (cents: number) => `$${Math.round(cents / 100)}`;
