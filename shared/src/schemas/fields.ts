// Field schemas reused by several payloads, each carrying the spec's messages.
import { z } from 'zod';
import { BUSINESS_TYPES, CITIES } from '../constants/catalog';
import {
  NAME_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants/limits';
import { VALIDATION } from '../constants/messages';
import { SEARCH_FILTER_TEXT } from '../constants/search-filters';
import { isPakistaniPhone } from '../domain/phone';
import { fill, tx } from '../i18n/text';

export const USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A string that must not be blank; the message shows when it is missing or blank. */
export function requiredText(message: string, max: number, maxMessage: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: maxMessage });
}

/** A string that may be left out; blank becomes null. */
export function optionalText(max: number, maxMessage: string) {
  return z
    .string()
    .trim()
    .max(max, { error: maxMessage })
    .nullish()
    .transform((value) => (value ? value : null));
}

export function username(requiredMessage: string = VALIDATION.usernameMin) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .min(USERNAME_MIN, { error: VALIDATION.usernameMin, abort: true })
    .max(USERNAME_MAX, { error: VALIDATION.usernameMax })
    .regex(USERNAME_PATTERN, { error: VALIDATION.usernameChars });
}

export function email(requiredMessage: string = VALIDATION.emailInvalid) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, { error: VALIDATION.emailInvalid })
    .regex(EMAIL_PATTERN, { error: VALIDATION.emailInvalid })
    .transform((value) => value.toLowerCase());
}

export function pakistaniPhone(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isPakistaniPhone, { error: VALIDATION.phoneInvalid });
}

export const optionalPakistaniPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || isPakistaniPhone(value), { error: VALIDATION.phoneInvalid })
  .nullish()
  .transform((value) => (value ? value : null));

export const personName = (message: string) => requiredText(message, NAME_MAX, VALIDATION.nameMax);
export const optionalPersonName = optionalText(NAME_MAX, VALIDATION.nameMax);

/** Any password that is not blank and not absurdly long (login, current password). */
export function anyPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .max(PASSWORD_MAX, { error: VALIDATION.passwordMax });
}

/** Digits, with a sign or a decimal part: how a query string or form field writes a number. */
const NUMBER_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * A number as JSON sends it, or the text of one from a query string or form field. Anything
 * else (true, [1], "1e3", "0x10", blank) is passed on unchanged for z.number to refuse, where
 * z.coerce.number would have read true as 1 and [1] as 1.
 */
export function numberFromText(value: unknown): unknown {
  return typeof value === 'string' && NUMBER_TEXT.test(value) ? Number(value) : value;
}

function catalogId(items: readonly { id: number }[], message: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message })
      .int({ error: message })
      .refine((id) => items.some((item) => item.id === id), { error: message }),
  );
}

export const cityId = catalogId(CITIES, VALIDATION.cityRequired);
export const businessTypeId = catalogId(BUSINESS_TYPES, VALIDATION.businessTypeRequired);

/**
 * A whole number (a query string's too), named in its messages; a form field's own `message`
 * replaces them all when a person, not a program, reads the answer.
 */
export function wholeNumber(field: string, min = 0, message?: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: message ?? fill(tx('{field} must be a whole number'), { field }) })
      .int({ error: message ?? fill(tx('{field} must be a whole number'), { field }) })
      .min(min, { error: message ?? fill(tx('{field} must be at least {min}'), { field, min }) }),
  );
}

/** A minimum rating from 0 to 5 (a decimal), as the filter panels offer it. */
export const minRating = z.preprocess(
  numberFromText,
  z
    .number({ error: SEARCH_FILTER_TEXT.minRating })
    .min(0, { error: SEARCH_FILTER_TEXT.minRating })
    .max(5, { error: SEARCH_FILTER_TEXT.minRating }),
);

/** A positive id, named in its messages. */
export function positiveId(field: string) {
  return z.preprocess(
    numberFromText,
    z
      .number({ error: fill(tx('{field} must be a whole number'), { field }) })
      .int({ error: fill(tx('{field} must be a whole number'), { field }) })
      .positive({ error: fill(tx('{field} must be a whole number'), { field }) }),
  );
}

/** The {id} of a path. */
export const idParamSchema = z.object({ id: positiveId('id') });

/** The largest page asked for by number: keeps (page - 1) * limit a safe whole number. */
export const PAGE_MAX = 10_000_000;

/**
 * skip, limit and page of a list (docs/architecture.md#2-server-module-shape): limit defaults to 20, and above 100 is cut to
 * 100. Answers speak in pages (current_page, total_pages), so a caller may ask for `page`
 * (1-based) instead of `skip`; the object that spreads these fields ends in
 * `.transform(applyPage)`, which turns page into skip = (page - 1) * limit.
 */
export function pageFields(defaultLimit: number = PAGE_SIZE_DEFAULT) {
  return {
    skip: wholeNumber('skip').default(0),
    limit: wholeNumber('limit', 1)
      .default(defaultLimit)
      .transform((value) => Math.min(value, PAGE_SIZE_MAX)),
    page: z
      .preprocess(
        numberFromText,
        z
          .number({ error: tx('page must be a whole number') })
          .int({ error: tx('page must be a whole number') })
          .min(1, { error: tx('page must be at least 1') })
          .max(PAGE_MAX, { error: fill(tx('page must be at most {max}'), { max: PAGE_MAX }) }),
      )
      .optional(),
  };
}

export const PAGE_AND_SKIP = tx('page and skip disagree: send one of them');

/**
 * Resolves page into skip. With both, page wins over a skip of 0 (the default, which cannot
 * be told from one left out); any other skip must name the same offset or is refused (422 on
 * page): a request that says two different things gets told, not guessed at.
 */
export function applyPage<T extends { skip: number; limit: number; page?: number | undefined }>(
  { page, ...query }: T,
  ctx: z.RefinementCtx,
): Omit<T, 'page'> {
  if (page === undefined) return query;
  const skip = (page - 1) * query.limit;
  if (query.skip !== 0 && query.skip !== skip) {
    ctx.addIssue({ code: 'custom', path: ['page'], message: PAGE_AND_SKIP });
  }
  return { ...query, skip };
}

/** Refuses a min_price above max_price, on max_price. */
export function refinePriceRange(
  query: { min_price?: number | undefined; max_price?: number | undefined },
  ctx: z.RefinementCtx,
) {
  if (
    query.min_price !== undefined &&
    query.max_price !== undefined &&
    query.min_price > query.max_price
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_price'],
      message: SEARCH_FILTER_TEXT.priceOrder,
    });
  }
}
