// Browser tests: real Chromium against the production build served by the real server on a
// free port with a temporary data folder (docs/architecture.md#7-tests). See e2e/support/.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../test-support/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  // Relative to this file: test-results/e2e at the repo root (ignored by git) holds the traces
  // and the screenshots specs take with test.info().outputPath().
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 800 },
    locale: 'en-PK',
    timezoneId: 'Asia/Karachi',
    // A failed test keeps its trace: every action with the page's DOM before and after it, its
    // network and console. Not the screencast: recording it took a third of the suite's time
    // (texts and business-calendar-writes, 2 workers: 127-132 s with it, 86-89 s without), and
    // the DOM snapshots show the page as well. The test's last screen is kept as a screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
