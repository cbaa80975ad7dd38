import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { DEMO_PASSWORDS } from "./auth/demo-accounts";
import { createContactRepository } from "./contact/contact-repository";
import {
  createTestDatabase,
  describeEachEngine,
  type TestDatabase,
} from "./test-support/databases";

/** Starts the real server entry (src/server/main.ts) on a free port; resolves with its URL. */
async function startServer(
  location: TestDatabase,
  clientDir: string,
): Promise<{ url: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: location.config.dataDir,
    CLIENT_DIR: clientDir,
  };
  if (location.config.databaseUrl) env.DATABASE_URL = location.config.databaseUrl;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  return { url, child };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  await exited;
}

describeEachEngine("the real server across a restart", (engine) => {
  let location: TestDatabase;
  let child: ChildProcess | undefined;
  let clientDir: string;

  beforeEach(async () => {
    location = await createTestDatabase(engine);
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-empty-client-"));
  });

  afterEach(async () => {
    if (child) await stopServer(child);
    await location.remove();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("keeps messages, orders and owners' sessions", { timeout: 60_000 }, async () => {
    let server = await startServer(location, clientDir);
    child = server.child;
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
    await stopServer(child);

    server = await startServer(location, clientDir);
    child = server.child;
    const found = await fetch(`${server.url}/api/orders/rr2024003`);
    expect(found.status).toBe(200);
    const session = await fetch(`${server.url}/api/admin/session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(session.status).toBe(200);
    await stopServer(child);

    const db = await location.open();
    try {
      const messages = await createContactRepository(db.db).listMessages();
      expect(messages.map((m) => m.message)).toEqual(["Still there?"]);
    } finally {
      await db.close();
    }
  });
});
