import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Removes the throwaway data folder that playwright.config.ts made for the test server. */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && path.resolve(dir).startsWith(os.tmpdir() + path.sep)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
