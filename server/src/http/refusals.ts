// A refusal in the reader's language (docs/architecture.md#urdu-on-the-server): its `detail`,
// or each `msg` of a 422's list, translated by its English source at the one place errors
// become answers (error-middleware.ts). An English answer is left exactly as it was.
import type { Translator } from '../i18n/translator';
import type { AppContext } from './context';

interface Issue {
  msg?: unknown;
}

function isRefusal(body: unknown): body is { detail: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'detail' in body;
}

/** Answers the refusal on `ctx` in the request's language; it varies by Accept-Language. */
export function refusalInReadersLanguage(ctx: AppContext, translate: Translator): void {
  ctx.vary('Accept-Language');
  const language = ctx.state.language ?? 'en';
  const { body, status } = ctx;
  if (language === 'en' || !isRefusal(body)) return;
  const { detail } = body;
  let translated: unknown = detail;
  if (typeof detail === 'string') translated = translate(detail, language);
  else if (Array.isArray(detail)) {
    translated = detail.map((issue: Issue) =>
      typeof issue?.msg === 'string' ? { ...issue, msg: translate(issue.msg, language) } : issue,
    );
  }
  ctx.body = { ...body, detail: translated };
  ctx.status = status;
}
