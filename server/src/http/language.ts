// The request's language (docs/architecture.md#urdu-on-the-server): the first of Baraat's
// languages the Accept-Language header asks for, else the signed-in user's saved language,
// else English. The user is found later, by the route's guard, so `ctx.state.language` reads
// it when asked rather than now. The error middleware answers refusals in it (refusals.ts).
import type { Middleware } from 'koa';
import { acceptedLanguage } from '../i18n/accept-language';
import type { AppState } from './context';

export function requestLanguage(): Middleware<AppState> {
  return (ctx, next) => {
    const asked = acceptedLanguage(ctx.get('Accept-Language'));
    const { state } = ctx;
    Object.defineProperty(state, 'language', {
      get: () => asked ?? state.user?.language ?? 'en',
      enumerable: true,
      configurable: true,
    });
    return next();
  };
}
