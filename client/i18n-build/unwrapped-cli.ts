// `npx tsx client/i18n-build/unwrapped-cli.ts [dir…]`: the unwrapped texts of the .tsx files
// under each dir (client/src when none), one `file:line text` a line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { unwrappedTexts } from './unwrapped-texts';

export function tsxFiles(dir: string): string[] {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return tsxFiles(full);
    return /\.tsx$/.test(entry) && !/\.test\.tsx$|^test-/.test(entry) ? [full] : [];
  });
}

const dirs = process.argv.slice(2);
if (process.argv[1]?.endsWith('unwrapped-cli.ts')) report(dirs);

function report(dirs: string[]): void {
  for (const dir of dirs.length > 0 ? dirs : ['client/src']) {
    for (const file of tsxFiles(dir)) {
      for (const { line, text } of unwrappedTexts(readFileSync(file, 'utf8'), file)) {
        console.log(`${file}:${line} ${text}`);
      }
    }
  }
}
