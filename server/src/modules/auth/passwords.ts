// argon2id with the OWASP minimum parameters (19 MiB, 2 passes, 1 lane).
import argon2 from 'argon2';

const OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown account) it checks against
 * a decoy, so a wrong username costs the same time as a wrong password.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  if (hash === undefined) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await argon2.verify(await decoyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
