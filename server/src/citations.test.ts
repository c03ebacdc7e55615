// The repo stands on its own: code and docs cite docs/product/ and docs/architecture.md, never a
// document that lives outside the repo, and every cited page, heading and numbered section
// exists. An issue's number means nothing to a reader of the repo, so code does not cite one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SKIP = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'data']);
const TEXT = /\.(ts|tsx|mjs|js|css|sql|html|md)$/;

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith('bench-')) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return TEXT.test(entry.name) ? [file] : [];
  });
}

/** How a citation of a document outside the repo looks: the brief's numbered documents and
 *  their sections, the design and conventions notes, or a path out of the repo to them. */
const OUTSIDE = [
  /\b00[0-2]\s*§/,
  /\bDESIGN(\.md)?\s*§/,
  /\bDESIGN\.md\b/,
  /\bCONVENTIONS(\.md)?\b/,
  /shared\/spec\b/,
  /\.\.\/shared\/(spec|DESIGN|CONVENTIONS)/,
];

function outsideCitations(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => OUTSIDE.some((pattern) => pattern.test(line)))
    .map((line) => line.trim());
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  return new Set([...text.matchAll(/^#+ (.+)$/gm)].map((match) => anchor(match[1]!)));
}

const everyFile = [...files('shared'), ...files('server'), ...files('client'), ...files('scripts')];
const docs = files('docs');

describe('citations stay inside the repo', () => {
  it('finds no citation of an outside document in code, scripts or docs', () => {
    expect(everyFile.length).toBeGreaterThan(300);
    const found = [...everyFile, ...docs, 'README.md']
      .filter((file) => file !== path.join('server', 'src', 'citations.test.ts'))
      .flatMap((file) =>
        outsideCitations(readFileSync(path.join(ROOT, file), 'utf8')).map(
          (line) => `${file}: ${line}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('notices each outside form', () => {
    for (const sample of [
      '// the owner answers (002 §7.4)',
      '// see DESIGN §5',
      '// decided in DESIGN.md',
      '// CONVENTIONS 4a',
      "// from '../shared/spec/001.md'",
    ]) {
      expect(outsideCitations(sample), sample).toHaveLength(1);
    }
    expect(outsideCitations('// docs/product/offline.md#the-outbox; status 002 of 3')).toEqual([]);
  });

  it('points every docs/ citation at a page and heading that exist', () => {
    const anchors = new Map<string, Set<string>>();
    const broken: string[] = [];
    let cited = 0;
    for (const file of everyFile) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(/\bdocs\/([\w/-]+\.md)(?:#([\w-]+))?/g)) {
        const doc = `docs/${match[1]}`;
        cited += 1;
        if (!existsSync(path.join(ROOT, doc))) {
          broken.push(`${file}: ${match[0]}`);
          continue;
        }
        if (!match[2]) continue;
        if (!anchors.has(doc)) anchors.set(doc, anchorsOf(doc));
        if (!anchors.get(doc)!.has(match[2])) broken.push(`${file}: ${match[0]}`);
      }
    }
    expect(cited).toBeGreaterThan(300);
    expect(broken).toEqual([]);
  });

  it('cites a numbered section only with its page, and only one the page has', () => {
    const found = everyFile
      .filter((file) => file !== path.join('server', 'src', 'citations.test.ts'))
      .flatMap((file) =>
        sectionProblems(readFileSync(path.join(ROOT, file), 'utf8')).map(
          (line) => `${file}: ${line}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('finds no issue number cited in code', () => {
    const found = everyFile
      .filter((file) => file !== path.join('server', 'src', 'citations.test.ts'))
      .flatMap((file) =>
        issueCitations(readFileSync(path.join(ROOT, file), 'utf8')).map(
          (line) => `${file}: ${line}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('notices a bare section, a section a page lacks and an issue number', () => {
    expect(
      sectionProblems('// the owner answers (docs/product/requests.md#calls, §7.8)'),
    ).toHaveLength(1);
    expect(sectionProblems('// see docs/architecture.md §12')).toHaveLength(1);
    expect(sectionProblems('// see docs/architecture.md §6 and docs/architecture.md §4a')).toEqual(
      [],
    );
    expect(issueCitations('// the bench of issue 9 §6')).toHaveLength(1);
    expect(issueCitations('// fixed in Issue #21')).toHaveLength(1);
    expect(issueCitations('// the outbox issues each entry')).toEqual([]);
  });
});

/** Numbered sections of a page: `## 4a. Real time` gives `4a`. */
function sectionsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  return new Set([...text.matchAll(/^#+ (\d+[a-z]?)\. /gm)].map((match) => match[1]!));
}

/** Lines citing a `§` with no page before it, or one its page does not have. */
function sectionProblems(text: string): string[] {
  return text
    .split('\n')
    .filter((line) =>
      [...line.matchAll(/(?:docs\/([\w/-]+\.md) )?§(\d+[a-z]?)/g)].some((match) => {
        if (!match[1]) return true;
        const doc = `docs/${match[1]}`;
        return !existsSync(path.join(ROOT, doc)) || !sectionsOf(doc).has(match[2]!);
      }),
    )
    .map((line) => line.trim());
}

function issueCitations(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => /\b[Ii]ssues? #?\d+/.test(line))
    .map((line) => line.trim());
}
