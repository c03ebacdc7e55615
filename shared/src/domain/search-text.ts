// Turns what a person typed into an FTS5 query that cannot be a syntax error: words are
// quoted (so ", *, AND, NEAR are plain text) and each gets a prefix star, joined by AND.
const MAX_TERMS = 8;

export function ftsQuery(text: string): string | undefined {
  const terms = text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  if (terms.length === 0) return undefined;
  return terms.map((term) => `"${term}"*`).join(' ');
}
