import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code (src/**/*.test.ts); browser tests are in e2e/.
export default defineConfig({
  test: { include: ["src/**/*.test.ts"], environment: "node" },
});
