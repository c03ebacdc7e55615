// Test support the browser specs (client/playwright.config.ts) and the bench share:
// test-support/ is no package's and ships with none, so the server reaches into no client folder.
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium from CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own build.
 * The flags keep it off the closed network; root needs --no-sandbox.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean) as string[];
  const executablePath = candidates.find((candidate) => existsSync(candidate));
  const args = [
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-default-apps',
    '--no-first-run',
    '--disable-gpu',
  ];
  if (process.getuid?.() === 0) args.push('--no-sandbox');
  return executablePath ? { executablePath, args } : { args };
}
