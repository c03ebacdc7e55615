import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPES, CITIES } from '../constants/catalog';
import {
  MAX_SUGGESTIONS,
  type SearchSuggestion,
  suggestionIndex,
  suggestSearch,
  TYPE_LABELS,
} from './search-suggestions';
import { matchTier, parseSearch } from './search-text';

const VENDORS = ['Royal Marquee', 'Shalimar Marquee', 'Noor Studio', 'نور فوٹو اسٹوڈیو'];
const index = suggestionIndex(VENDORS);
const suggest = (text: string) => suggestSearch(text, index);
const labels = (text: string) => suggest(text).map((s) => s.label);
const URDU = /[\u0600-\u06FF]/;

describe('suggestions as a visitor types', () => {
  it('suggests nothing before two Roman letters or one Urdu letter', () => {
    expect(suggest('s')).toEqual([]);
    expect(suggest('  ')).toEqual([]);
    expect(labels('ش')).toContain('شادی ہال / مارکی');
  });

  it('suggests types, then cities, then vendors, from the first letters', () => {
    expect(suggest('sha')).toEqual([
      { kind: 'type', label: 'Shadi hall', text: 'Shadi hall' },
      { kind: 'type', label: 'Shadi card', text: 'Shadi card' },
      { kind: 'vendor', label: 'Shalimar Marquee', text: 'Shalimar Marquee' },
    ]);
    expect(suggest('marq').map((s) => [s.kind, s.label])).toEqual([
      ['type', 'Marquee'],
      ['vendor', 'Royal Marquee'],
      ['vendor', 'Shalimar Marquee'],
    ]);
    expect(suggest('la')).toEqual([{ kind: 'city', label: 'Lahore', text: 'Lahore' }]);
  });

  it('answers in the script typed', () => {
    expect(labels('لا')).toEqual(['لاہور']);
    expect(labels('نو')).toEqual(['نور فوٹو اسٹوڈیو']);
    expect(labels('no')).toEqual(['Noor Studio']);
    for (const text of ['sha', 'ka', 'ph', 'de']) {
      expect(suggest(text).every((s) => !URDU.test(s.label))).toBe(true);
    }
    for (const text of ['ش', 'ک', 'فو', 'ڈ']) {
      expect(suggest(text).every((s) => URDU.test(s.label))).toBe(true);
    }
  });

  it('suggests by spelling key: shaadi, fotografer and kar', () => {
    expect(labels('shaadi')).toEqual(['Shadi hall', 'Shadi card']);
    expect(labels('fotografer')).toEqual(['Photographer']);
    expect(labels('fotog')).toEqual(['Photographer']);
    expect(labels('kar')).toEqual(['Car Rental', 'Karachi']);
  });

  it('completes the last words typed and keeps those before them', () => {
    expect(suggest('shadi hall la')).toEqual([
      { kind: 'city', label: 'Lahore', text: 'shadi hall Lahore' },
    ]);
    expect(suggest('شادی ہال لا')).toEqual([
      { kind: 'city', label: 'لاہور', text: 'شادی ہال لاہور' },
    ]);
    expect(suggest('shadi h')[0]).toEqual({
      kind: 'type',
      label: 'Shadi hall',
      text: 'Shadi hall',
    });
    expect(suggest('lahore ke pindi')[0]).toEqual({
      kind: 'city',
      label: 'Rawalpindi',
      text: 'lahore ke Rawalpindi',
    });
  });

  it('offers at most eight, the catalogue before the vendors', () => {
    const many = suggestionIndex(
      Array.from({ length: 20 }, (_, i) => `Sha ${String.fromCharCode(97 + i)} Caterers`),
    );
    const found = suggestSearch('ca', many);
    expect(found).toHaveLength(MAX_SUGGESTIONS);
    expect(found.map((s) => s.label)).toEqual([
      'Car Rental',
      'Catering Service',
      'Wedding Cake',
      'Shadi card',
      'Sha a Caterers',
      'Sha b Caterers',
      'Sha c Caterers',
      'Sha d Caterers',
    ]);
    expect(found.map((s) => s.kind).join(' ')).toBe(
      'type type type type vendor vendor vendor vendor',
    );
  });
});

describe('each label finds what it names', () => {
  const vendorOf = (typeId: number, name: string) => ({
    name: 'Noor',
    typeId,
    offers: name,
    other: '',
  });

  it.each(BUSINESS_TYPES.map((type) => [type.name, type] as const))(
    'every label of %s, searched, finds vendors of that type',
    (_, { id, name }) => {
      for (const label of [name, ...TYPE_LABELS[id]!.roman, TYPE_LABELS[id]!.urdu]) {
        const { terms, cityId } = parseSearch(label);
        expect({ label, cityId, terms: terms.length > 0 }).toEqual({
          label,
          cityId: undefined,
          terms: true,
        });
        expect({ label, tier: matchTier(vendorOf(id, name), terms) }).toEqual({ label, tier: 1 });
      }
    },
  );

  it('every city suggested, searched, is that city', () => {
    for (const city of CITIES) {
      const [roman] = suggest(city.name.slice(0, 4)).filter((s) => s.kind === 'city');
      expect(parseSearch(roman!.text).cityId).toBe(city.id);
    }
    const urdu = suggest('ک').find((s) => s.kind === 'city');
    expect(urdu).toEqual({ kind: 'city', label: 'کراچی', text: 'کراچی' });
    expect(parseSearch(urdu!.text).cityId).toBe(1);
  });
});

const KIND_RANK = { type: 0, city: 1, vendor: 2 };

describe('the list for any text', () => {
  it('is short, catalogue first, each a completion of the text in its script', () => {
    const letters = fc.constantFrom(...'abdehiklmnoprstuyشادیہلمرکنو '.split(''));
    const text = fc.array(letters, { maxLength: 14 }).map((chars) => chars.join(''));
    const names = fc.array(
      fc.array(letters, { minLength: 1, maxLength: 12 }).map((c) => c.join('')),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(text, names, (typed, vendorNames) => {
        const found: SearchSuggestion[] = suggestSearch(typed, suggestionIndex(vendorNames));
        expect(found.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
        const ranks = found.map((s) => KIND_RANK[s.kind]);
        expect(ranks).toEqual([...ranks].sort());
        const lastWord = typed.trim().split(' ').at(-1) ?? '';
        for (const s of found) {
          if (URDU.test(lastWord)) expect(URDU.test(s.label)).toBe(true);
          expect(s.text.endsWith(s.label)).toBe(true);
          expect(typed.startsWith(s.text.slice(0, s.text.length - s.label.length))).toBe(true);
        }
        expect(new Set(found.map((s) => s.label)).size).toBe(found.length);
      }),
      { verbose: true },
    );
  });
});
