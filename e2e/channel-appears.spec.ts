import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect, test } from "@playwright/test";
import type { AdminOrderDetail } from "../src/shared/admin";
import { startServer, type ServerProcess } from "../src/server/test-support/server-process";
import {
  startSmtpTestServer,
  type SmtpTestServer,
} from "../src/server/test-support/smtp-test-server";
import { gotoHydrated } from "./support/app";
import { OWNER, loginForm } from "./support/admin";
import { uniquePhone } from "./support/order-form";
import { expectToast } from "./support/toast";
import { todayInIndia } from "../src/shared/dates";

/**
 * Issue 25, slip 6: messages queued while e-mail was not set up were "not sent" for ever. Its
 * own server, started first without SMTP, then again with it (a real SMTP server on loopback):
 * the message under a day old goes by itself; the older one waits in Settings with "Send now".
 * Then slip 4 on the same server: a contact message's e-mail to the owners has Reply-To her.
 */

const SMTP_LOGIN = { user: "orders@rajwadirang.example", password: "e2e-smtp-Appears-7" };

test.describe("a channel set up later", () => {
  test.describe.configure({ mode: "serial" });
  let dataDir: string;
  let smtp: SmtpTestServer;
  let server: ServerProcess | undefined;

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-e2e-channel-"));
    smtp = await startSmtpTestServer(SMTP_LOGIN);
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server with e-mail set up (a real SMTP server on loopback). */
  const startWithSmtp = () =>
    startServer(
      { dataDir },
      {
        SMTP_HOST: "127.0.0.1",
        SMTP_PORT: String(smtp.port),
        SMTP_TLS: "none",
        SMTP_USER: SMTP_LOGIN.user,
        SMTP_PASSWORD: SMTP_LOGIN.password,
        SMTP_FROM: "Rajwadi Rang <orders@rajwadirang.example>",
        DIGEST_HOUR: "off",
      },
    );

  async function takeOrder(base: string, name: string): Promise<string> {
    const login = await fetch(`${base}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: OWNER.username, password: OWNER.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const today = todayInIndia();
    const res = await fetch(`${base}/api/admin/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        customerId: null,
        customer: {
          name,
          phone: uniquePhone(),
          email: `${name.toLowerCase()}@example.in`,
          address: { line: "9, Johari Bazaar", city: "Jaipur", state: "Rajasthan", postalCode: "" },
        },
        items: [{ designId: null, name: "Leheriya saree", quantity: 1, note: "" }],
        orderType: "custom",
        priority: "medium",
        orderDate: today,
        expectedDelivery: today,
        amountRupees: 9000,
        notes: "",
        messaging: { language: "en", whatsapp: false, email: true },
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return ((await res.json()) as AdminOrderDetail).order.orderId;
  }

  test("the recent message goes by itself; the older one is sent with 'Send now'", async ({
    page,
  }) => {
    test.setTimeout(120_000); // two server starts, on a machine that may be busy
    server = await startServer({ dataDir }, { DIGEST_HOUR: "off" });
    const older = await takeOrder(server.url, "Savitri");
    const recent = await takeOrder(server.url, "Gulabo");
    await server.stop();
    // The first message was queued two days ago.
    const db = new SQLite(path.join(dataDir, "boutique.sqlite"));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000).toISOString();
    db.prepare("UPDATE outbox_messages SET created_at = ? WHERE order_id = ?").run(
      twoDaysAgo,
      older,
    );
    const states = db
      .prepare("SELECT state FROM outbox_messages WHERE order_id IN (?, ?)")
      .all(older, recent) as { state: string }[];
    db.close();
    expect(states.map((s) => s.state)).toEqual(["not-sent", "not-sent"]);

    server = await startWithSmtp();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.subject).toContain(recent);

    await gotoHydrated(page, `${server.url}/admin`);
    await loginForm(page).getByLabel("Username").fill(OWNER.username);
    await loginForm(page).getByLabel("Password", { exact: true }).fill(OWNER.password);
    await loginForm(page).getByRole("button", { name: "Login" }).click();
    await page.getByRole("tab", { name: "Settings" }).click();
    const waiting = page.getByRole("list", { name: "Waiting messages" });
    const message = waiting.getByTestId("message").filter({ hasText: older });
    await expect(message.getByTestId("message-state")).toHaveText("Not sent");
    await expect(message).toContainText("from before the E-mail channel was set up");
    await message.getByRole("button", { name: "Send now" }).click();
    await expectToast(page, "Message queued", `Order taken to savitri@example.in`, "default");
    const mails = await smtp.waitFor(2);
    expect(mails[1]!.subject).toContain(older);
    await expect(waiting).toHaveCount(0, { timeout: 15_000 });
    expect(smtp.received).toHaveLength(2);
  });

  // Slip 4: a reply to the owners' e-mail of a contact message goes to her, not the boutique.
  test("a message sent from the contact page reaches the owners by e-mail, answering to her", async ({
    page,
  }) => {
    const form = page.getByRole("form", { name: "Send us a message" });
    const marker = `Bandhej dupatta for my sister ${Date.now()}`;
    server ??= await startWithSmtp(); // when this test runs alone
    await gotoHydrated(page, `${server.url}/contact`);
    await form.getByLabel("Name").fill("Kavya Rathore");
    await form.getByLabel("Phone").fill(uniquePhone());
    await form.getByLabel("Email").fill("kavya.rathore@example.in");
    await form.getByLabel("Message").fill(marker);
    const before = smtp.received.length;
    await form.getByRole("button", { name: "Send Message" }).click();
    await expectToast(page, "Message sent successfully!", undefined, "default");
    const mail = (await smtp.waitFor(before + 1))[before]!;
    expect(mail.text).toContain(marker);
    expect(mail.replyTo?.value).toEqual([{ address: "kavya.rathore@example.in", name: "" }]);
  });
});
