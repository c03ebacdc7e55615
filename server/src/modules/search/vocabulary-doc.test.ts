// The table of docs/product/discovery.md#the-words-search-knows holds to the vocabulary
// (shared/src/domain/search-vocabulary.ts): a row for each concept, found by its first word,
// listing every word and phrase of it, the business types it finds and whether it is an occasion.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUSINESS_TYPES } from '@baraat/shared/constants/catalog';
import { SEARCH_CONCEPTS } from '@baraat/shared/domain/search-vocabulary';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../paths';

const DOC = path.join(findRepoRoot(), 'docs', 'product', 'discovery.md');

/** The cells of the section's first table, its head and dashes left out. */
function conceptRows(): string[][] {
  const section = readFileSync(DOC, 'utf8').split('\n## The words search knows\n')[1] ?? '';
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, at) => at > start && !line.startsWith('|'));
  return lines.slice(start + 2, end).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

describe('the words search knows, as the product docs list them', () => {
  it('has a row for each concept with all its words, the types it finds and whether it is an occasion', () => {
    const rows = conceptRows();
    const words = (row: string[]) => [...row[0]!.split(', '), ...row[1]!.split('، ')];
    const listed = SEARCH_CONCEPTS.map((concept) => {
      const row = rows.find((cells) => words(cells).includes(concept.words[0]!));
      return {
        words:
          row &&
          words(row)
            .filter((word) => word !== '—')
            .sort(),
        finds: row?.[2]?.split(', ').sort(),
        occasion: row?.[3] === 'yes',
      };
    });
    const meant = SEARCH_CONCEPTS.map((concept) => ({
      words: [...concept.words].sort(),
      finds: concept.types.map((id) => BUSINESS_TYPES.find((type) => type.id === id)!.name).sort(),
      occasion: concept.occasion === true,
    }));
    expect(listed).toEqual(meant);
    expect(rows).toHaveLength(SEARCH_CONCEPTS.length);
  });
});
