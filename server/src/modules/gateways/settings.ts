// Which payment providers Baraat talks to, read from the environment
// (docs/product/online-payments.md#the-sandbox, docs/deploy.md): the real ones with their
// credentials, or the sandbox this server serves under /sandbox. In production the sandbox runs
// only when PAYMENTS=sandbox says so.

export interface JazzCashSettings {
  merchantId: string;
  password: string;
  integritySalt: string;
  /** Where the hosted page and the APIs live, without a trailing slash. */
  baseUrl: string;
}

export interface EasypaisaSettings {
  storeId: string;
  /** 16 characters: the key of the store's merchantHashedReq. */
  hashKey: string;
  /** The API's user and password (its Credentials header). */
  username: string;
  password: string;
  baseUrl: string;
}

export interface PaymentsSettings {
  /** Whether this server serves the sandbox under /sandbox. */
  sandbox: boolean;
  /** This server's origin, where the providers send the customer back (PUBLIC_URL). */
  origin: string;
  jazzcash: JazzCashSettings | null;
  easypaisa: EasypaisaSettings | null;
  /** How long Baraat waits for a provider's API before giving up. */
  timeoutMs: number;
}

/** The sandbox's own merchant: not secrets, it takes no money (it signs as the providers do). */
export const SANDBOX_JAZZCASH = {
  merchantId: 'MC00001',
  password: 'sandbox-password',
  integritySalt: 'sandbox-salt',
};
export const SANDBOX_EASYPAISA = {
  storeId: '10001',
  hashKey: 'SANDBOXHASHKEY16',
  username: 'sandbox',
  password: 'sandbox-password',
};

const JAZZCASH_NAMES = {
  merchantId: 'JAZZCASH_MERCHANT_ID',
  password: 'JAZZCASH_PASSWORD',
  integritySalt: 'JAZZCASH_INTEGRITY_SALT',
  baseUrl: 'JAZZCASH_BASE_URL',
} as const;
const EASYPAISA_NAMES = {
  storeId: 'EASYPAISA_STORE_ID',
  hashKey: 'EASYPAISA_HASH_KEY',
  username: 'EASYPAISA_USERNAME',
  password: 'EASYPAISA_PASSWORD',
  baseUrl: 'EASYPAISA_BASE_URL',
} as const;

const DEFAULT_TIMEOUT_MS = 10_000;

/** A provider's settings when every one of its variables is set, none when none is; else refused. */
function credentials<K extends string>(
  env: NodeJS.ProcessEnv,
  names: Record<K, string>,
): Record<K, string> | null {
  const entries = Object.entries<string>(names).map(
    ([key, name]) => [key, env[name] ?? ''] as const,
  );
  const missing = entries.filter(([, value]) => value === '').map(([key]) => names[key as K]);
  if (missing.length === entries.length) return null;
  if (missing.length > 0) throw new Error(`Payments need ${missing.join(', ')} as well`);
  const settings = Object.fromEntries(entries) as Record<K, string>;
  const base = (settings as Record<string, string>).baseUrl!;
  if (!/^https?:\/\//.test(base))
    throw new Error(`${names['baseUrl' as K]} must be an http(s) URL`);
  return { ...settings, baseUrl: base.replace(/\/$/, '') };
}

function timeout(fromEnv: string | undefined): number {
  if (fromEnv === undefined) return DEFAULT_TIMEOUT_MS;
  const ms = Number(fromEnv);
  if (!Number.isInteger(ms) || ms < 100 || ms > 60_000) {
    throw new Error(`PAYMENTS_TIMEOUT_MS must be a whole number from 100 to 60000, got ${fromEnv}`);
  }
  return ms;
}

/**
 * PAYMENTS=sandbox: the sandbox, served here and used for both providers, whatever else is set.
 * PAYMENTS=live: the providers whose credentials are set, never the sandbox. Unset: the sandbox
 * when NODE_ENV is not production, one process serves and no provider's credentials are set;
 * otherwise as live.
 */
export function paymentsSettings(
  env: NodeJS.ProcessEnv,
  publicUrl: string,
  processes: number,
): PaymentsSettings {
  const mode = env.PAYMENTS ?? '';
  if (!['', 'sandbox', 'live'].includes(mode)) {
    throw new Error(`PAYMENTS must be sandbox or live, got ${mode}`);
  }
  const timeoutMs = timeout(env.PAYMENTS_TIMEOUT_MS);
  const jazzcash = credentials(env, JAZZCASH_NAMES);
  const easypaisa = credentials(env, EASYPAISA_NAMES);
  if (easypaisa && Buffer.byteLength(easypaisa.hashKey) !== 16) {
    throw new Error('EASYPAISA_HASH_KEY must be 16 characters');
  }
  const byDefault =
    mode === '' && env.NODE_ENV !== 'production' && processes === 1 && !jazzcash && !easypaisa;
  if (mode === 'sandbox' || byDefault) {
    if (processes > 1) {
      throw new Error(
        'PAYMENTS=sandbox needs PROCESSES=1: the sandbox keeps its transactions in one process’s memory',
      );
    }
    return {
      sandbox: true,
      origin: publicUrl,
      jazzcash: { ...SANDBOX_JAZZCASH, baseUrl: `${publicUrl}/sandbox/jazzcash` },
      easypaisa: { ...SANDBOX_EASYPAISA, baseUrl: `${publicUrl}/sandbox/easypaisa` },
      timeoutMs,
    };
  }
  return {
    sandbox: false,
    origin: publicUrl,
    jazzcash: jazzcash as JazzCashSettings | null,
    easypaisa: easypaisa as EasypaisaSettings | null,
    timeoutMs,
  };
}

/** The providers set up with real credentials, for the start-up log: "jazzcash,easypaisa" or "none". */
export function paymentProviders({ jazzcash, easypaisa }: PaymentsSettings): string {
  const names = [jazzcash && 'jazzcash', easypaisa && 'easypaisa'].filter(Boolean);
  return names.length > 0 ? names.join(',') : 'none';
}

/** The origins of the real providers' hosted pages, which the app's forms post the customer
 * to; none for the sandbox, served by this origin. */
export function providerOrigins({ sandbox, jazzcash, easypaisa }: PaymentsSettings): string[] {
  if (sandbox) return [];
  return [jazzcash, easypaisa].flatMap((provider) =>
    provider ? [new URL(provider.baseUrl).origin] : [],
  );
}

/**
 * Points the sandbox's providers at the origin this server listens on, once it does: for a
 * server on port 0 (the tests), whose PUBLIC_URL cannot say its port. The providers read their
 * base URL on every call, so those already made follow.
 */
export function pointSandboxAt(settings: PaymentsSettings, origin: string): void {
  if (!settings.sandbox) return;
  settings.origin = origin;
  if (settings.jazzcash) settings.jazzcash.baseUrl = `${origin}/sandbox/jazzcash`;
  if (settings.easypaisa) settings.easypaisa.baseUrl = `${origin}/sandbox/easypaisa`;
}
