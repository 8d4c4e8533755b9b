import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// The journeys' own server seeds its demo accounts with this password (never a real instance's:
// those make theirs at the first start). The web server and the workers inherit it.
process.env.DEMO_PASSWORD ??= 'journey-demo-passphrase';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Journeys that register and sign in pay argon2 (deliberately slow) on a two-core runner with
  // three workers; 45 s leaves room without hiding a real hang.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    locale: 'zh-CN',
    // A failure keeps the trace's actions, console and network; DOM snapshots and screenshots of
    // every step cost a third of the suite's CPU.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
