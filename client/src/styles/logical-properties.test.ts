// The right-to-left rule (docs/architecture.md#right-to-left): the stylesheets and the
// components' style objects name the start and end of a line, never its left and right, so a
// page in Urdu mirrors by itself. This finds every physical side that comes back, by file and
// line; the allow-list below names the few places where physical is truly meant, and why.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Where physical is meant: a file (from client/src), the declaration's text, and why. */
const ALLOWED: readonly { file: string; text: string; why: string }[] = [
  {
    file: 'styles/charts.css',
    text: 'left: 50%',
    why: "centres a bar's figure: half from the left, then back by half its width (the next line), is the middle in either direction",
  },
  {
    file: 'styles/charts.css',
    text: 'transform: translateX(-50%)',
    why: 'the other half of the same centring',
  },
];

/** `left` or `right` as a word of a property's name: margin-left, border-top-right-radius, right. */
const PHYSICAL_NAME = /(^|-)(left|right)(-|$)/;
/** `left` or `right` as a value (text-align, float, a gradient's `to right`, a position), or a sideways shift. */
const PHYSICAL_VALUE = /\b(left|right)\b|\btranslateX\(|\btranslate\(\s*-?[1-9.]/;

interface Finding {
  line: number;
  text: string;
}

const lineAt = (source: string, index: number) => source.slice(0, index).split('\n').length;

/** Each declaration of a stylesheet that names a physical side, comments left out. */
function physicalInCss(source: string): Finding[] {
  // A comment becomes spaces of its own length and lines, so line numbers stay true.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Finding[] = [];
  // A declaration ends at ; or }; a selector (a:hover {, @media (min-width: 1px) {) at {.
  for (const match of code.matchAll(/(-{0,2}[a-zA-Z][\w-]*)\s*:\s*([^;{}]*)(?=[;}])/g)) {
    const [text, name = '', value = ''] = match;
    if (PHYSICAL_NAME.test(name.toLowerCase()) || PHYSICAL_VALUE.test(value)) {
      found.push({ line: lineAt(code, match.index), text: text.trim() });
    }
  }
  return found;
}

/** A style object's key or value that names a physical side: marginLeft, left, 'right'. */
const PHYSICAL_KEY =
  /\b(left|right|(margin|padding|border|scrollMargin|scrollPadding)(Left|Right)\w*|border(Top|Bottom)(Left|Right)Radius)\s*:/;
const PHYSICAL_STRING = /['"`](left|right)['"`]|\btranslateX\(/;

/** Each line inside a component's `style={{ … }}`, and each `.style.left =`, that names a physical side. */
function physicalInTsx(source: string): Finding[] {
  const found: Finding[] = [];
  for (const start of source.matchAll(/style=\{\{/g)) {
    const from = start.index + 'style={{'.length;
    let depth = 2;
    let end = from;
    for (; end < source.length && depth > 0; end++) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}') depth--;
    }
    let at = from;
    for (const line of source.slice(from, end - 2).split('\n')) {
      if (PHYSICAL_KEY.test(line) || PHYSICAL_STRING.test(line)) {
        found.push({ line: lineAt(source, at), text: line.trim() });
      }
      at += line.length + 1;
    }
  }
  for (const match of source.matchAll(/\.style\.(\w+)\s*=[^=]/g)) {
    if (/^(left|right)$|(Left|Right)/.test(match[1] ?? '')) {
      found.push({ line: lineAt(source, match.index), text: match[0].slice(0, -1).trim() });
    }
  }
  return found;
}

function files(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file, ending);
    return ending.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** "styles/layout.css:54 margin-left: auto" for each finding the allow-list does not name. */
function report(file: string, findings: Finding[]): string[] {
  const name = path.relative(SRC, file);
  return findings
    .filter(
      ({ text }) => !ALLOWED.some((allowed) => allowed.file === name && allowed.text === text),
    )
    .map(({ line, text }) => `${name}:${line} ${text}`);
}

describe('the logical-properties rule', () => {
  it('catches a physical side in a stylesheet, and only where a declaration names it', () => {
    const sample = [
      '/* the left edge, in a comment */',
      '.a:hover { margin-left: 4px; }',
      '@media (min-width: 48rem) {',
      '  .b { text-align: right; border-top-left-radius: 2px; inset-inline-start: 0 }',
      '}',
      '.c { background: linear-gradient(to left, red, blue); transform: translateX(4px); }',
    ].join('\n');
    expect(physicalInCss(sample)).toEqual([
      { line: 2, text: 'margin-left: 4px' },
      { line: 4, text: 'text-align: right' },
      { line: 4, text: 'border-top-left-radius: 2px' },
      { line: 6, text: 'background: linear-gradient(to left, red, blue)' },
      { line: 6, text: 'transform: translateX(4px)' },
    ]);
    expect(physicalInCss('.a { margin-inline-start: 4px; text-align: start; }')).toEqual([]);
  });

  it('catches a physical side in a style object, not in other objects', () => {
    const sample = [
      '<span style={{ top: 1, left: percent(x) }} />',
      "<p style={{ textAlign: 'right', marginInlineStart: 4 }} />",
      'box.scrollBy({ left: 40 });',
      'box.style.marginLeft = "4px";',
    ].join('\n');
    expect(physicalInTsx(sample)).toEqual([
      { line: 1, text: 'top: 1, left: percent(x)' },
      { line: 2, text: "textAlign: 'right', marginInlineStart: 4" },
      { line: 4, text: '.style.marginLeft =' },
    ]);
  });

  it('finds no physical left or right in any stylesheet under client/src', () => {
    const sheets = files(SRC, /\.css$/);
    expect(sheets.length).toBeGreaterThan(20);
    expect(
      sheets.flatMap((file) => report(file, physicalInCss(readFileSync(file, 'utf8')))),
    ).toEqual([]);
  });

  it("finds no physical left or right in any component's style object", () => {
    const components = files(SRC, /\.tsx$/);
    expect(components.length).toBeGreaterThan(100);
    expect(
      components.flatMap((file) => report(file, physicalInTsx(readFileSync(file, 'utf8')))),
    ).toEqual([]);
  });

  it('allows only what is still there', () => {
    const stale = ALLOWED.filter(({ file, text }) =>
      physicalInCss(readFileSync(path.join(SRC, file), 'utf8')).every((f) => f.text !== text),
    );
    expect(stale).toEqual([]);
  });
});
