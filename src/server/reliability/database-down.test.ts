/**
 * PostgreSQL stops under a running server: the API answers 503 with a clear JSON message at
 * once (no hang, no crash), the tracking page shows an error toast instead of a result, and the
 * same server process serves again by itself once the database is back.
 */
import os from "node:os";
import { chromium, type Browser, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../../e2e/chromium";
import { waitForHydration } from "../../../e2e/support/app";
import { SERVICE_UNAVAILABLE } from "../api";
import { DEMO_PASSWORDS } from "../auth/demo-accounts";
import { createPostgresCluster, type PostgresCluster } from "../test-support/postgres-cluster";
import {
  httpClient,
  startServer,
  stopAllServers,
  type ServerProcess,
} from "../test-support/server-process";

/** A refused connection must not wait for a timeout: the answer comes at once. */
const PROMPT_MS = 3_000;

describe("the real server while its PostgreSQL is down", { timeout: 60_000 }, () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let client: ReturnType<typeof httpClient>;
  let token: string;
  let browser: Browser | undefined;
  let nextIp = 1;
  const ip = () => `198.51.100.${nextIp++}`;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    await cluster.createDatabase("boutique");
    server = await startServer({ dataDir: os.tmpdir(), databaseUrl: cluster.url("boutique") });
    client = httpClient(server.url);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stopAllServers();
    await cluster?.remove();
  });

  /** Every kind of call: public read, public write, login, owner's read. */
  const calls = () => [
    client.get("/api/orders/RR2024001", { ip: ip() }),
    client.post(
      "/api/contact",
      { name: "Kavya", phone: "98290 41736", message: "Is the shop open?" },
      { ip: ip() },
    ),
    client.post("/api/admin/login", { username: "rekha", password: "wrong" }, { ip: ip() }),
    client.get("/api/admin/orders", { token }),
  ];

  it("serves while the database is up", async () => {
    const login = await client.post("/api/admin/login", {
      username: "sunita",
      password: DEMO_PASSWORDS.sunita,
    });
    expect(login.status).toBe(200);
    token = (login.json as { token: string }).token;
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([200, 201, 401, 200]);
  });

  it("answers every call with 503 JSON, promptly, once the database stops", async () => {
    await cluster.stop();
    for (let round = 0; round < 3; round++) {
      const started = Date.now();
      const answers = await Promise.all(calls());
      expect(Date.now() - started).toBeLessThan(PROMPT_MS);
      for (const answer of answers)
        expect([answer.status, answer.json]).toEqual([
          503,
          { ...SERVICE_UNAVAILABLE, requestId: expect.any(String) },
        ]);
    }
    expect(server.child.exitCode).toBeNull();
  });

  /** A hydrated page of the running server, as a fresh client. */
  const openPage = async (path: string): Promise<Page> => {
    browser ??= await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const page = await browser.newPage();
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ip() });
    await page.goto(`${server.url}${path}`);
    await waitForHydration(page);
    return page;
  };

  /** The error toast with this title: red style, and the server's 503 message. */
  const expectErrorToast = async (page: Page, title: string) => {
    const toast = page.getByTestId("toast").filter({ hasText: title });
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.getAttribute("data-variant")).toBe("destructive");
    expect(await toast.getByTestId("toast-description").textContent()).toBe(
      SERVICE_UNAVAILABLE.error,
    );
  };

  it("shows an error toast on the tracking page, and no order card", async () => {
    const page = await openPage("/tracking");
    await page.getByLabel("Order ID").fill("RR2024001");
    await page.getByRole("button", { name: "Track Order" }).click();
    await expectErrorToast(page, "Tracking unavailable");
    expect(await page.getByTestId("order-card").count()).toBe(0);
  });

  it("shows an error toast on the contact page, keeping what was typed", async () => {
    const page = await openPage("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const typed = { Name: "Asha Meena", Phone: "9876543210", Message: "Please call me back." };
    for (const [label, value] of Object.entries(typed)) await form.getByLabel(label).fill(value);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectErrorToast(page, "Message not sent");
    for (const [label, value] of Object.entries(typed))
      expect(await form.getByLabel(label).inputValue()).toBe(value);
  });

  it("serves again, in the same process, once the database is back", async () => {
    const pid = server.child.pid;
    await cluster.start();
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 10_000) {
      status = (await client.get("/api/orders/RR2024001", { ip: ip() })).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await Promise.all(calls())).map((r) => r.status)).toEqual([200, 201, 401, 200]);
    expect([server.child.pid, server.child.exitCode]).toEqual([pid, null]);
    // Nothing from the outage was stored: just the two messages sent while it was up.
    const messages = await client.get("/api/admin/messages", { token });
    expect((messages.json as { messages: unknown[] }).messages).toHaveLength(2);
  });
});
