// Function hours by province (docs/product/weddings.md#function-hours-in-punjab): the province
// of each city of the catalogue, and the latest end time a province's law sets for wedding
// functions, where it sets one. Data, not code: a new province's rule is a line here.
import { formatTime } from '../domain/format';
import { inEnglish, type Say, tx } from '../i18n/text';
import { CITIES } from './catalog';

export const PROVINCES = [
  'Punjab',
  'Sindh',
  'Khyber Pakhtunkhwa',
  'Balochistan',
  'Islamabad Capital Territory',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The province of each city id of CITIES. */
export const CITY_PROVINCE: Readonly<Record<number, Province>> = {
  1: 'Sindh', // Karachi
  2: 'Punjab', // Lahore
  3: 'Islamabad Capital Territory', // Islamabad
  4: 'Punjab', // Rawalpindi
  5: 'Punjab', // Faisalabad
  6: 'Punjab', // Multan
  7: 'Khyber Pakhtunkhwa', // Peshawar
  8: 'Balochistan', // Quetta
};

export interface FunctionHoursRule {
  province: Province;
  /** HH:MM, Pakistan time: functions end by then. */
  latest_end: string;
  /** What the owner and the customer are shown (ruleText fills it): `{time}` is latest_end. */
  text: string;
}

/** A rule's sentence, its time written, in `say`'s language. */
export const ruleText = (rule: FunctionHoursRule, say: Say = inEnglish): string =>
  say(rule.text, { time: formatTime(rule.latest_end) });

const PUNJAB_LATEST_END = '22:00';

/** The Punjab Marriage Functions Act: functions end by 10:00 pm. */
export const FUNCTION_HOURS_RULES: readonly FunctionHoursRule[] = [
  {
    province: 'Punjab',
    latest_end: PUNJAB_LATEST_END,
    text: tx("Punjab's Marriage Functions Act has functions end by {time}."),
  },
];

/** The rule of the city's province, if it has one. */
export function functionHoursRule(cityId: number | null | undefined): FunctionHoursRule | null {
  const province = cityId == null ? undefined : CITY_PROVINCE[cityId];
  return FUNCTION_HOURS_RULES.find((rule) => rule.province === province) ?? null;
}

/** The warning for a slot ending at `endTime` (HH:MM) in that city, or null when it keeps the
 * rule (or the city has none). A warning only: the slot is still saved. */
export function functionHoursWarning(
  cityId: number | null | undefined,
  endTime: string,
  say: Say = inEnglish,
): string | null {
  const rule = functionHoursRule(cityId);
  return rule && endTime > rule.latest_end ? ruleText(rule, say) : null;
}

/** Every city of the catalogue has its province (a test holds the two lists together). */
export const citiesWithoutProvince = (): string[] =>
  CITIES.filter((city) => !(city.id in CITY_PROVINCE)).map((city) => city.name);
