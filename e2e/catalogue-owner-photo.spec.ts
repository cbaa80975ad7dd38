import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { MAX_PHOTO_BYTES, PHOTO_ERRORS } from "../src/shared/catalogue-admin";
import {
  decompressionBomb,
  exifTags,
  fiftyMegabytes,
  GPS_IFD_TAG,
  phonePhoto,
  scriptNamedJpg,
  svgWithScript,
} from "../src/server/test-support/test-photos";
import { gotoHydrated } from "./support/app";
import {
  addDesignInTab,
  openProductsTab,
  ownerSession,
  uniqueName,
} from "./support/catalogue-owner";

// An owner adds a design with a photo taken on a phone (stored sideways with an EXIF rotation,
// camera and GPS tags); a visitor sees it upright and without the tags, on /products and on its
// own page. Runs on SQLite (desktop and phone) and PostgreSQL (playwright.config.ts).

/** The photo a page shows, as the browser chose it from the srcset, with its bytes. */
async function shownPhoto(page: Page, img: ReturnType<Page["locator"]>) {
  await expect(img).toHaveJSProperty("complete", true);
  const { src, width, height } = await img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    width: el.naturalWidth,
    height: el.naturalHeight,
  }));
  const bytes = Buffer.from(await (await page.request.get(src)).body());
  return { src, width, height, bytes };
}

async function expectUprightWithoutTags(photo: Awaited<ReturnType<typeof shownPhoto>>) {
  expect(photo.width).toBeLessThan(photo.height);
  expect(photo.src).toMatch(/\/media\/designs\/\d+\/[0-9a-f-]+-\d+\.avif$/);
  const meta = await sharp(photo.bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(exifTags(meta.exif).has(GPS_IFD_TAG)).toBe(false);
  // Red above blue: turned as the phone said.
  const { data, info } = await sharp(photo.bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) =>
    [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
  const [r1 = 0, , b1 = 0] = at(info.width >> 1, info.height >> 3);
  const [r2 = 0, , b2 = 0] = at(info.width >> 1, (info.height * 7) >> 3);
  expect(r1 > 150 && b1 < 80 && b2 > 150 && r2 < 80, `top ${r1},${b1} bottom ${r2},${b2}`).toBe(
    true,
  );
}

test("an owner adds a design with a phone's photo; a visitor sees it upright, without GPS, on /products and its page", async ({
  page,
  browser,
}, testInfo) => {
  const original = await phonePhoto();
  expect(exifTags((await sharp(original).metadata()).exif).has(GPS_IFD_TAG)).toBe(true);
  const name = uniqueName("Teej Leheriya Poshak", testInfo);
  await openProductsTab(page);
  await addDesignInTab(page, name);

  // The upload's progress shows (every value the bar takes is recorded), then the photo.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="upload-progress"] progress');
      const value = bar?.getAttribute("value");
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page
    .getByLabel("Add a photo")
    .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: original });
  const progress = page.getByTestId("upload-progress");
  await expect(page.getByTestId("design-photo")).toHaveCount(1);
  await expect(progress).toHaveCount(0);
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  expect(seen[0]).toBe("0");
  expect(seen.at(-1)).toBe("100");
  await expect(page.getByTestId("design-photo")).toHaveCount(1);
  await expect(page.getByTestId("design-photo")).toContainText("Main photo");
  await expect(page.getByTestId("card-preview").locator("img")).toHaveJSProperty("complete", true);

  const visitor = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await gotoHydrated(visitor, "/products");
  const card = visitor.getByTestId("design-card").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  const cardImg = card.locator("picture img");
  await cardImg.scrollIntoViewIfNeeded();
  await expectUprightWithoutTags(await shownPhoto(visitor, cardImg));
  // The browser takes the narrowest file that fills the card at the screen's density (sizes).
  const need = await cardImg.evaluate((el) => el.clientWidth * window.devicePixelRatio);
  const fits = [400, 800, 1200].find((w) => w >= need) ?? 1200;
  expect((await shownPhoto(visitor, cardImg)).src).toMatch(new RegExp(`-${fits}\\.avif$`));

  await card.getByRole("link", { name }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(name);
  const pageImg = visitor.getByRole("img", { name: new RegExp(`^${name}`) }).first();
  await expectUprightWithoutTags(await shownPhoto(visitor, pageImg));
  const head = await visitor.evaluate(() => ({
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? "{}"),
    ) as { name?: string; image?: string[] }[],
    og: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
  }));
  const product = head.jsonLd.find((j) => j.name === name);
  expect(product?.image?.[0]).toMatch(/\/media\/designs\/\d+\/[0-9a-f-]+-1200\.webp$/);
  expect(head.og).toMatch(/-social\.jpg$/);
  const social = await sharp(
    Buffer.from(await (await visitor.request.get(new URL(head.og).pathname)).body()),
  ).metadata();
  expect([social.width, social.height, social.exif]).toEqual([1200, 630, undefined]);
  await visitor.context().close();
});

