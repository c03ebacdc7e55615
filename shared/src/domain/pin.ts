// A shared tablet's PIN, hashed the one way the server and the device both check it
// (docs/product/accounts.md#a-shared-tablet): PBKDF2-SHA256 over the PIN with a random salt,
// PIN_HASH_ITERATIONS rounds, by WebCrypto, which browsers and Node both have.
import { PIN_HASH_ITERATIONS } from '../schemas/staff';

/** What this module uses of the runtime's WebCrypto, TextEncoder and btoa: shared/ compiles
 * without the browser's or Node's types, and both runtimes have these. */
interface Runtime {
  crypto: {
    getRandomValues<T extends Uint8Array>(array: T): T;
    subtle: {
      importKey(
        format: 'raw',
        key: Uint8Array,
        algorithm: 'PBKDF2',
        extractable: false,
        usages: ['deriveBits'],
      ): Promise<unknown>;
      deriveBits(
        algorithm: { name: 'PBKDF2'; hash: 'SHA-256'; salt: Uint8Array; iterations: number },
        key: unknown,
        length: number,
      ): Promise<ArrayBuffer>;
    };
  };
  TextEncoder: new () => { encode(text: string): Uint8Array };
  btoa(binary: string): string;
}
const runtime = globalThis as unknown as Runtime;
const { crypto } = runtime;
const encoder = new runtime.TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return runtime.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new salt for a PIN: 16 random bytes, base64url. */
export function newPinSalt(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(16)));
}

/** The PIN's hash with `salt`, base64url. */
export async function hashPin(pin: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(pin), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(salt),
      iterations: PIN_HASH_ITERATIONS,
    },
    key,
    256,
  );
  return base64url(new Uint8Array(bits));
}

/** Whether `pin` is the one hashed: compared in full, whatever differs first. */
export async function pinMatches(pin: string, salt: string, hash: string): Promise<boolean> {
  const found = await hashPin(pin, salt);
  let difference = found.length ^ hash.length;
  for (let i = 0; i < Math.min(found.length, hash.length); i++) {
    difference |= found.charCodeAt(i) ^ hash.charCodeAt(i);
  }
  return difference === 0;
}
