// The catalogs (docs/product/texts.md#urdu): English is the source text, the spec's words as
// the app shows them; Urdu is translated in client/src/locales/ur/messages.po. `npm run
// i18n:extract` brings every wrapped text of the client, and every `tx()` text of shared/ and
// server/, into both catalogs.
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { markedTexts } from './i18n-build/marked-texts';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ur'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/../shared/src', '<rootDir>/../server/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test-*.ts', '**/node_modules/**'],
    },
  ],
  extractors: [markedTexts],
  // The macros' calls go to the app's lean runtime (src/lib/i18n.ts), not @lingui/core's.
  runtimeConfigModule: {
    i18n: ['@/lib/i18n', 'i18n'],
    Trans: ['@/lib/i18n-react', 'Trans'],
    useLingui: ['@/lib/i18n-react', 'useLingui'],
  },
});
