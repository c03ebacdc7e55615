// A flag as the engines answer it: SQLite's 0 or 1 (its flag columns, and a comparison in a
// select list), PostgreSQL's 0 or 1 for a smallint column but true or false for a comparison.
// Presenters read every flag through here (docs/architecture.md#10-two-engines).

/** Whether a flag the database answered is set. */
export const isSet = (flag: number | boolean | null | undefined): boolean =>
  flag === 1 || flag === true;
