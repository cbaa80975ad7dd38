/**
 * The built server (build/node/server.js, as `npm start` runs it) stopped and started again on
 * the same database keeps what it acknowledged: a visitor's message, the orders, an owner's
 * session.
 */
import { afterEach, beforeEach, expect, it } from "vitest";
import { DEMO_PASSWORDS } from "./auth/demo-accounts";
import { createContactRepository } from "./contact/contact-repository";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "./test-support/databases";
import { startServer, stopAllServers } from "./test-support/server-process";

describeEachEngine("the real server across a restart", (engine) => {
  let location: TestDatabase;

  beforeEach(async () => {
    location = await createTestDatabase(engine);
  });

  afterEach(async () => {
    await stopAllServers();
    await location.remove();
  });

  it("keeps messages, orders and owners' sessions", { timeout: 60_000 }, async () => {
    let server = await startServer(location.config);
    const sent = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Kavya", phone: "98290 41736", message: "Still there?" }),
    });
    expect(sent.status).toBe(201);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "rekha", password: DEMO_PASSWORDS.rekha }),
    });
    const { token } = (await login.json()) as { token: string };
    await server.stop();

    server = await startServer(location.config);
    const found = await fetch(`${server.url}/api/orders/rr2024003`);
    expect(found.status).toBe(200);
    const session = await fetch(`${server.url}/api/admin/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.status).toBe(200);
    await server.stop();

    const db = await location.open();
    try {
      const messages = await createContactRepository(db.db).listMessages();
      expect(messages.map((m) => m.message)).toEqual(["Still there?"]);
    } finally {
      await db.close();
    }
  });
});
