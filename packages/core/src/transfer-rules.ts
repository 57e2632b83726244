// The words of a transfer rule (issue 18, docs/imports.md): enough letters to name a kind of
// line ("LEV ATM", "DEPOSITO NUMERARIO"), few enough to be a wording rather than one whole line.
// Shared by the API's checks and the web form's hints.

/** Fewer letters than this could match almost any line ("ab"). */
export const MIN_RULE_LETTERS = 3;

/** More folded characters than this is a whole line ("TRF 0040 0000 1234 … CARTEIRA"), not a wording. */
export const MAX_RULE_WORDS = 60;
