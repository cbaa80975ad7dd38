import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import * as standIn from "./paraglide-runtime-browser";

const MESSAGES = "src/paraglide/messages";
const RUNTIME_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]\.\.\/runtime\.js['"]/g;

describe("the browser's stand-in for Paraglide's runtime", () => {
  test("exports every name the compiled messages import from the runtime", () => {
    const names = new Set<string>();
    for (const file of fs.readdirSync(MESSAGES).filter((f) => f.endsWith(".js"))) {
      const text = fs.readFileSync(path.join(MESSAGES, file), "utf8");
      for (const [, list] of text.matchAll(RUNTIME_IMPORT))
        for (const name of list!.split(",")) names.add(name.trim());
    }
    expect(names.size).toBeGreaterThan(0);
    expect([...names].filter((name) => !(name in standIn))).toEqual([]);
  });

  test("fixes no language of its own, and a message called without one fails", () => {
    expect(standIn.experimentalStaticLocale).toBeUndefined();
    expect(() => standIn.getLocale()).toThrow(/without its language/);
  });
});
