/**
 * A bill or receipt sent to the customer through the outbox: on each channel she agreed to, in
 * her language; the e-mail carries the document's PDF (made when it goes, from what was
 * issued), the WhatsApp text her tracking link. Without her consent nothing is queued.
 */
import os from "node:os";
import path from "node:path";
import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import type { OrderDocumentsAnswer } from "../../shared/billing/documents";
import { TEST_PUBLIC_URL } from "../api";
import {
  allowTimeForScrypt,
  createAdminTestApp,
  sessionTokenFor,
  withToken,
} from "../test-support/admin-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { newOrder, ownerCalls, testClock, testWorker } from "../test-support/notify-fixture";
import { paymentBody } from "../test-support/order-bodies";
import { pdfLines } from "../test-support/pdf-text";
import { useSmtpSink } from "../test-support/smtp-sink";
import { folderPhotoStore } from "../photos/photo-store";
import { documentAttachments } from "./document-files";

allowTimeForScrypt();

describeEachEngine("bills and receipts sent to her", (engine) => {
  const t = useTestDatabase(engine);
  const clock = testClock();
  const sink = useSmtpSink("smtp-Pass-4-bills");
  let app: Hono;
  let owner: ReturnType<typeof ownerCalls>;
  let token: string;

  beforeAll(async () => {
    app = await createAdminTestApp(t.db, clock.now);
    token = await sessionTokenFor(t.db, "sunita", clock.now());
    owner = ownerCalls(app, token);
  });

  const voucherOf = async (orderId: string) => {
    const res = await app.request(`/api/admin/orders/${orderId}/documents`, withToken(token));
    return ((await res.json()) as OrderDocumentsAnswer).documents[0]!;
  };

  it("goes on her channels in her language; the e-mail attaches the PDF, WhatsApp links her page", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "hi", email: true, whatsapp: true }),
    );
    expect(
      (
        await owner.send(
          `/orders/${order.orderId}/payments`,
          paymentBody({ amountRupees: 2500, method: "cash", reference: "" }),
        )
      ).status,
    ).toBe(201);
    const voucher = await voucherOf(order.orderId);
    const { worker } = testWorker(t.db, [sink.sender()], {
      now: clock.now,
      attachmentsOf: documentAttachments(
        t.db.db,
        folderPhotoStore(path.join(os.tmpdir(), "boutique-photos")),
      ),
    });
    await worker.runOnce(); // the new order's message
    const before = sink.smtp.received.length;

    const sent = await owner.send(`/orders/${order.orderId}/documents/${voucher.id}/send`, {});
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ channels: ["whatsapp", "email"] });
    const queued = (await owner.messages(order.orderId)).messages.filter(
      (m) => m.kind === "document",
    );
    expect(queued.map((m) => [m.channel, m.language]).sort()).toEqual([
      ["email", "hi"],
      ["whatsapp", "hi"],
    ]);
    const whatsapp = queued.find((m) => m.channel === "whatsapp")!;
    expect(whatsapp.body).toContain(`अग्रिम रसीद ${voucher.number}`);
    expect(whatsapp.body).toContain(`${TEST_PUBLIC_URL}/hi/tracking#code=`);

    expect(await worker.runOnce()).toBe(1); // the e-mail (WhatsApp is not set up here)
    const [mail] = (await sink.smtp.waitFor(before + 1)).slice(before);
    expect(mail!.subject).toBe(`Rajwadi Rang: अग्रिम रसीद ${voucher.number}`);
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect([pdf!.filename, pdf!.contentType]).toEqual([
      `${voucher.number.replace("/", "-")}.pdf`,
      "application/pdf",
    ]);
    const text = (await pdfLines(pdf!.content)).flat().join("\n");
    expect(text).toContain(voucher.number);
    expect(text).toContain("Receipt Voucher");
    expect(text).toMatch(/[\u0900-\u097F]/);
  });

  it("without her consent nothing is queued and the owner is told to hand it over", async () => {
    const { order } = await owner.takeOrder(
      newOrder({ language: "en", email: false, whatsapp: false }),
    );
    await owner.send(
      `/orders/${order.orderId}/payments`,
      paymentBody({ amountRupees: 1000, method: "cash", reference: "" }),
    );
    const voucher = await voucherOf(order.orderId);
    const res = await owner.send(`/orders/${order.orderId}/documents/${voucher.id}/send`, {});
    expect([res.status, await res.json()]).toEqual([
      409,
      { error: "She has not agreed to messages by WhatsApp or e-mail" },
    ]);
    expect(
      (await owner.messages(order.orderId)).messages.filter((m) => m.kind === "document"),
    ).toEqual([]);
  });
});
