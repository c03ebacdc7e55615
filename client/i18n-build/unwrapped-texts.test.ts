// @vitest-environment node
// Every word a screen shows is wrapped for translation (docs/product/texts.md#urdu).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsxFiles } from './unwrapped-cli';
import { unwrappedTexts } from './unwrapped-texts';

describe('the scan of unwrapped texts', () => {
  it('finds JSX text and read attributes outside <Trans>, and leaves wrapped ones', () => {
    const found = unwrappedTexts(`
      export const A = () => (
        <div aria-label="Main menu" className="x">
          <h1>Find vendors</h1>
          <Trans>Wrapped text</Trans>
          <input placeholder={t\`e.g. Lahore\`} />
          <span translate="no">Shalimar Hall</span>
          <b>Baraat</b> {' · '}
        </div>
      );`);
    expect(found.map((item) => item.text)).toEqual(['aria-label="Main menu"', 'Find vendors']);
  });
});

describe('the client', () => {
  it('wraps every text its screens show', () => {
    const src = path.resolve('client/src');
    const unwrapped = tsxFiles(src).flatMap((file) =>
      unwrappedTexts(readFileSync(file, 'utf8'), file).map(
        ({ line, text }) => `${path.relative(src, file)}:${line} ${text}`,
      ),
    );
    expect(unwrapped).toEqual([]);
  });
});
