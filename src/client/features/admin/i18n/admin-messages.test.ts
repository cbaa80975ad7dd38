import fs from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The back office's messages (docs/decisions/0017): one pair of files per area, each area's
 * keys with its own prefix, so helpers working on two areas never edit the same file and no key
 * of one area can be taken for another's. Every English message has its Hindi, with the same
 * placeholders, written in Devanagari; nothing is in one file and not the other.
 */
const settings = JSON.parse(fs.readFileSync("project.inlang/settings.json", "utf8")) as {
  "plugin.inlang.messageFormat": { pathPattern: string[] };
};
const patterns = settings["plugin.inlang.messageFormat"].pathPattern;
/** "./messages/admin-orders/{locale}.json" → "admin-orders". */
const AREAS = patterns
  .map((p) => /^\.\/messages\/(admin[a-z-]*)\/\{locale\}\.json$/.exec(p)?.[1])
  .filter((a): a is string => a !== undefined);
const prefixOf = (area: string) => `${area.replace(/-/g, "_")}_`;

const read = (area: string, locale: string) =>
  JSON.parse(fs.readFileSync(`messages/${area}/${locale}.json`, "utf8")) as Record<string, string>;
const keysOf = (messages: Record<string, string>) =>
  Object.keys(messages).filter((k) => k !== "$schema");
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();

/**
 * Hindi that is rightly written in Latin letters alone, with the reason: the codes the tax
 * department's and the banks' own forms print in Latin, as Indian owners read and type them.
 */
const LATIN_IN_HINDI = new Set<string>([
  "admin_bills_gstin",
  "admin_bills_pan",
  "admin_bills_ifsc",
  "admin_bills_upi_id",
  "admin_bills_rules_code",
  "admin_bills_line_code",
  "admin_bills_doc_pdf",
]);

describe("the back office's messages", () => {
  it("has a pair of files for each area, the public pages' files apart", () => {
    expect(patterns[0]).toBe("./messages/{locale}.json");
    expect(AREAS).toEqual([
      "admin",
      "admin-orders",
      "admin-customers",
      "admin-catalogue",
      "admin-inbox",
      "admin-bills",
      "admin-workshop",
      "admin-enquiries",
      "admin-money",
    ]);
  });

  describe.each(AREAS)("messages/%s", (area) => {
    const en = read(area, "en");
    const hi = read(area, "hi");
    const others = AREAS.filter((a) => a !== area).map(prefixOf);

    it("says every English message in Hindi, and nothing more", () => {
      expect(keysOf(hi).sort()).toEqual(keysOf(en).sort());
    });

    it("keeps its keys to its own prefix", () => {
      for (const key of keysOf(en)) {
        expect(key.startsWith(prefixOf(area)), key).toBe(true);
        // "admin_" holds no key of "admin_orders_" and the others.
        expect(
          others.some((p) => p.startsWith(prefixOf(area)) && key.startsWith(p)),
          key,
        ).toBe(false);
      }
    });

    it("gives each Hindi message the English one's placeholders, in Devanagari", () => {
      for (const key of keysOf(en)) {
        const hindi = hi[key];
        expect(typeof hindi, key).toBe("string");
        expect(hindi!.trim(), key).not.toBe("");
        expect(placeholders(hindi!), key).toEqual(placeholders(en[key]!));
        if (!LATIN_IN_HINDI.has(key)) expect(hindi, key).toMatch(/[\u0900-\u097f]/);
      }
    });
  });

  it("leaves the public pages' font alone: their Hindi file holds no back-office key", () => {
    const publicHindi = JSON.parse(fs.readFileSync("messages/hi.json", "utf8")) as object;
    expect(Object.keys(publicHindi).filter((k) => k.startsWith("admin"))).toEqual([]);
  });
});
