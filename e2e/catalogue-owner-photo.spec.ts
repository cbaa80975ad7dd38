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
    // The server takes one upload at a time and keeps one waiting (upload-admission.ts): while
    // the other tests on this server upload, it may say it is busy, and she tries again.
    await expect(async () => {
      await page.getByLabel("Add a photo").setInputFiles({ name: file, mimeType, buffer });
      await expect(page.getByTestId("upload-error"), file).not.toHaveText(PHOTO_ERRORS.busy);
    }).toPass({ timeout: 60_000 });
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

test("a design's photos open full screen: keys, buttons and a swipe go through them, a double tap and pinch zoom, Escape closes", async ({
  page,
  request,
}, testInfo) => {
  const name = uniqueName("Gota Viewer Poshak", testInfo);
  const owner = await ownerSession(request);
  const { design } = await owner.addDesign({ name });
  const colours = [
    { r: 200, g: 30, b: 40 },
    { r: 30, g: 160, b: 60 },
    { r: 40, g: 60, b: 200 },
  ];
  for (const background of colours) {
    const buffer = await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
      .jpeg()
      .toBuffer();
    // Busy (503) while another test's upload runs: again, as the Products tab does.
    await expect(async () => {
      const sent = await request.post(`/api/admin/designs/${design.id}/photos`, {
        headers: owner.headers,
        multipart: { photo: { name: "p.jpg", mimeType: "image/jpeg", buffer } },
      });
      expect(sent.status()).toBe(201);
    }).toPass({ timeout: 60_000 });
  }

  await gotoHydrated(page, `/products/${design.slug}`);
  const viewer = page.getByTestId("photo-viewer");
  await expect(viewer).toHaveCount(0);
  // The second photo's thumbnail opens the viewer on it; its code came only now.
  await page.getByRole("list", { name: "More photos" }).getByRole("link").first().click();
  await expect(viewer).toBeVisible();
  await expect(viewer).toHaveAttribute("data-index", "1");
  await expect(viewer).toHaveAccessibleName(`Photos of ${name}`);
  await expect(viewer.getByText("Photo 2 of 3")).toBeVisible();
  const box = (await viewer.boundingBox())!;
  const size = page.viewportSize()!;
  expect([box.width, box.height]).toEqual([size.width, size.height]);

  // Keys: next, then back twice; the first photo has no previous one.
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toHaveAttribute("data-index", "2");
  await expect(viewer.getByRole("button", { name: "Next photo" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toHaveAttribute("data-index", "0");
  await expect(viewer.getByRole("button", { name: "Previous photo" })).toBeDisabled();
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer).toHaveAttribute("data-index", "1");

  // A swipe to the left (a finger, as pointer events): the next photo; to the right: back.
  const frame = viewer.locator("div").first();
  /** Pointer events made in the page, in one go (a double tap's two taps within its 300 ms). */
  type Step = ["pointerdown" | "pointermove" | "pointerup", number, number, number];
  const gesture = (steps: Step[]) =>
    frame.evaluate((el, all) => {
      for (const [type, pointerId, clientX, clientY] of all)
        el.dispatchEvent(
          new PointerEvent(type, { bubbles: true, pointerId, clientX, clientY, isPrimary: true }),
        );
    }, steps);
  const drag = (pointerId: number, points: [number, number][]) =>
    gesture([
      ["pointerdown", pointerId, ...points[0]!],
      ...points.slice(1).map(([x, y]): Step => ["pointermove", pointerId, x, y]),
      ["pointerup", pointerId, ...points.at(-1)!],
    ]);
  await drag(1, [
    [300, 400],
    [200, 405],
    [120, 410],
  ]);
  await expect(viewer).toHaveAttribute("data-index", "2");
  await drag(2, [
    [100, 400],
    [260, 400],
  ]);
  await expect(viewer).toHaveAttribute("data-index", "1");

  // A double tap zooms in, a second one back out; the keys + and 0 too.
  await gesture([
    ["pointerdown", 3, 200, 300],
    ["pointerup", 3, 200, 300],
    ["pointerdown", 3, 200, 300],
    ["pointerup", 3, 200, 300],
  ]);
  await expect(viewer).toHaveAttribute("data-zoom", "2.5");
  await expect(viewer.getByRole("button", { name: "Zoom out" })).toBeVisible();
  // Zoomed, a drag moves the photo, not to another one.
  await drag(4, [
    [300, 400],
    [120, 400],
  ]);
  await expect(viewer).toHaveAttribute("data-index", "1");
  await page.keyboard.press("0");
  await expect(viewer).toHaveAttribute("data-zoom", "1");
  await page.keyboard.press("+");
  await expect(viewer).toHaveAttribute("data-zoom", "1.5");
  await page.keyboard.press("0");

  // Two fingers moving apart: a pinch, twice as far apart zooms twice.
  await gesture([
    ["pointerdown", 10, 150, 400],
    ["pointerdown", 11, 250, 400],
    ["pointermove", 10, 100, 400],
    ["pointermove", 11, 300, 400],
    ["pointerup", 10, 100, 400],
    ["pointerup", 11, 300, 400],
  ]);
  await expect(viewer).toHaveAttribute("data-zoom", "2");

  // Escape closes it.
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  // The main photo opens it too, on the first photo.
  await page.getByTestId("main-photo").click();
  await expect(viewer).toHaveAttribute("data-index", "0");
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toHaveCount(0);
});
