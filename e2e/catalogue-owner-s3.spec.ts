import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "@playwright/test";
import { SEED_LISTS, DESIGNS } from "../src/shared/catalogue";
import { phonePhoto } from "../src/server/test-support/test-photos";
import { gotoHydrated } from "./support/app";
import { addDesignInTab, openProductsTab, uniqueName } from "./support/catalogue-owner";
import { S3_SITE } from "./support/s3-site";

// The S3 path: this server keeps its photos in a local S3-compatible server (s3rver, started by
// playwright.config.ts), and runs outside demo mode (ADMIN_DEMO_MODE=0).

async function keysOfDesign(designId: number): Promise<string[]> {
  const client = new S3Client({
    region: "us-east-1",
    endpoint: process.env.E2E_S3_ENDPOINT!,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_SITE.key, secretAccessKey: S3_SITE.key },
  });
  const listed = await client.send(
    new ListObjectsV2Command({
      Bucket: S3_SITE.bucket,
      Prefix: `${S3_SITE.prefix}designs/${designId}/`,
    }),
  );
  return (listed.Contents ?? []).map((o) => o.Key ?? "");
}

test("outside demo mode the Products tab's tiles count the real designs of each category", async ({
  page,
}) => {
  await openProductsTab(page, S3_SITE.passwords.sunita);
  const tiles = page.getByTestId("category-tile");
  await expect(tiles).toHaveCount(SEED_LISTS.category.length);
  for (const [i, category] of SEED_LISTS.category.entries()) {
    await expect(tiles.nth(i)).toContainText(category);
    // At least the seeded ones: the S3 test may have added a Poshak Set meanwhile.
    const count = Number(await tiles.nth(i).getByTestId("category-count").textContent());
    expect(count).toBeGreaterThanOrEqual(DESIGNS.filter((d) => d.category === category).length);
  }
});

test("a photo uploaded on the S3 path is stored in the bucket, shown to visitors, and its delete empties it", async ({
  page,
  browser,
}, testInfo) => {
  const name = uniqueName("Bucket Rani Poshak", testInfo);
  await openProductsTab(page, S3_SITE.passwords.sunita);
  await addDesignInTab(page, name);
  await page
    .getByLabel("Add a photo")
    .setInputFiles({ name: "IMG_3001.JPG", mimeType: "image/jpeg", buffer: await phonePhoto() });
  await expect(page.getByTestId("design-photo")).toHaveCount(1);
  const src = await page.getByTestId("design-photo").locator("img").getAttribute("src");
  const designId = Number(/\/media\/designs\/(\d+)\//.exec(src ?? "")?.[1]);
  // AVIF and WebP at 400, 800 and 1200 px, and the social card.
  expect(await keysOfDesign(designId)).toHaveLength(7);

  const visitor = await (await browser.newContext()).newPage();
  await gotoHydrated(visitor, "/products");
  const img = visitor.getByTestId("design-card").filter({ hasText: name }).locator("img");
  await img.scrollIntoViewIfNeeded();
  await expect(img).toHaveJSProperty("complete", true);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalHeight > el.naturalWidth)).toBe(
    true,
  );

  await page.getByRole("button", { name: "Delete photo 1" }).click();
  await expect(page.getByTestId("design-photo")).toHaveCount(0);
  expect(await keysOfDesign(designId)).toEqual([]);
  expect((await visitor.request.get(src!)).status()).toBe(404);
  await visitor.context().close();
});
