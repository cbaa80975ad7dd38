import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  DRAFT_KEEP_SIGNED_OUT_MS,
  draftKey,
  dropStaleDrafts,
  forgetAllDrafts,
  forgetDraftsAbout,
  hasDrafts,
  onDraftsForgotten,
  readDraft,
  writeDraft,
} from "./draft-store";

/**
 * The browser's localStorage as the store uses it: its items are the object's own keys
 * (Object.keys(localStorage) lists them), its methods are not.
 */
function memoryStorage(): Storage {
  const storage = {} as Record<string, string>;
  const methods = {
    getItem: (k: string) => (Object.hasOwn(storage, k) ? storage[k]! : null),
    setItem: (k: string, v: string) => void (storage[k] = String(v)),
    removeItem: (k: string) => void delete storage[k],
  };
  for (const [name, fn] of Object.entries(methods))
    Object.defineProperty(storage, name, { value: fn, enumerable: false });
  return storage as unknown as Storage;
}

const NOW = Date.parse("2026-11-29T10:00:00Z");
const g = globalThis as { localStorage?: Storage; window?: EventTarget };

beforeEach(() => {
  g.localStorage = memoryStorage();
  g.window = new EventTarget();
});
afterEach(() => {
  delete g.localStorage;
  delete g.window;
});

describe("drafts left while signed out", () => {
  it("are kept for 12 hours from the last letter typed, then dropped when the login form shows", () => {
    const order = draftKey("sunita", "new-order");
    const note = draftKey("rekha", "note:RR2026004");
    writeDraft(order, { customer: "Meera" }, NOW - DRAFT_KEEP_SIGNED_OUT_MS);
    writeDraft(note, { text: "Call her" }, NOW - 60_000);
    localStorage.setItem("rr-language", "hi");

    dropStaleDrafts(NOW);
    expect(readDraft(order)).toEqual({ customer: "Meera" });
    dropStaleDrafts(NOW + 1);
    expect(readDraft(order)).toBeUndefined();
    expect(readDraft(note)).toEqual({ text: "Call her" });
    // Nothing else the site keeps in the browser is touched.
    expect(localStorage.getItem("rr-language")).toBe("hi");
  });

  it("a draft stored before drafts carried their time still restores, and counts as old", () => {
    const key = draftKey("sunita", "new-customer");
    localStorage.setItem(key, JSON.stringify({ name: "Kamla" }));
    expect(readDraft(key)).toEqual({ name: "Kamla" });
    dropStaleDrafts(NOW);
    expect(hasDrafts()).toBe(false);
  });
});

describe("drafts forgotten", () => {
  it("at Logout: every owner's, and the forms on the page are told which", () => {
    const told: string[][] = [];
    const stop = onDraftsForgotten((keys) => told.push(keys));
    writeDraft(draftKey("sunita", "new-order"), {}, NOW);
    writeDraft(draftKey("rekha", "new-customer"), {}, NOW);
    expect(hasDrafts()).toBe(true);
    forgetAllDrafts();
    stop();
    expect(hasDrafts()).toBe(false);
    expect(told.flat().sort()).toEqual([
      "rr-draft:rekha:new-customer",
      "rr-draft:sunita:new-order",
    ]);
  });

  it("after her erasure: her record's and orders' forms, and any draft holding her name, phone or e-mail", () => {
    const mine = {
      measurements: draftKey("sunita", "measurements:41"),
      payment: draftKey("rekha", "payment:RR2026010"),
      order: draftKey("sunita", "new-order"),
      byPhone: draftKey("rekha", "new-customer"),
      other: draftKey("sunita", "note:RR2026011"),
    };
    writeDraft(mine.measurements, { bust: "34" }, NOW);
    writeDraft(mine.payment, { amount: "500" }, NOW);
    writeDraft(mine.order, { customer: { name: "meera SHARMA" } }, NOW);
    writeDraft(mine.byPhone, { phone: "098290 12345" }, NOW);
    writeDraft(mine.other, { text: "Meera's cousin Sharmila asked" }, NOW);
    forgetDraftsAbout({
      id: 41,
      name: "Meera Sharma",
      phone: "+91 98290 12345",
      email: "meera@example.in",
      orderIds: ["RR2026010"],
    });
    expect(readDraft(mine.measurements)).toBeUndefined();
    expect(readDraft(mine.payment)).toBeUndefined();
    expect(readDraft(mine.order)).toBeUndefined();
    expect(readDraft(mine.byPhone)).toBeUndefined();
    // Her first name alone is not her: another customer's note stays.
    expect(readDraft(mine.other)).toEqual({ text: "Meera's cousin Sharmila asked" });
  });
});
