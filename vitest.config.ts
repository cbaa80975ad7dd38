import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code (src/ and scripts/); browser tests are in e2e/.
// The time limits only catch a hang: property tests send hundreds of requests through the app
// and take 2–3 s on a quiet machine, several times that on a busy 2-core one.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "scripts/**/*.test.ts"],
    // With PostgreSQL, one database migrated once, which each suite's database is a copy of.
    globalSetup: ["src/server/test-support/postgres-template.ts"],
    environment: "node",
    // Vitest's default is one worker fewer than the CPUs: one on CI's 2-core machine, where
    // many files wait on child processes (built servers, PostgreSQL, the host's commands). Three
    // keep both cores busy: the step took 403 s with three, 471 s with two (2026-11-28).
    maxWorkers: 3,
    // One module graph per worker, not one per file: importing the server's modules anew for
    // each of 115 files took 117 of the unit step's 301 s. No test mocks a module or stubs a
    // global (secrets.test.ts spies on console and restores it), so files cannot leak
    // into each other through shared modules.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
