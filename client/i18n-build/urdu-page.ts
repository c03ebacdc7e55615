// The first page in Urdu (docs/architecture.md#urdu): index-ur.html beside index.html, which
// the server sends to a request that names Urdu (`?lang=ur`, or the device's language cookie)
// before the service worker answers its navigations. It is index.html turned right to left,
// naming what the first Urdu screen waits for (the catalog, the styles' loader, the Urdu
// stylesheet and the Naskh face) so they download beside the app's own code instead of after
// it has run.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const URDU_PAGE = 'index-ur.html';

export function urduPage(): Plugin {
  let outDir = 'dist';
  let page: string | undefined;
  return {
    name: 'baraat:urdu-page',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const files = Object.values(bundle ?? {});
        const chunkOf = (ending: string) =>
          files.find(
            (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(ending) === true,
          )?.fileName;
        const catalog = chunkOf('/src/locales/ur/messages.po');
        const loader = chunkOf('/src/lib/urdu-fonts.ts');
        const assetOf = (ending: string) =>
          files.find(
            (file) =>
              file.type === 'asset' && file.originalFileNames.some((name) => name.endsWith(ending)),
          )?.fileName;
        const styles = assetOf('src/styles/urdu.css');
        const naskh = assetOf('/noto-naskh-arabic-urdu-400.woff2');
        if (!catalog || !loader || !styles || !naskh) {
          throw new Error(
            `urdu-page: catalog ${catalog}, loader ${loader}, styles ${styles}, naskh ${naskh}`,
          );
        }
        const links = [
          `<link rel="modulepreload" crossorigin href="/${catalog}">`,
          `<link rel="modulepreload" crossorigin href="/${loader}">`,
          `<link rel="stylesheet" crossorigin href="/${styles}">`,
          // The face the first Urdu screen is laid out in (lib/urdu-fonts.ts).
          `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${naskh}">`,
          // The app installs with its Urdu name (lib/device-language.ts swaps it the same way).
          '<link rel="manifest" href="/manifest-ur.webmanifest">',
        ].join('\n    ');
        if (!html.includes('<html lang="en">')) throw new Error('urdu-page: no <html lang="en">');
        page = html
          .replace('<html lang="en">', '<html lang="ur" dir="rtl">')
          .replace(/<link rel="manifest"[^>]*>/, '')
          .replace(/\s*<\/head>/, `\n    ${links}\n  </head>`);
        return html;
      },
    },
    writeBundle() {
      if (page) writeFileSync(path.join(outDir, URDU_PAGE), page);
    },
  };
}
