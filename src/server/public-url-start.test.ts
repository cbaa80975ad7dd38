/** Issue 25 slip 5, through the built server: demo mode off and no PUBLIC_URL is refused. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startRefused } from "./test-support/server-process";

describe("PUBLIC_URL at start, the built server", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-public-url-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("refuses to start with demo mode off and no PUBLIC_URL, or one that is not the site's", async () => {
    const production = {
      ADMIN_DEMO_MODE: "0",
      ADMIN_PASSWORD_SUNITA: "mango lassi at four on a monsoon day",
      ADMIN_PASSWORD_REKHA: "seven camels at dawn",
    };
    const unset = await startRefused({ dataDir }, { ...production, PUBLIC_URL: "" });
    expect(unset.code).toBe(1);
    expect(unset.output).toContain("PUBLIC_URL: is required with ADMIN_DEMO_MODE=0");
    const plain = await startRefused(
      { dataDir },
      { ...production, PUBLIC_URL: "http://www.rajwadirang.in" },
    );
    expect(plain.code).toBe(1);
    expect(plain.output).toContain("PUBLIC_URL: must be the site's address");
  }, 60_000);
});
