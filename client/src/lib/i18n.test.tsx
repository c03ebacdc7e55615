// The translation runtime with what Lingui's macros write, through the same build transform as
// the app (client/i18n-build/vite.ts): English from the code, Urdu from a catalog keyed by the
// English source, arguments, plurals and elements inside a text.
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Catalog, catalogKey, i18n } from './i18n';

const GUESTS = msg`Guests`;

function Sample({ name, count }: { name: string; count: number }) {
  const { t: translate, i18n: active } = useLingui();
  return (
    <div>
      <h1>{translate`Hello ${name}`}</h1>
      <p data-testid="rich">
        <Trans>
          Read <a href="/terms">the terms</a> for {name}
        </Trans>
      </p>
      <p data-testid="plural">
        {plural(count, { one: '# hall is free', other: '# halls are free' })}
      </p>
      <p data-testid="label">{active._(GUESTS)}</p>
    </div>
  );
}

afterEach(() => {
  cleanup();
  i18n.activate('en');
});

describe('texts in English', () => {
  it('shows the English source with its arguments, plurals and elements', () => {
    render(<Sample name="Ayesha" count={3} />);
    expect(screen.getByRole('heading').textContent).toBe('Hello Ayesha');
    expect(screen.getByTestId('rich').textContent).toBe('Read the terms for Ayesha');
    expect(screen.getByRole('link', { name: 'the terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByTestId('plural').textContent).toBe('3 halls are free');
    expect(screen.getByTestId('label').textContent).toBe('Guests');
    expect(t`Saved ${2} halls`).toBe('Saved 2 halls');
  });
});

describe('texts in Urdu', () => {
  const urdu: Catalog = {
    [catalogKey(['Hello ', ['name']])]: ['سلام ', ['name']],
    [catalogKey(['Read <0>the terms</0> for ', ['name']])]: [
      ['name'],
      ' کے لیے <0>شرائط</0> پڑھیں',
    ],
    [catalogKey('Guests')]: 'مہمان',
    [catalogKey('Up to {max} guests')]: ['زیادہ سے زیادہ ', ['max'], ' مہمان'],
  };

  it('swaps every text when Urdu is activated, and keeps what has no translation in English', () => {
    i18n.load('ur', urdu);
    render(<Sample name="Ayesha" count={1} />);
    act(() => i18n.activate('ur'));
    expect(screen.getByRole('heading').textContent).toBe('سلام Ayesha');
    expect(screen.getByTestId('rich').textContent).toBe('Ayesha کے لیے شرائط پڑھیں');
    expect(screen.getByRole('link', { name: 'شرائط' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByTestId('label').textContent).toBe('مہمان');
    expect(screen.getByTestId('plural').textContent).toBe('1 hall is free');
  });

  it('translates a shared text by the source it was marked with, its arguments filled', () => {
    i18n.load('ur', urdu);
    i18n.activate('ur');
    expect(i18n._('Up to {max} guests', { max: 500 })).toBe('زیادہ سے زیادہ 500 مہمان');
    i18n.activate('en');
    expect(i18n._('Up to {max} guests', { max: 500 })).toBe('Up to 500 guests');
  });
});
