import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 8788);
const baseURL = `http://127.0.0.1:${PORT}`;

// Debian's Chromium (CI installs it); Playwright's own browser where a developer has one.
const executablePath =
  process.env.CHROME_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole flows (register → activate → reset) through wrangler dev on a shared 2-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    // The site's main audience: Indonesian visitors.
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], locale: "id-ID" } }],
  webServer: {
    // Built, migrated and freshly seeded into a throw-away state directory, test hooks on.
    command: `npx tsx scripts/start.ts --port ${PORT} --persist-to .wrangler/e2e --reset --e2e`,
    url: `${baseURL}/favicon.svg`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
  },
});
