// Upload storm: `npm run upload-storm` (builds first), or `npx tsx scripts/upload-storm.ts`
// against an existing build. Starts the built server (demo mode, fresh SQLite database), logs in
// as an owner and sends STORM_UPLOADS (default 24) photo uploads of about 13 MB at once to one
// design, sampling the server's resident memory every 50 ms. Prints RSS before, at its peak
// and after, and how the uploads were answered (issue 21 §3: memory must stay below 400 MB;
// uploads beyond the two admitted at a time get 503 before their bodies are read).
//   STORM_UPLOADS=16           another number of uploads
//   STORM_BUILD_DIR=/tmp/build another build (default ./build)
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { DEMO_PASSWORDS } from "../src/server/auth/demo-accounts";
import { REPO_ROOT } from "./audit/build-dir";
import { startServer } from "./audit/serve";

const UPLOADS = Number(process.env.STORM_UPLOADS ?? 24);
const BUILD = path.resolve(process.env.STORM_BUILD_DIR ?? path.join(REPO_ROOT, "build"));
const LIMIT_MB = 400;
const DESIGN = 2;

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A photo of about 13 MB: random pixels, which no codec can shrink, as an uncompressed PNG. */
async function bigPhoto(): Promise<Buffer> {
  const width = 2600;
  const height = 1700;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4)
    pixels.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

const server = await startServer(BUILD, { env: { ADMIN_DEMO_MODE: "1" }, quiet: true });
const residentBytes = () => {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) * 1024;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

try {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "sunita", password: DEMO_PASSWORDS.sunita }),
  });
  const { token } = (await login.json()) as { token: string };
  const photo = await bigPhoto();
  // One page and one upload first, so "before" is a server that has warmed up.
  await fetch(`${server.url}/products`).then((r) => r.arrayBuffer());
  await pause(1_000);
  const before = residentBytes();

  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes())), 50);
  const started = Date.now();
  const statuses = await Promise.all(
    Array.from({ length: UPLOADS }, async () => {
      const form = new FormData();
      form.set("photo", new Blob([new Uint8Array(photo)], { type: "image/png" }), "storm.png");
      const res = await fetch(`${server.url}/api/admin/designs/${DESIGN}/photos`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).catch(() => undefined);
      await res?.arrayBuffer();
      return res?.status ?? "failed";
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  await pause(3_000);
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes());
  const after = residentBytes();

  const counts = new Map<string, number>();
  for (const s of statuses) counts.set(String(s), (counts.get(String(s)) ?? 0) + 1);
  const answered = [...counts].map(([status, n]) => `${n} × ${status}`).join(", ");
  console.log(`Upload storm: ${UPLOADS} uploads of ${(photo.length / 1e6).toFixed(1)} MB at once`);
  console.log(`  answered in ${seconds.toFixed(1)} s: ${answered}`);
  console.log(`  server RSS: before ${mb(before)} MB, peak ${mb(peak)} MB, after ${mb(after)} MB`);
  console.log(`  limit ${LIMIT_MB} MB: ${peak < LIMIT_MB * 1024 * 1024 ? "held" : "EXCEEDED"}`);
  await server.stop();
  process.exit(peak < LIMIT_MB * 1024 * 1024 ? 0 : 1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(server.output());
  await server.stop();
  process.exit(1);
}
