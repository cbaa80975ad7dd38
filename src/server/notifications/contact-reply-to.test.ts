/**
 * A contact message's e-mail to the owners answers to the person who wrote (issue 25, slip 4):
 * Reply-To is her address, so an owner's reply reaches her, not the boutique's own mailbox.
 * Sent through the worker to a real SMTP server on loopback.
 */
import type { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createAdminTestApp } from "../test-support/admin-app";
import { jsonPost } from "../test-support/api-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { testClock, testWorker } from "../test-support/notify-fixture";
import { startSmtpTestServer, type SmtpTestServer } from "../test-support/smtp-test-server";
import { createEmailSender } from "./email-sender";
import { NO_NOTIFICATIONS } from "./notify-setup";

const SMTP_LOGIN = { user: "orders@rajwadirang.example", password: "smtp-Pass-4-tests" };
const OWNER_MAIL = "sunita@rajwadirang.example";

describeEachEngine("a contact message's e-mail to the owners", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  let smtp: SmtpTestServer;
  let app: Hono;

  beforeAll(async () => {
    smtp = await startSmtpTestServer(SMTP_LOGIN);
    app = await createAdminTestApp(t.db, clock.now, undefined, {
      notifications: {
        ...NO_NOTIFICATIONS,
        owners: { recipients: [{ channel: "email", address: OWNER_MAIL }], language: "en" },
      },
    });
  });
  afterAll(async () => smtp?.close());

  const contact = async (email: string, ip: string) => {
    const body = {
      name: "Anita Joshi",
      phone: "+91 94140 11111",
      email,
      subject: "",
      message: "Hi",
    };
    const res = await app.request("/api/contact", jsonPost(body, ip));
    expect(res.status).toBe(201);
  };
  const deliver = async () => {
    const sender = createEmailSender({
      host: "127.0.0.1",
      port: smtp.port,
      tls: "none",
      ...SMTP_LOGIN,
      from: "Rajwadi Rang <orders@rajwadirang.example>",
    });
    const before = smtp.received.length;
    const { worker } = testWorker(t.db, [sender], { now: clock.now });
    expect(await worker.runOnce()).toBe(1);
    return (await smtp.waitFor(before + 1))[before]!;
  };

  it("has Reply-To set to the sender's e-mail address", async () => {
    await contact("anita.joshi@example.in", "10.9.1.1");
    const mail = await deliver();
    expect(mail.to).toMatchObject({ text: OWNER_MAIL });
    expect(mail.replyTo?.value).toEqual([{ address: "anita.joshi@example.in", name: "" }]);
  });

  it("has no Reply-To when she gave no e-mail (the inbox offers her phone)", async () => {
    await contact("", "10.9.1.2");
    const mail = await deliver();
    expect(mail.replyTo).toBeUndefined();
  });
});
