import { defineConfig } from "vitest/config";

// Unit and integration tests live beside the code (src/ and scripts/); browser tests are in e2e/.
export default defineConfig({
  test: { include: ["src/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" },
});