test("hostile uploads are refused with a clear error and store nothing", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Hostile Test Poshak", testInfo);
  await openProductsTab(page);
  await addDesignInTab(page, name);
  const files: [string, string, Buffer, string][] = [
    ["holiday.jpg", "image/jpeg", scriptNamedJpg(), PHOTO_ERRORS.notAPhoto],
    ["bomb.png", "image/png", decompressionBomb(), PHOTO_ERRORS.tooManyPixels],
    ["empty.jpg", "image/jpeg", Buffer.alloc(0), PHOTO_ERRORS.empty],
    ["poshak.svg", "image/svg+xml", svgWithScript(), PHOTO_ERRORS.notAPhoto],
  ];
  for (const [file, mimeType, buffer, error] of files) {
    await page.getByLabel("Add a photo").setInputFiles({ name: file, mimeType, buffer });
    await expect(page.getByTestId("upload-error"), file).toHaveText(error);
    await expect(page.getByTestId("design-photo")).toHaveCount(0);
  }
  // 50 MB: the page refuses it before sending; the server refuses it too when sent anyway.
  const huge = fiftyMegabytes();
  expect(huge.length).toBeGreaterThan(MAX_PHOTO_BYTES);
  const hugeFile = path.join(testInfo.outputDir, "huge.jpg");
  fs.mkdirSync(testInfo.outputDir, { recursive: true });
  fs.writeFileSync(hugeFile, huge);
  await page.getByLabel("Add a photo").setInputFiles(hugeFile);
  await expect(page.getByTestId("upload-error")).toHaveText(PHOTO_ERRORS.tooLarge);

  const owner = await ownerSession(request);
  const list = await request.get(`/api/admin/designs?q=${encodeURIComponent(name)}`, {
    headers: owner.headers,
  });
  const { designs } = (await list.json()) as { designs: { id: number }[] };
  const id = designs[0]!.id;
  const sent = await request.post(`/api/admin/designs/${id}/photos`, {
    headers: owner.headers,
    multipart: { photo: { name: "huge.jpg", mimeType: "image/jpeg", buffer: huge } },
  });
  expect(sent.status()).toBe(413);
  expect(await sent.json()).toEqual({ error: PHOTO_ERRORS.tooLarge, field: "photo" });
  const detail = await request.get(`/api/admin/designs/${id}`, { headers: owner.headers });
  const { design, changes } = (await detail.json()) as {
    design: { photos: unknown[] };
    changes: { what: { kind: string } }[];
  };
  expect(design.photos).toEqual([]);
  expect(changes.map((c) => c.what.kind)).toEqual(["design-added"]);
  // Without a session, the upload is refused before anything is read.
  const anonymous = await request.post(`/api/admin/designs/${id}/photos`, {
    multipart: { photo: { name: "a.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() } },
  });
  expect(anonymous.status()).toBe(401);
});
