// Baraat's calls to a provider's API: JSON over HTTPS, given up on after the settings' timeout.
// Neither the body (it carries the merchant's password) nor the answer is ever logged.
import { ProviderError, type ProviderName } from './types';

export interface Outbound {
  provider: ProviderName;
  timeoutMs: number;
}

export async function postJson(
  { provider, timeoutMs }: Outbound,
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new ProviderError(
      provider,
      timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable',
    );
  }
  if (!response.ok) throw new ProviderError(provider, `answered HTTP ${response.status}`);
  const answer: unknown = await response.json().catch(() => null);
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
    throw new ProviderError(provider, 'answered something other than a JSON object');
  }
  return answer as Record<string, unknown>;
}
