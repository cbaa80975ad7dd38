/**
 * The folder photo store never follows a link inside its folder (issue 21 §4): a link planted
 * there (by a restored backup, by hand) to /etc/passwd or /proc/self/environ is not served.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mountMedia } from "./media-routes";
import { folderPhotoStore } from "./photo-store";

const temp = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-photo-store-"));
const root = path.join(temp, "photos");
const outside = path.join(temp, "secrets");
const store = folderPhotoStore(root);
const media = new Hono();
mountMedia(media, store);

beforeAll(async () => {
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(outside, "environ.jpg"), "SMTP_PASSWORD=hunter2");
  await store.put("designs/1/front.jpg", Buffer.from("a photo"), "image/jpeg");
  // A link as a photo, a link as a design's folder, and a pipe (which must not hang a read).
  fs.symlinkSync(path.join(outside, "environ.jpg"), path.join(root, "designs", "1", "back.jpg"));
  fs.symlinkSync(outside, path.join(root, "designs", "2"));
  execFileSync("mkfifo", [path.join(root, "designs", "1", "pipe.jpg")]);
});
afterAll(() => fs.rmSync(temp, { recursive: true, force: true }));

it("serves its own files", async () => {
  expect((await store.get("designs/1/front.jpg"))?.data.toString()).toBe("a photo");
  const res = await media.request("/media/designs/1/front.jpg");
  expect([res.status, await res.text()]).toEqual([200, "a photo"]);
});

it.each(["designs/1/back.jpg", "designs/2/environ.jpg", "designs/1/pipe.jpg"])(
  "never follows a link or reads anything but a plain file: %s",
  async (key) => {
    expect(await store.get(key)).toBeUndefined();
    const res = await media.request(`/media/${key}`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("hunter2");
  },
);

it("never writes through a linked folder", async () => {
  await expect(store.put("designs/2/new.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow(
    /link/,
  );
  expect(fs.readdirSync(outside)).toEqual(["environ.jpg"]);
});
