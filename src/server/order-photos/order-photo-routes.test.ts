/**
 * Photos of her piece on both engines (issue 24 §4): an owner's phone photo attached to an
 * order's step through the catalogue's pipeline (upright, no EXIF or GPS, sizes), marked for
 * her or not, moved and deleted; her tracking page showing the ones marked for her only after
 * her phone's digits, by signed links that expire and stop at an unmark; /media never serving
 * them; hostile input and access refused with nothing stored; her erasure deleting them and
 * her export listing them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_ERRORS } from "../../shared/catalogue-admin";
import {
  MAX_ORDER_PHOTOS,
  ORDER_PHOTO_REFUSALS as R,
  type OrderPhotosAnswer,
  type PublicPiece,
} from "../../shared/order-photos";
import type { CustomerExport } from "../../shared/privacy-admin";
import { withToken } from "../test-support/admin-app";
import { storedChanges } from "../test-support/admin-endpoints";
import { filesUnder } from "../test-support/catalogue-app";
import { describeEachEngine } from "../test-support/databases";
import { START, useOrderFixture } from "../test-support/order-fixture";
import {
  decompressionBomb,
  exifTags,
  fiftyMegabytes,
  GPS_IFD_TAG,
  phonePhoto,
  scriptNamedJpg,
  svgWithScript,
} from "../test-support/test-photos";
import { mountMedia } from "../photos/media-routes";
import { folderPhotoStore } from "../photos/photo-store";

type Refusal = { error: string; field?: string };
type Answer = OrderPhotosAnswer & Refusal;

describeEachEngine("photos of her piece: owners attach, she sees after her digits", (engine) => {
  const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-order-photos-"));
  const store = folderPhotoStore(photoDir);
  const { f, send, createOrder, change, codeOf, trackByCode } = useOrderFixture(engine, {
    photos: store,
  });

  let customers = 0;
  /** An order for a customer of her own: phone +91 98290 556NN, her digits 56NN. */
  const herOrder = async () => {
    const n = String(++customers).padStart(2, "0");
    const detail = await createOrder({
      customer: {
        name: "Anjali Mehta",
        phone: `+91 98290 556${n}`,
        email: `anjali.photos${n}@example.in`,
        address: { line: "7, Bani Park", city: "Jaipur", state: "Rajasthan", postalCode: "" },
      },
    });
    return { ...detail, digits: `56${n}` };
  };
  const photosPath = (orderId: string) => `/api/admin/orders/${orderId}/photos`;
  const upload = async (
    orderId: string,
    file: Buffer,
    fields: Record<string, string> = {},
    { token = f.sunita, name = "IMG_2041.JPG", field = "photo" } = {},
  ) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append(field, new File([new Uint8Array(file)], name, { type: "image/jpeg" }));
    const res = await f.app.request(
      photosPath(orderId),
      withToken(token, { method: "POST", body: form }),
    );
    return { status: res.status, json: (await res.json()) as Answer };
  };
  const patch = (orderId: string, photoId: number | string, body: unknown) =>
    send<Answer>(`/orders/${orderId}/photos/${photoId}`, body, { method: "PATCH" });
  const remove = (orderId: string, photoId: number | string) =>
    send<Answer>(`/orders/${orderId}/photos/${photoId}`, undefined, { method: "DELETE" });
  const fetchImage = async (url: string) => {
    const res = await f.app.request(url);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };
  const pieceOf = (json: unknown) => (json as { piece?: PublicPiece | null }).piece;
  const urlsOf = (p: { sources: { avif: string; webp: string } }) =>
    [...p.sources.avif.split(", "), ...p.sources.webp.split(", ")].map((s) => s.split(" ")[0]!);

  it("stores a phone's photo on a step upright, without EXIF or GPS, in sizes; /media never serves it", async () => {
    const { order } = await herOrder();
    const id = order.orderId;
    const before = filesUnder(photoDir).length;
    const res = await upload(id, await phonePhoto(), { stepId: "step-2", forHer: "false" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.steps.map((s) => s.id)).toEqual(order.productionSteps.map((s) => s.id));
    const [photo] = res.json.photos;
    expect(photo).toMatchObject({
      stepId: "step-2",
      forHer: false,
      width: 1200,
      height: 1600,
      addedBy: "Sunita Rathore",
      addedAt: new Date(START).toISOString(),
    });
    // Three widths in AVIF and WebP, no social card; every file under order-photos/.
    const added = filesUnder(photoDir).slice(before);
    expect(filesUnder(photoDir).length - before).toBe(6);
    expect(
      added.every((file) => file.startsWith("order-photos")),
      added.join(),
    ).toBe(true);
    const urls = urlsOf(photo!);
    expect(urls).toHaveLength(6);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/order-photos\/o-\d+-\d+-[0-9a-f]{32}\/\d+\.(webp|avif)$/);
      const { res: image, bytes } = await fetchImage(url);
      expect(image.status, url).toBe(200);
      expect(image.headers.get("content-type")).toMatch(/^image\/(webp|avif)$/);
      expect(image.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(exifTags(meta.exif).has(GPS_IFD_TAG)).toBe(false);
      expect(meta.height! > meta.width!, `${url} is upright`).toBe(true);
    }
    // The store's keys are not reachable by /media, whatever a visitor guesses or learns.
    const media = new Hono();
    mountMedia(media, store);
    const key = filesUnder(photoDir).find((file) => file.startsWith("order-photos"))!;
    expect((await media.request(`/media/${key.split(path.sep).join("/")}`)).status).toBe(404);

    // Moved to another step, then to the order as a whole.
    const moved = await patch(id, photo!.id, { stepId: "step-4" });
    expect(moved.json.photos[0]!.stepId).toBe("step-4");
    expect((await patch(id, photo!.id, { stepId: null })).json.photos[0]!.stepId).toBe(null);

    // Deleted: its row and its files go, and its links stop.
    const gone = await remove(id, photo!.id);
    expect([gone.status, gone.json.photos]).toEqual([200, []]);
    expect(filesUnder(photoDir).length).toBe(before);
    expect((await fetchImage(urls[0]!)).res.status).toBe(404);
    expect((await remove(id, photo!.id)).status).toBe(404);
  });

  it("shows her the photos marked for her, step by step, only after her digits; her links stop at an unmark", async () => {
    const { order, digits } = await herOrder();
    const id = order.orderId;
    await change(`/orders/${id}/steps/step-0`, { status: "completed" }, "PATCH");
    await change(`/orders/${id}/steps/step-1`, { status: "in-progress" }, "PATCH");
    const added = await upload(id, await phonePhoto(), { stepId: "step-1" });
    const photo = added.json.photos[0]!;
    expect(photo.forHer).toBe(false);
    const code = await codeOf(id);

    // Not marked for her: nothing of it even with her digits.
    expect(pieceOf((await trackByCode(code, digits)).json)).toBe(null);

    const marked = await patch(id, photo.id, { forHer: true });
    expect(marked.json.photos[0]!.forHer).toBe(true);
    // By her link or the Order ID alone: no photo, no link, no step.
    const bare = await trackByCode(code);
    expect(JSON.stringify(bare.json)).not.toContain("order-photos");
    expect(pieceOf(bare.json)).toBeUndefined();
    const byId = await f.app.request(`/api/orders/${id}`);
    expect(await byId.text()).not.toContain("order-photos");
    // Wrong digits: refused, nothing of it.
    const wrong = await trackByCode(code, "0000");
    expect(wrong.status).toBe(403);
    expect(JSON.stringify(wrong.json)).not.toContain("order-photos");

    const withDigits = await trackByCode(code, digits);
    const piece = pieceOf(withDigits.json)!;
    expect(piece.steps.map((s) => [s.id, s.status]).slice(0, 3)).toEqual([
      ["step-0", "completed"],
      ["step-1", "in-progress"],
      ["step-2", "pending"],
    ]);
    expect(piece.photos).toHaveLength(1);
    expect(piece.photos[0]).toMatchObject({
      id: photo.id,
      stepId: "step-1",
      addedOn: "2026-03-02",
      width: 1200,
      height: 1600,
    });
    const herUrl = piece.photos[0]!.src;
    expect(herUrl).toMatch(/^\/api\/order-photos\/h-/);
    const { res, bytes } = await fetchImage(herUrl);
    expect(res.status).toBe(200);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    // A link is nothing without its signature: another photo's number, another audience,
    // another expiry or a changed signature is 404.
    const [, , expires, sig] = /\/h-(\d+)-(\d+)-([0-9a-f]{32})\//.exec(herUrl)!;
    const tampered = [
      herUrl.replace(`/h-${photo.id}-`, `/h-${photo.id + 1}-`),
      herUrl.replace("/h-", "/o-"),
      herUrl.replace(`-${expires}-`, `-${Number(expires) + 3600}-`),
      herUrl.replace(
        sig!,
        sig!.replace(/^./, (ch) => (ch === "0" ? "1" : "0")),
      ),
      herUrl.replace(/\/\d+\.webp$/, "/999.webp"),
      herUrl.replace(/\.webp$/, ".jpg"),
      `/api/order-photos/h-${photo.id}-${expires}-${"0".repeat(32)}/400.webp`,
    ];
    for (const url of tampered) expect((await fetchImage(url)).res.status, url).toBe(404);

    // Unmarked: her link stops at once (an owner's still opens it), and her page has none.
    await patch(id, photo.id, { forHer: false });
    expect((await fetchImage(herUrl)).res.status).toBe(404);
    expect((await fetchImage(photo.src)).res.status).toBe(200);
    expect(pieceOf((await trackByCode(code, digits)).json)).toBe(null);

    // Marked again: a link lasts one to two hours, then stops.
    await patch(id, photo.id, { forHer: true });
    const again = pieceOf((await trackByCode(code, digits)).json)!.photos[0]!.src;
    expect((await fetchImage(again)).res.status).toBe(200);
    f.clock = START + 2 * 60 * 60_000 + 1000;
    expect((await fetchImage(again)).res.status).toBe(404);
  });

  it("refuses hostile uploads and changes by field, another order's photo, storing nothing", async () => {
    const { order } = await herOrder();
    const other = await herOrder();
    const id = order.orderId;
    const theirs = (await upload(other.order.orderId, await phonePhoto())).json.photos[0]!;
    const files = filesUnder(photoDir).length;
    const before = await storedChanges(f.db);
    const photo = await phonePhoto();
    for (const [file, fields, status, error, field] of [
      [scriptNamedJpg(), {}, 415, PHOTO_ERRORS.notAPhoto, "photo"],
      [svgWithScript(), {}, 415, PHOTO_ERRORS.notAPhoto, "photo"],
      [Buffer.alloc(0), {}, 400, PHOTO_ERRORS.empty, "photo"],
      [fiftyMegabytes(), {}, 413, PHOTO_ERRORS.tooLarge, "photo"],
      [decompressionBomb(), {}, 413, PHOTO_ERRORS.tooManyPixels, "photo"],
      [photo, { stepId: "step-99" }, 400, R.step, "stepId"],
      [photo, { stepId: "../../etc/passwd" }, 400, R.step, "stepId"],
      [photo, { stepId: "ready-0" }, 400, R.step, "stepId"],
      [photo, { forHer: "yes" }, 400, R.forHer, "forHer"],
    ] as const) {
      const res = await upload(id, file, fields);
      expect([res.status, res.json.error, res.json.field], JSON.stringify(fields)).toEqual([
        status,
        error,
        field,
      ]);
    }
    // No file field, or not multipart at all.
    const noPhoto = await upload(id, photo, {}, { field: "picture" });
    expect([noPhoto.status, noPhoto.json.error]).toEqual([400, PHOTO_ERRORS.missing]);
    const json = await f.app.request(
      photosPath(id),
      withToken(f.sunita, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }),
    );
    expect(json.status).toBe(400);
    // An order there is not, or an ID that cannot be one.
    expect((await upload("RR2099999", photo)).status).toBe(404);
    expect((await upload("..%2F..%2Fetc", photo)).status).toBe(404);
    expect((await send("/orders/RR2099999/photos")).status).toBe(404);

    // Changes: a body that says nothing, a wrong type, an unknown field, a step it lacks.
    for (const [body, field, error] of [
      [{}, "forHer", R.nothing],
      [{ forHer: "yes" }, "forHer", R.forHer],
      [{ forHer: 1 }, "forHer", R.forHer],
      [{ stepId: 7 }, "stepId", R.step],
      [{ stepId: "step-99" }, "stepId", R.step],
      [{ forHer: true, order_id: "RR2024001" }, "", undefined],
    ] as const) {
      const res = await patch(id, theirs.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json.field, JSON.stringify(body)).toBe(field);
      if (error) expect(res.json.error, JSON.stringify(body)).toBe(error);
    }
    for (const raw of ["{", "[]", JSON.stringify({ forHer: true, pad: "x".repeat(2000) })]) {
      const res = await f.app.request(
        `/api/admin/orders/${id}/photos/${theirs.id}`,
        withToken(f.sunita, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: raw,
        }),
      );
      expect(res.status, raw.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    // Another order's photo through this order's address: not found, untouched.
    const wrongOrder = await patch(id, theirs.id, { forHer: true });
    expect([wrongOrder.status, wrongOrder.json.error]).toEqual([404, R.photoNotFound]);
    expect((await remove(id, theirs.id)).status).toBe(404);
    expect((await patch(id, "abc", { forHer: true })).status).toBe(404);

    expect(await storedChanges(f.db)).toEqual(before);
    expect(filesUnder(photoDir).length).toBe(files);
  });

  it("keeps at most the limit of photos per order", async () => {
    const { order } = await herOrder();
    await f.db.db
      .insertInto("order_photos")
      .values(
        Array.from({ length: MAX_ORDER_PHOTOS }, () => ({
          order_id: order.orderId,
          step_id: null,
          for_her: 0,
          width: 10,
          height: 10,
          files: "[]",
          created_at: new Date(START).toISOString(),
          created_by: "sunita",
        })),
      )
      .execute();
    const res = await upload(order.orderId, await phonePhoto());
    expect([res.status, res.json.error, res.json.field]).toEqual([409, R.tooMany, "photo"]);
  });

  it("keeps the limit when uploads for the last place arrive at once", async () => {
    const { order } = await herOrder();
    await f.db.db
      .insertInto("order_photos")
      .values(
        Array.from({ length: MAX_ORDER_PHOTOS - 1 }, () => ({
          order_id: order.orderId,
          step_id: null,
          for_her: 0,
          width: 10,
          height: 10,
          files: "[]",
          created_at: new Date(START).toISOString(),
          created_by: "sunita",
        })),
      )
      .execute();
    const files = filesUnder(photoDir).length;
    const photo = await phonePhoto();
    const answers = await Promise.all([1, 2].map(() => upload(order.orderId, photo)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    for (const refused of answers.filter((a) => a.status === 409))
      expect([refused.json.error, refused.json.field]).toEqual([R.tooMany, "photo"]);
    const stored = await f.db.db
      .selectFrom("order_photos")
      .select("files")
      .where("order_id", "=", order.orderId)
      .execute();
    expect(stored).toHaveLength(MAX_ORDER_PHOTOS);
    // The refused uploads' files are gone; the stored one's stay.
    const kept = JSON.parse(stored.find((r) => r.files !== "[]")!.files) as unknown[];
    expect(filesUnder(photoDir).length).toBe(files + kept.length);
  });

  it("refuses every photo endpoint without an owner's session", async () => {
    const { order } = await herOrder();
    const id = order.orderId;
    const { photos } = (await upload(id, await phonePhoto())).json;
    const before = await storedChanges(f.db);
    const files = filesUnder(photoDir).length;
    for (const token of ["", "not-a-session"]) {
      expect((await upload(id, await phonePhoto(), {}, { token })).status).toBe(401);
      for (const [method, p, body] of [
        ["GET", `/orders/${id}/photos`, undefined],
        ["PATCH", `/orders/${id}/photos/${photos[0]!.id}`, { forHer: true }],
        ["DELETE", `/orders/${id}/photos/${photos[0]!.id}`, undefined],
      ] as const) {
        const res = await send(p, body, { method, token });
        expect(res.status, `${method} ${p}`).toBe(401);
      }
    }
    expect(await storedChanges(f.db)).toEqual(before);
    expect(filesUnder(photoDir).length).toBe(files);
  });

  it("lists her photos in her export and deletes them, files too, when she is erased", async () => {
    const { order } = await herOrder();
    const id = order.orderId;
    await upload(id, await phonePhoto(), { stepId: "step-0", forHer: "true" });
    const files = filesUnder(photoDir).length;

    const exported = await send<CustomerExport>(`/customers/${order.customerId}/export.json`);
    expect(exported.json.orders[0]!.photos).toEqual([
      expect.objectContaining({ stepId: "step-0", forHer: true, width: 1200, height: 1600 }),
    ]);
    const html = await f.app.request(
      `/api/admin/customers/${order.customerId}/export.html`,
      withToken(f.sunita),
    );
    expect(await html.text()).toContain("Photos of her piece");

    const erased = await send<{ erased: { orderPhotosDeleted: number } }>(
      `/customers/${order.customerId}/erase`,
      { confirmName: "Anjali Mehta" },
    );
    expect(erased.status, JSON.stringify(erased.json)).toBe(200);
    expect(erased.json.erased.orderPhotosDeleted).toBe(1);
    expect((await send<Answer>(`/orders/${id}/photos`)).json.photos).toEqual([]);
    expect(filesUnder(photoDir).length).toBe(files - 6);
  });
});

describe("an order photo's link", () => {
  it("lasts to the end of the next whole hour", async () => {
    const { expiryOf } = await import("./photo-links");
    const at = new Date("2026-03-02T04:30:00Z");
    expect(expiryOf(at)).toBe(Date.parse("2026-03-02T06:00:00Z") / 1000);
    expect(expiryOf(new Date("2026-03-02T04:59:59Z"))).toBe(expiryOf(at));
  });
});
