// Case-insensitive text filters that compare what the user typed as text. Prisma turns `contains`
// and case-insensitive `equals` into (I)LIKE patterns and passes the text through unchanged, so a
// `%` or `_` typed into a search matched anything and a trailing backslash made PostgreSQL refuse
// the pattern. Escaped with PostgreSQL's default LIKE escape character, they match themselves.

/** The text with LIKE's pattern characters escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** Rows whose column contains the text, any case. */
export const containsText = (text: string) => ({ contains: likeLiteral(text), mode: "insensitive" as const });

/** Rows whose column is the text, any case. */
export const equalsText = (text: string) => ({ equals: likeLiteral(text), mode: "insensitive" as const });
