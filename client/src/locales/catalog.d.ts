// A .po catalog, compiled by Lingui's Vite plugin when imported (client/i18n-build/vite.ts).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
