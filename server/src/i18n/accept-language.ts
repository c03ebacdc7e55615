// Which of Baraat's languages an Accept-Language header asks for (RFC 9110, the section on Accept-Language): the
// first of `ur` and `en` by weight, a region counting as its language (`ur-PK` is ur); none
// when it names neither (then the account's saved language, else English, applies).
import { isLanguage, type Language } from '@baraat/shared/i18n/languages';

export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  let best: Language | undefined;
  let bestWeight = 0;
  for (const range of header.split(',')) {
    const [tag = '', ...parameters] = range.split(';');
    const language = tag.trim().split('-')[0]!.toLowerCase();
    if (!isLanguage(language)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [name, value] = parameter.split('=');
      if (name?.trim().toLowerCase() === 'q') weight = Number(value?.trim());
    }
    // An unreadable weight is taken as none; equal weights keep the header's order.
    if (!(weight > bestWeight) || weight > 1) continue;
    best = language;
    bestWeight = weight;
  }
  return best;
}
