import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8199);

/** Debian's Chromium, never a downloaded browser; one fresh seeded server for the run. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // a test that needs a second run to pass is a defect to fix, not a pass
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--enable-unsafe-swiftshader'],
    },
    trace: 'off',
  },
  webServer: {
    // every line the server logs, at debug level, goes to a file the log check reads after the run
    // it opens the seeded demo's image the API tests use (tests/e2e/prepare-image.ts) instead of seeding
    command: `rm -rf .tmp/e2e-data-${PORT} && IMAGE=$(node --import tsx tests/e2e/prepare-image.ts) && SKIP_CLIENT_BUILD=1 PORT=${PORT} DATA_DIR=.tmp/e2e-data-${PORT} START_IMAGE=$IMAGE LOG_LEVEL=debug SIM_SPEED=4 node --import tsx server/main.ts > .tmp/e2e-server-${PORT}.log 2>&1`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/prod-api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
