import { defineConfig } from '@playwright/test';
import { E2E_PORT as PORT, QUIET_PORT } from './ports';

/** One server of the run on `port`, on a fresh copy of the seeded demo, with `env` for its plant. */
const server = (port: number, env: string) => ({
  command:
    `rm -rf .tmp/e2e-data-${port} && IMAGE=$(node --import tsx tests/e2e/prepare-image.ts) && ` +
    `SKIP_CLIENT_BUILD=1 PORT=${port} DATA_DIR=.tmp/e2e-data-${port} START_IMAGE=$IMAGE LOG_LEVEL=debug ` +
    `${env} node --import tsx server/main.ts > .tmp/e2e-server-${port}.log 2>&1`,
  cwd: '../..',
  url: `http://127.0.0.1:${port}/prod-api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Debian's Chromium, never a downloaded browser; fresh servers for the run (./ports.ts). */
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
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--enable-unsafe-swiftshader',
      ],
    },
    trace: 'off',
  },
  // every line a server logs, at debug level, goes to a file the log check reads after the run; each opens the seeded
  // demo's image the API tests use (tests/e2e/prepare-image.ts) instead of seeding. Started one after the other.
  webServer: [
    server(PORT, 'SIM_SPEED=4'),
    // the plant standing still (./ports.ts, dispatch.e2e.ts)
    server(QUIET_PORT, 'SIMULATOR=off'),
  ],
});
