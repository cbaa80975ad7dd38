import type { Hono } from "hono";
import type { RootOperationNode } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { SHORT_SEARCH_COUNT_MAX, type MessagePage } from "../../shared/admin-messages";
import { MessagePageQuerySchema } from "../../shared/admin-messages";
import { createContactRepository } from "../contact/contact-repository";
import { readMessagePage } from "../contact/message-page";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { explain } from "../test-support/query-plan";

allowTimeForScrypt();

const NOW = new Date("2024-03-10T10:00:00Z");
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
/** More messages than a short search counts: every one holds the letter "o" ("Hello"). */
const MANY = SHORT_SEARCH_COUNT_MAX + 150;

/**
 * A search of one or two letters has no trigram to look up: it is compared row by row, so the
 * inbox counts it only as far as SHORT_SEARCH_COUNT_MAX ("More than 1,000 messages"), or not at
 * all when the first page holds every match; its messages and pages stay exactly right.
 */
describeEachEngine("the inbox's short searches", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const db = () => testDb.db.db;
  const get = async (query: Record<string, string>) => {
    const res = await app.request(
      `/api/admin/messages?${new URLSearchParams(query)}`,
      withToken(token),
    );
    expect(res.status).toBe(200);
    return (await res.json()) as MessagePage;
  };
  const walk = async (query: Record<string, string>) => {
    const pages: MessagePage[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(cursor ? { ...query, cursor } : query);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    return pages;
  };

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
    // Rows straight in, a few hundred at a time: saving them one by one would take minutes.
    const rows = Array.from({ length: MANY }, (_, i) => ({
      name: `Visitor ${i}`,
      phone: `+91 70000 ${String(i).padStart(5, "0")}`,
      phone_key: `70000${String(i).padStart(5, "0")}`,
      email: "",
      subject: "",
      // 3 hold "qz", 46 hold "xy" (more than a page, fewer than the count's limit).
      message: `Hello ${i}${i % 400 === 7 ? " qz" : ""}${i % 25 === 3 ? " xy" : ""}`,
      received_at: minutesAgo(10 + i).toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 300)
      await db()
        .insertInto("contact_messages")
        .values(rows.slice(i, i + 300))
        .execute();
  });

  it("counts a letter found in every message only past the limit, and says there are more", async () => {
    const first = await get({ q: "o" });
    expect(first.total).toBe(SHORT_SEARCH_COUNT_MAX);
    expect(first.moreThanTotal).toBe(true);
    expect(first.messages.map((m) => m.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Visitor ${i}`),
    );
    // The pages still hold every match exactly once, newest first.
    const pages = await walk({ q: "O", limit: "100" });
    const names = pages.flatMap((p) => p.messages.map((m) => m.name));
    expect(names).toEqual(Array.from({ length: MANY }, (_, i) => `Visitor ${i}`));
    expect(pages.every((p) => p.total === SHORT_SEARCH_COUNT_MAX && p.moreThanTotal)).toBe(true);
  });

  it("counts exactly below the limit: on one page without counting, over several by counting", async () => {
    const few = await get({ q: "qz" });
    expect([few.total, few.moreThanTotal, few.nextCursor]).toEqual([3, false, null]);
    expect(few.messages.map((m) => m.name)).toEqual(["Visitor 7", "Visitor 407", "Visitor 807"]);

    const pages = await walk({ q: "xy", limit: "20" });
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => [p.total, p.moreThanTotal])).toEqual([
      [46, false],
      [46, false],
      [46, false],
    ]);
    expect(pages.flatMap((p) => p.messages)).toHaveLength(46);
  });

  it("counts with the handled filter, and a word the index reads still whole", async () => {
    const repo = createContactRepository(db());
    const [one] = await repo.listMessages({ limit: 1, search: "qz" });
    await repo.setHandled(one!.id, { by: "sunita", at: NOW });
    expect(await get({ q: "qz", handled: "yes" })).toMatchObject({
      total: 1,
      moreThanTotal: false,
    });
    expect(await get({ q: "o", handled: "yes" })).toMatchObject({ total: 1, moreThanTotal: false });
    expect(await get({ q: "o", handled: "no" })).toMatchObject({
      total: SHORT_SEARCH_COUNT_MAX,
      moreThanTotal: true,
    });
    await repo.setHandled(one!.id, null);
    // "hello" is looked up in the index and counted whole, past the limit too.
    expect(await get({ q: "hello" })).toMatchObject({ total: MANY, moreThanTotal: false });
    expect(await get({})).toMatchObject({ total: MANY, moreThanTotal: false });
  });

  it("stops reading at the limit: the count's query is bounded, and not run when one page holds all", async () => {
    const seen: RootOperationNode[] = [];
    const watched = db().withPlugin({
      transformQuery: (args) => {
        seen.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const repo = createContactRepository(watched);
    const compiled = () => seen.map((n) => db().getExecutor().compileQuery(n, { queryId: "q" }));

    const counts = () => compiled().filter((q) => /count\(\*\)/i.test(q.sql));

    await readMessagePage(repo, MessagePageQuerySchema.parse({ q: "qz" }));
    expect(counts()).toEqual([]); // its three messages on the page are the count

    seen.length = 0;
    await readMessagePage(repo, MessagePageQuerySchema.parse({ q: "o" }));
    const [count] = counts();
    expect(count!.sql).toMatch(/limit/i);
    expect(count!.parameters).toContain(SHORT_SEARCH_COUNT_MAX + 1);
    if (engine === "postgres") {
      // The scan feeds a Limit, which ends it once that many are found.
      const plan = await explain(db(), engine, count!.sql, count!.parameters, { sort: false });
      expect(plan).toMatch(/Aggregate[\s\S]*Limit[\s\S]*Scan on contact_messages/);
    }
  });
});
