// The providers' signatures, as each one's integration guide describes
// (docs/product/online-payments.md#signatures). Shared by the clients and the sandbox, which
// signs as the real providers do.
import { createCipheriv, createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * JazzCash's pp_SecureHash: HMAC-SHA256 keyed with the integrity salt over the salt and the
 * values of the non-empty pp_ fields (pp_SecureHash itself aside) in the order of their names,
 * joined by `&`; upper-case hex.
 */
export function jazzCashHash(salt: string, fields: Record<string, unknown>): string {
  const values = Object.keys(fields)
    .filter((name) => name.toLowerCase().startsWith('pp') && name !== 'pp_SecureHash')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => fields[name])
    .filter((value) => value !== undefined && value !== null && String(value) !== '')
    .map(String);
  return createHmac('sha256', salt)
    .update([salt, ...values].join('&'))
    .digest('hex')
    .toUpperCase();
}

/** Whether two hex signatures are the same, whatever their letters' case, in constant time. */
export function sameHex(a: unknown, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a.toUpperCase()), Buffer.from(b.toUpperCase()));
}

/** Easypaisa's key is 16 characters: AES-128 in ECB mode with PKCS#5 padding. */
function easypaisaCipherKey(hashKey: string): Buffer {
  const key = Buffer.from(hashKey, 'utf8');
  if (key.length !== 16) throw new Error('EASYPAISA_HASH_KEY must be 16 characters');
  return key;
}

/** The `name=value` pairs of the non-empty fields in the order of their names, joined by `&`. */
export function easypaisaPlain(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((name) => fields[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}=${fields[name]}`)
    .join('&');
}

/** Easypaisa's merchantHashedReq: the sorted pairs encrypted with the store's hash key, base64. */
export function easypaisaHash(hashKey: string, fields: Record<string, string>): string {
  const cipher = createCipheriv('aes-128-ecb', easypaisaCipherKey(hashKey), null);
  return Buffer.concat([cipher.update(easypaisaPlain(fields), 'utf8'), cipher.final()]).toString(
    'base64',
  );
}

/** Whether `hash` is the store's hash of `fields`: decrypted, it must be their sorted pairs. */
export function easypaisaHashMatches(
  hashKey: string,
  fields: Record<string, string>,
  hash: unknown,
): boolean {
  if (typeof hash !== 'string' || hash === '') return false;
  try {
    const decipher = createDecipheriv('aes-128-ecb', easypaisaCipherKey(hashKey), null);
    const plain = Buffer.concat([
      decipher.update(Buffer.from(hash, 'base64')),
      decipher.final(),
    ]).toString('utf8');
    const expected = easypaisaPlain(fields);
    return (
      plain.length === expected.length && timingSafeEqual(Buffer.from(plain), Buffer.from(expected))
    );
  } catch {
    return false;
  }
}

/** A moment as Pakistan's clock shows it (UTC+5, no daylight saving), yyyyMMddHHmmss. */
export function pakistanTime(moment: Date): string {
  return new Date(moment.getTime() + 5 * 60 * 60 * 1000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .slice(0, 14);
}
