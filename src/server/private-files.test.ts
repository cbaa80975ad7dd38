/**
 * The built server makes DATA_DIR and the SQLite files for this user only (issue 21 §4):
 * folders 700, files 600, whatever the umask it was started with. Backups: see
 * scripts/ops/ops-commands.test.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { startServer, stopAllServers } from "./test-support/server-process";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-modes-"));
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

afterEach(async () => {
  await stopAllServers();
  fs.rmSync(temp, { recursive: true, force: true });
});

it("creates DATA_DIR 700 and the SQLite files 600", { timeout: 60_000 }, async () => {
  const dataDir = path.join(temp, "new", "data");
  const server = await startServer({ dataDir });
  await server.stop();
  expect(modeOf(dataDir).toString(8)).toBe("700");
  const files = fs.readdirSync(dataDir).filter((f) => f.startsWith("boutique.sqlite"));
  expect(files).toContain("boutique.sqlite");
  for (const file of files)
    expect([file, modeOf(path.join(dataDir, file)).toString(8)]).toEqual([file, "600"]);
});
