// Urdu in the browser tests (docs/product/texts.md#urdu): a text's Urdu from the catalog, so a
// test names the controls a reader of Urdu sees, and the checks the every-screen audit adds in
// Urdu: the page reads right to left, no text is clipped, and no English is left in the app's
// own words (what people wrote is marked with lang, <bdi> or translate="no", or isolated with U+2068…U+2069 in an attribute, and kept).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import PO from 'pofile';

const CATALOG = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/locales/ur/messages.po',
);

let urduOf: Map<string, string> | undefined;

/** The Urdu of an English text of the app, as the catalog has it; throws when it has none. */
export function urdu(english: string): string {
  if (!urduOf) {
    const catalog = PO.parse(readFileSync(CATALOG, 'utf8'));
    urduOf = new Map(catalog.items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
  }
  const translated = urduOf.get(english);
  if (!translated) throw new Error(`the Urdu catalog has no translation of "${english}"`);
  return translated;
}

/** The device's language as the app keeps it (client/src/lib/device-language.ts). */
export const URDU_STORAGE = { name: 'language', value: 'ur' };

/** Words that stay as they are in Urdu: the brand, currency and the payment services' names. */
export const SAME_IN_URDU = [
  'Baraat',
  'Rs',
  'PKR',
  'JazzCash',
  'Easypaisa',
  'Raast',
  'IBAN',
  'WhatsApp',
  'Facebook',
  'Instagram',
  'OpenStreetMap',
  // Abbreviations Urdu writes in Latin letters too, as the catalog has them: "ٹرانزیکشن ID",
  // "PIN موجود", an IBAN's "PK", the image formats and their size in MB.
  'ID',
  'PIN',
  'PK',
  'JPEG',
  'PNG',
  'WebP',
  '\\d+MB',
  // The pattern of a mobile number ("03XXXXXXXXX") and the example addresses of a link field.
  '03X{9}',
  'https(?=://)',
  '(instagram|facebook)\\.com',
];

export function urduProblems(page: Page): Promise<string[]> {
  return page.evaluate((same) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.dir !== 'rtl' || root.lang !== 'ur') {
      problems.push(`<html> is lang="${root.lang}" dir="${root.dir}", not lang="ur" dir="rtl"`);
    }
    const describe = (element: Element) => {
      const classes = Array.from(element.classList)
        .map((name) => `.${name}`)
        .join('');
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}>`;
    };
    /** What people wrote, or a value that is not a word: kept as written. */
    const keptAsWritten = (element: Element | null) => {
      for (let at = element; at; at = at.parentElement) {
        const lang = at.getAttribute('lang');
        if (lang && at !== root && !lang.startsWith('ur')) return true;
        if (at.tagName === 'BDI' || at.getAttribute('translate') === 'no') return true;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'CODE', 'TEXTAREA'].includes(at.tagName)) return true;
      }
      return false;
    };
    const rendered = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) ||
      getComputedStyle(element).position === 'absolute';
    const sameWords = new RegExp(`\\b(${same.join('|')})\\b`, 'g');
    // An e-mail address reads the same in either language (a field's example, "you@example.com").
    const emails = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
    const english = (text: string) =>
      /[A-Za-z]{2,}/.test(text.replace(sameWords, '').replace(emails, ''));
    const seen = new Set<string>();
    const report = (element: Element, text: string) => {
      const line = `English left: "${text.trim().replace(/\s+/g, ' ').slice(0, 60)}" in ${describe(element)}`;
      if (!seen.has(line)) problems.push(line);
      seen.add(line);
    };

    // 1. Every text node and every read attribute of the page, dialogs included.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !english(text) || keptAsWritten(parent) || !rendered(parent)) continue;
      report(parent, text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      if (keptAsWritten(element) || !rendered(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name);
        // What people wrote inside an attribute is isolated between U+2068 and U+2069
        // (client/src/lib/written.ts), the attribute's <bdi>: kept as written.
        const own = value?.replace(/\u2068[^\u2069]*\u2069/g, '');
        if (value && own && english(own)) report(element, `${name}=${value}`);
      }
    }

    // 2. Text clipped by its own box: Nastaliq's tall letters need room.
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      if (!element.firstChild || !element.checkVisibility()) continue;
      const style = getComputedStyle(element);
      const clips = ['hidden', 'clip'].includes(style.overflowY);
      if (!clips || style.position === 'absolute') continue;
      const hasText = Array.from(element.childNodes).some(
        (child) => child.nodeType === Node.TEXT_NODE && (child.textContent ?? '').trim(),
      );
      if (hasText && element.scrollHeight > element.clientHeight + 1) {
        problems.push(
          `text clipped: ${describe(element)} is ${element.clientHeight} px tall, its text ${element.scrollHeight} px`,
        );
      }
    }
    return problems;
  }, SAME_IN_URDU);
}
