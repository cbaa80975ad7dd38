import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDesignDetail } from "../../shared/catalogue-admin";
import { allowTimeForScrypt } from "../test-support/admin-app";
import { createCatalogueTestApp, ownerApi } from "../test-support/catalogue-app";
import { describeEachEngine, useTestDatabase } from "../test-support/databases";
import { startLocalS3, type LocalS3 } from "../test-support/s3-server";
import { phonePhoto, svgWithScript } from "../test-support/test-photos";
import { s3PhotoStore } from "./s3-photo-store";

allowTimeForScrypt();

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.stop();
});

/** The keys in the bucket, as the S3 API lists them. */
async function bucketKeys(): Promise<string[]> {
  const client = new S3Client({
    region: s3.settings.region,
    endpoint: s3.settings.endpoint!,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  return (listed.Contents ?? []).map((o) => o.Key ?? "").sort();
}

describe("the S3 photo store against a local S3-compatible server", () => {
  it("puts, gets and deletes files under its prefix; a missing key is undefined", async () => {
    const store = s3PhotoStore(s3.settings);
    await store.put("designs/1/a-400.webp", Buffer.from("webp bytes"), "image/webp");
    expect(await bucketKeys()).toEqual(["site/designs/1/a-400.webp"]);
    expect(await store.get("designs/1/a-400.webp")).toEqual({
      data: Buffer.from("webp bytes"),
      contentType: "image/webp",
    });
    expect(await store.get("designs/1/none-400.webp")).toBeUndefined();
    expect(await store.get("../etc/passwd")).toBeUndefined();
    await store.delete(["designs/1/a-400.webp", "designs/1/gone-400.webp"]);
    expect(await bucketKeys()).toEqual([]);
  });
});

describeEachEngine("photos in an S3 bucket", (engine) => {
  const testDb = useTestDatabase(engine);
  it("an upload lands in the bucket, is served under /media, and its delete empties the bucket", async () => {
    const t = await createCatalogueTestApp(testDb.db, { photos: s3PhotoStore(s3.settings) });
    const api = ownerApi(t.app, t.token);
    const { status, body } = await api.upload<AdminDesignDetail>(9, await phonePhoto(), "IMG.jpg");
    expect(status).toBe(201);
    const photo = body.design.photos.at(-1)!;
    const keys = await bucketKeys();
    expect(keys).toHaveLength(7);
    expect(keys.every((k) => k.startsWith("site/designs/9/"))).toBe(true);
    const res = await t.app.request(photo.src);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");

    expect((await api.upload(9, svgWithScript(), "x.svg")).status).toBe(415);
    expect(await bucketKeys()).toEqual(keys);

    expect((await api.delete(`/designs/9/photos/${photo.id}`)).status).toBe(200);
    expect(await bucketKeys()).toEqual([]);
    expect((await t.app.request(photo.src)).status).toBe(404);
  });
});
