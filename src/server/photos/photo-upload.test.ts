import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MAX_PHOTOS,
  PHOTO_ERRORS,
  type AdminCatalogue,
  type AdminDesignDetail,
} from "../../shared/catalogue-admin";
import { allowTimeForScrypt } from "../test-support/admin-app";
import {
  createCatalogueTestApp,
  filesUnder,
  ownerApi,
  type CatalogueTestApp,
} from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import {
  decompressionBomb,
  exifTags,
  fiftyMegabytes,
  GPS_IFD_TAG,
  ORIENTATION_TAG,
  phonePhoto,
  scriptNamedJpg,
  svgWithScript,
} from "../test-support/test-photos";

allowTimeForScrypt();

/** The colour of a decoded image's pixel, as [r, g, b]. */
async function pixel(file: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}
const isRed = ([r = 0, g = 0, b = 0]: number[]) => r > 150 && g < 80 && b < 80;
const isBlue = ([r = 0, g = 0, b = 0]: number[]) => b > 150 && r < 80 && g < 80;

describeEachEngine("photo uploads", (engine) => {
  const testDb = useTestDatabase(engine);
  let t: CatalogueTestApp;
  let api: ReturnType<typeof ownerApi>;
  const DESIGN = 2;
  const photosOf = async (id: number) =>
    (await api.get<AdminDesignDetail>(`/designs/${id}`)).body.design.photos;

  beforeAll(async () => {
    t = await createCatalogueTestApp(testDb.db);
    api = ownerApi(t.app, t.token);
  });

  it("the test photo is a phone's: stored sideways, with a rotation and GPS tags", async () => {
    const meta = await sharp(await phonePhoto()).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1600, 1200, 6]);
    expect(exifTags(meta.exif).has(GPS_IFD_TAG)).toBe(true);
  });

  it("a phone's photo is stored upright, in AVIF and WebP sizes and a card, without EXIF or GPS", async () => {
    const { status, body } = await api.upload<AdminDesignDetail>(
      DESIGN,
      await phonePhoto(),
      "IMG_2041.JPG",
    );
    expect(status).toBe(201);
    const photo = body.design.photos.at(-1)!;
    expect([photo.width, photo.height]).toEqual([1200, 1600]);
    expect(photo.sources?.avif).toMatch(/-400\.avif 400w, .*-800\.avif 800w, .*-1200\.avif 1200w$/);
    expect(photo.sources?.webp).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
    expect(photo.src).toMatch(/^\/media\/designs\/2\/[0-9a-f-]+-800\.webp$/);
    expect(photo.social).toMatch(/-social\.jpg$/);
    expect(body.changes[0]?.what).toMatchObject({ kind: "photo-added", photoId: photo.id });

    const urls = [
      ...photo.sources!.avif.split(", ").map((s) => s.split(" ")[0]!),
      ...photo.sources!.webp.split(", ").map((s) => s.split(" ")[0]!),
      photo.social,
    ];
    for (const url of urls) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control")).toContain("immutable");
      const file = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(file).metadata();
      expect(meta.exif, `${url} has no EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(exifTags(meta.exif).has(ORIENTATION_TAG)).toBe(false);
      if (url.endsWith("social.jpg")) continue;
      // Upright: red above blue, in every size.
      expect(meta.height! > meta.width!, url).toBe(true);
      expect(isRed(await pixel(file, meta.width! >> 1, meta.height! >> 3)), url).toBe(true);
      expect(isBlue(await pixel(file, meta.width! >> 1, (meta.height! * 7) >> 3)), url).toBe(true);
    }
    expect(filesUnder(t.photoDir)).toHaveLength(urls.length);
    // The visitors' copy has it: the design's public photos, main (artwork) first.
    const shown = (await t.source.current()).lookup("maroon-gota-patti-rajputi-poshak");
    expect(shown && "design" in shown && shown.design.photos.map((p) => p.id)).toEqual(
      body.design.photos.map((p) => p.id),
    );
  });

  it("the first photo is the main one; reordering makes another the main photo", async () => {
    const [artwork, photo] = await photosOf(DESIGN);
    const { body } = await api.put<AdminDesignDetail>(`/designs/${DESIGN}/photos/order`, {
      ids: [photo!.id, artwork!.id],
    });
    expect(body.design.photos.map((p) => p.id)).toEqual([photo!.id, artwork!.id]);
    const { body: list } = await api.get<AdminCatalogue>("/designs");
    expect(list.designs.find((d) => d.id === DESIGN)?.mainPhoto?.id).toBe(photo!.id);
    expect((await api.put(`/designs/${DESIGN}/photos/order`, { ids: [photo!.id] })).status).toBe(
      409,
    );
  });

  it("deleting a photo removes its files; deleting the artwork removes the record only", async () => {
    const [photo, artwork] = await photosOf(DESIGN);
    const before = filesUnder(t.photoDir);
    const { status, body } = await api.delete<AdminDesignDetail>(
      `/designs/${DESIGN}/photos/${photo!.id}`,
    );
    expect(status).toBe(200);
    expect(body.design.photos.map((p) => p.id)).toEqual([artwork!.id]);
    expect(before.length).toBeGreaterThan(0);
    expect(filesUnder(t.photoDir)).toEqual([]);
    expect((await t.app.request(photo!.src)).status).toBe(404);
    expect((await api.delete(`/designs/${DESIGN}/photos/${photo!.id}`)).status).toBe(404);
    await api.delete(`/designs/${DESIGN}/photos/${artwork!.id}`);
    expect(await photosOf(DESIGN)).toEqual([]);
    expect(fs.existsSync(path.join("public", artwork!.src))).toBe(true);
  });

  describe("hostile uploads are refused with a clear error and store nothing", () => {
    const cases: [string, () => Buffer, string, number, string][] = [
      ["a script named .jpg", scriptNamedJpg, "holiday.jpg", 415, PHOTO_ERRORS.notAPhoto],
      [
        "a decompression bomb",
        () => decompressionBomb(),
        "bomb.png",
        413,
        PHOTO_ERRORS.tooManyPixels,
      ],
      ["50 MB", fiftyMegabytes, "huge.jpg", 413, PHOTO_ERRORS.tooLarge],
      ["zero bytes", () => Buffer.alloc(0), "empty.jpg", 400, PHOTO_ERRORS.empty],
      ["an SVG with script", svgWithScript, "poshak.svg", 415, PHOTO_ERRORS.notAPhoto],
      [
        "a JPEG cut short",
        () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]),
        "cut.jpg",
        422,
        PHOTO_ERRORS.unreadable,
      ],
    ];
    for (const [what, make, name, status, error] of cases) {
      it(what, async () => {
        const designId = 5;
        const before = await photosOf(designId);
        const changesBefore = (await api.get<AdminDesignDetail>(`/designs/${designId}`)).body
          .changes;
        const answer = await api.upload(designId, make(), name);
        expect(answer.status).toBe(status);
        expect(answer.body).toEqual({ error, field: "photo" });
        expect(await photosOf(designId)).toEqual(before);
        expect((await api.get<AdminDesignDetail>(`/designs/${designId}`)).body.changes).toEqual(
          changesBefore,
        );
        expect(filesUnder(t.photoDir)).toEqual([]);
      });
    }

    it("a request without a file, or not multipart, names the photo", async () => {
      const res = await t.app.request(`/api/admin/designs/5/photos`, {
        method: "POST",
        headers: { authorization: `Bearer ${t.token}`, "content-type": "application/json" },
        body: "{}",
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: PHOTO_ERRORS.missing, field: "photo" });
    });
  });

  it(`a design holds at most ${MAX_PHOTOS} photos; the next is refused and stores nothing`, async () => {
    const designId = 7;
    const small = await sharp({
      create: { width: 300, height: 400, channels: 3, background: "#884400" },
    })
      .png()
      .toBuffer();
    while ((await photosOf(designId)).length < MAX_PHOTOS)
      expect((await api.upload(designId, small, "p.png")).status).toBe(201);
    const stored = filesUnder(t.photoDir).length;
    // 300 px wide: one size (its own width) in each format, and the card.
    expect(stored).toBe((MAX_PHOTOS - 1) * 3);
    const answer = await api.upload(designId, small, "p.png");
    expect(answer).toMatchObject({
      status: 409,
      body: { error: PHOTO_ERRORS.tooMany, field: "photo" },
    });
    expect(filesUnder(t.photoDir)).toHaveLength(stored);
    expect((await api.upload(999, small, "p.png")).status).toBe(404);
  });
});
