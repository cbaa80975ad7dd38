import type { Hono } from "hono";
import type { RootOperationNode } from "kysely";
import { beforeAll, expect, it } from "vitest";
import type { MessagePage } from "../../shared/admin-messages";
import { createContactRepository } from "../contact/contact-repository";
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

/** The inbox's search (GET /api/admin/messages?q=): name, phone in any form, e-mail, text. */
describeEachEngine("the inbox searched by the server", (engine) => {
  const testDb = useTestDatabase(engine);
  let app: Hono;
  let token: string;
  const db = () => testDb.db.db;
  const get = async (query: Record<string, string>) => {
    const res = await app.request(
      `/api/admin/messages?${new URLSearchParams(query)}`,
      withToken(token),
    );
    return { status: res.status, body: (await res.json()) as MessagePage & { field?: string } };
  };
  /** Every page of a search, `between` run after the first. */
  const walk = async (query: Record<string, string>, between?: () => Promise<void>) => {
    const pages: MessagePage[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await get(cursor ? { ...query, cursor } : query);
      expect(status).toBe(200);
      pages.push(body);
      if (pages.length === 1) await between?.();
      cursor = body.nextCursor;
    } while (cursor);
    return pages;
  };
  const names = async (query: Record<string, string>) =>
    (await walk(query)).flatMap((p) => p.messages.map((m) => m.name));
  const save = (name: string, phone: string, email: string, message: string, ago: number) =>
    createContactRepository(db()).saveMessage(
      { name, phone, email, subject: "", message },
      minutesAgo(ago),
    );

  beforeAll(async () => {
    app = await createAdminTestApp(testDb.db, () => NOW);
    token = await sessionTokenFor(testDb.db, "sunita", NOW);
    await save("Rukmani Devi", "+91 98290 41736", "", "Do you make lehengas for kids?", 5);
    await save("Priya Sharma", "9876543210", "priya.s@example.in", "Bridal poshak fitting", 4);
    await save("Meena", "011 2345 6789", "meena@example.com", "Is the shop open on Sunday? ok", 3);
    // Many others, so a search that read them all would show in its plan.
    for (let i = 0; i < 120; i++)
      await save(
        `Visitor ${i}`,
        `+91 70000 ${String(i).padStart(5, "0")}`,
        "",
        `Hello ${i}`,
        60 + i,
      );
  });

  it("finds a message by her name, e-mail, or every word of its text in any order", async () => {
    expect(await names({ q: "rukmani" })).toEqual(["Rukmani Devi"]);
    expect(await names({ q: "PRIYA.S@example" })).toEqual(["Priya Sharma"]);
    expect(await names({ q: "kids lehenga" })).toEqual(["Rukmani Devi"]);
    expect(await names({ q: "lehenga adults" })).toEqual([]);
    // A word too short for the index is still a word of the search.
    expect(await names({ q: "sunday ok" })).toEqual(["Meena"]);
    expect(await names({ q: "ok" })).toContain("Meena");
    expect(await names({ q: "%" })).toEqual([]);
  });

  it("finds her by phone typed in any form", async () => {
    for (const q of [
      "+91 98290 41736",
      "9829041736",
      "098290 41736",
      "919829041736",
      "41736",
      "98290",
    ])
      expect(await names({ q }), q).toEqual(["Rukmani Devi"]);
    expect(await names({ q: "(011) 2345-6789" })).toEqual(["Meena"]);
  });

  it("counts what the search finds, with the handled filter too", async () => {
    const visitors = await walk({ q: "visitor", limit: "7" });
    expect(visitors[0]!.total).toBe(120);
    expect(visitors.flatMap((p) => p.messages)).toHaveLength(120);
    const id = visitors[0]!.messages[0]!.id;
    await createContactRepository(db()).setHandled(id, { by: "sunita", at: NOW });
    expect((await get({ q: "visitor", handled: "yes" })).body.total).toBe(1);
    expect((await get({ q: "visitor", handled: "no" })).body.total).toBe(119);
    await createContactRepository(db()).setHandled(id, null);
  });

  it("pages through a search without repeating or losing one while messages arrive", async () => {
    const before = (await walk({ q: "hello", limit: "100" })).flatMap((p) =>
      p.messages.map((m) => m.id),
    );
    let newest = 0;
    let late = 0;
    const pages = await walk({ q: "hello", limit: "9" }, async () => {
      newest = await save("Newcomer", "+91 70000 99999", "", "Hello again", 0);
      // A server whose clock is behind: it belongs among the older pages still to come.
      late = await save("Late clock", "+91 70000 99998", "", "Hello late", 100);
    });
    const ids = pages.flatMap((p) => p.messages.map((m) => m.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(newest);
    expect(ids.filter((id) => id !== late)).toEqual(before);
    expect(ids).toContain(late);
  });

  it("refuses an overlong search naming it", async () => {
    const { status, body } = await get({ q: "x".repeat(101) });
    expect(status).toBe(400);
    expect(body.field).toBe("q");
  });

  it("reads a search from the trigram index, not every message", async () => {
    const seen: RootOperationNode[] = [];
    const watched = db().withPlugin({
      transformQuery: (args) => {
        seen.push(args.node);
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    for (const q of ["lehenga", "+91 98290 41736"]) {
      seen.length = 0;
      await createContactRepository(watched).listMessages({ limit: 21, search: q });
      const compiled = db().getExecutor().compileQuery(seen[0]!, { queryId: "plan" });
      const steps = await explain(db(), engine, compiled.sql, compiled.parameters, {
        sort: false,
        indexScan: true,
      });
      if (engine === "sqlite") {
        expect(steps, q).toMatch(/VIRTUAL TABLE INDEX/);
        expect(steps, q).not.toMatch(/^SCAN contact_messages$/m);
      } else {
        expect(steps, q).toMatch(/Bitmap Index Scan on contact_messages_(text|phone)_trgm_idx/);
        expect(steps, q).not.toMatch(/Seq Scan/);
      }
    }
  });
});
