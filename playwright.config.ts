import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

// The tests drive the production build (npm run build) served by the real server on a fresh
// database, in Debian's Chromium at desktop and phone sizes. With TEST_DATABASE_URL (npm run
// test:e2e runs under scripts/with-postgres.sh) a second server on PostgreSQL serves the
// "postgres" project: the order flows and the owners' messages again, end to end, on the other
// engine.
const PORT = Number(process.env.E2E_PORT ?? 3999);
const PG_PORT = PORT + 1;
const postgresUrl = process.env.TEST_DATABASE_URL;
const BOTH_ENGINES = /(order-flow|tracking-private|admin-notifications)\.spec\.ts$/;
const server = (port: number, env: Record<string, string>) => ({
  command: "node build/node/server.js",
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { PORT: String(port), HOST: "127.0.0.1", TRUST_PROXY: "1", ...env },
});
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1366, height: 900 } },
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } },
      // The 20-in-a-row typing runs (minutes each) drive the same forms as on desktop; at phone
      // size the forms are checked with the scripts held back (typed-before-hydration.spec.ts).
      grepInvert: /times in a row/,
    },
    ...(postgresUrl
      ? [
          {
            name: "postgres",
            testMatch: BOTH_ENGINES,
            use: {
              ...devices["Desktop Chrome"],
              viewport: { width: 1366, height: 900 },
              baseURL: `http://127.0.0.1:${PG_PORT}`,
            },
          },
        ]
      : []),
  ],
  webServer: [
    server(PORT, { DATA_DIR: dataDir }),
    ...(postgresUrl ? [server(PG_PORT, { DATABASE_URL: postgresUrl })] : []),
  ],
});
