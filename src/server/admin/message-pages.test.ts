import type { Hono } from "hono";
import { beforeAll, beforeEach, expect, it } from "vitest";
import {
  MESSAGE_PAGE_SIZE,
  type ContactMessageRecord,
  type MessagePage,
} from "../../shared/admin-messages";
import { SESSION_REFUSED } from "../auth/require-owner";
import { createContactRepository } from "../contact/contact-repository";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";

allowTimeForScrypt();

const NOW = new Date("2024-03-10T10:00:00Z");
const COUNT = 260;
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000).toISOString();

describeEachEngine("GET /api/admin/messages", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const get = async (query = "", auth = withToken(token)) => {
    const res = await app.request(`/api/admin/messages${query}`, auth);
    return { status: res.status, body: (await res.json()) as MessagePage & { error?: string } };
  };

  /** Every page from the first, following nextCursor; asserts each answer is a 200. */
  const walk = async (limit?: number, between?: () => Promise<void>) => {
    const pages: MessagePage[] = [];
    let query = limit ? `?limit=${limit}` : "";
    for (;;) {
      const { status, body } = await get(query);
      expect(status).toBe(200);
      pages.push(body);
      if (!body.nextCursor) return pages;
      if (pages.length === 1) await between?.();
      query = `?${new URLSearchParams({ ...(limit ? { limit: String(limit) } : {}), cursor: body.nextCursor })}`;
    }
  };
  const idsOf = (pages: MessagePage[]) => pages.flatMap((p) => p.messages.map((m) => m.id));

  const save = (name: string, receivedAt: string) =>
    createContactRepository(testDb.db.db).saveMessage(
      { name, phone: "98290 41736", email: "", subject: "", message: `From ${name}` },
      new Date(receivedAt),
    );

  /** The stored messages, newest first by received time, then id: the order pages must keep. */
  let expected: number[];

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
  });

  // Received times repeat (three messages a minute) and do not follow the ids (one instance's
  // clock behind another's), so only (received_at, id) orders them.
  beforeEach(async () => {
    await testDb.db.db.deleteFrom("contact_messages").execute();
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      name: `Visitor ${i}`,
      phone: "98290 41736",
      phone_key: "9829041736",
      email: "",
      subject: "",
      message: `Message ${i}`,
      received_at: minutesAgo((i * 7) % 87),
    }));
    const ids = await testDb.db.db
      .insertInto("contact_messages")
      .values(rows)
      .returning(["id", "received_at"])
      .execute();
    expected = ids
      .map((r) => ({ id: Number(r.id), at: r.received_at }))
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
      .map((r) => r.id);
  });

  it("walks every message exactly once, newest first, with the total on every page", async () => {
    const pages = await walk(100);
    expect(pages.map((p) => p.messages.length)).toEqual([100, 100, 60]);
    expect(idsOf(pages)).toEqual(expected);
    expect(pages.map((p) => p.total)).toEqual([COUNT, COUNT, COUNT]);
    const first = pages[0]!.messages[0]!;
    expect(first).toEqual({
      id: expected[0],
      name: expect.stringMatching(/^Visitor \d+$/),
      phone: "98290 41736",
      email: "",
      subject: "",
      message: expect.stringMatching(/^Message \d+$/),
      receivedAt: NOW.toISOString(),
      handledAt: null,
      handledBy: null,
      customerId: null,
    } satisfies Record<keyof ContactMessageRecord, unknown>);
  });

  it("gives 20 a page by default and no empty page when the last one is full", async () => {
    const byDefault = await walk();
    expect(byDefault[0]!.messages).toHaveLength(MESSAGE_PAGE_SIZE.default);
    expect(byDefault).toHaveLength(COUNT / MESSAGE_PAGE_SIZE.default);
    expect(idsOf(byDefault)).toEqual(expected);
    const exact = await walk(65);
    expect(exact.map((p) => p.messages.length)).toEqual([65, 65, 65, 65]);
  });

  it("neither repeats nor skips a message when new ones arrive between pages", async () => {
    let newest = 0;
    let late = 0;
    const pages = await walk(50, async () => {
      newest = await save("Newest", NOW.toISOString());
      // From a server whose clock is behind: it belongs among the older pages still to come.
      late = await save("Late clock", minutesAgo(80.5));
    });
    const ids = idsOf(pages);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(newest);
    expect(ids.filter((id) => id !== late)).toEqual(expected);
    expect(ids).toContain(late);
    expect(pages[0]!.total).toBe(COUNT);
    expect(pages.at(-1)!.total).toBe(COUNT + 2);
    // A fresh first page starts with the newest message.
    expect((await get()).body.messages[0]!.id).toBe(newest);
  });

  it.each([
    ["limit", "?limit=0"],
    ["limit", `?limit=${MESSAGE_PAGE_SIZE.max + 1}`],
    ["limit", "?limit=abc"],
    ["limit", "?limit=1.5"],
    ["limit", "?limit=-1"],
    ["limit", "?limit="],
    ["limit", "?limit=1e2"],
    ["cursor", "?cursor="],
    ["cursor", "?cursor=garbage"],
    ["cursor", `?cursor=${encodeURIComponent("' OR 1=1 --")}`],
    ["cursor", "?cursor=2024-03-01T10:00:00.000Z_0"],
    ["cursor", "?cursor=2024-03-01T10:00:00.000Z_2147483648"],
    ["cursor", "?cursor=2024-03-01T10:00:00.000Z_5_6"],
    ["cursor", "?cursor=2024-03-01T10:00:00Z_5"],
    ["cursor", "?cursor=2024-02-30T10:00:00.000Z_5"],
    ["cursor", "?cursor=2024-13-01T10:00:00.000Z_5"],
  ])("answers a bad %s (%s) with 400 JSON naming it", async (field, query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body).toEqual({ error: expect.stringMatching(new RegExp(`^${field} must `)), field });
  });

  it("accepts the largest id a cursor can hold and ignores unknown parameters", async () => {
    const top = await get("?cursor=2099-01-01T00:00:00.000Z_2147483647&sort=asc");
    expect(top.status).toBe(200);
    expect(top.body.messages.map((m) => m.id)).toEqual(expected.slice(0, 20));
  });

  it("needs an owner's session before it looks at the query", async () => {
    for (const auth of [{}, withToken("not-a-session")]) {
      for (const query of ["", "?limit=0", "?cursor=garbage"]) {
        const { status, body } = await get(query, auth);
        expect([query, status, body]).toEqual([query, 401, SESSION_REFUSED]);
      }
    }
  });
});
