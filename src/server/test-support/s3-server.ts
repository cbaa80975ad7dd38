import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import type { S3Settings } from "../photos/s3-photo-store";

/** What the tests use of @20minutes/s3rver (it ships no types). */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rver;

export const TEST_BUCKET = "boutique-photos";

export interface LocalS3 {
  /** The settings that point the photo store at it. */
  settings: S3Settings;
  /** The bucket's folder on disk: what is stored, as files. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver) on 127.0.0.1, storing in a temp folder, with the bucket
 * made. No network: the tests' S3 path runs against it. Signatures are checked loosely
 * (allowMismatchedSignatures), as s3rver computes some differently from the SDK.
 */
export async function startLocalS3(port = 0): Promise<LocalS3> {
  const require = createRequire(import.meta.url);
  const S3rverClass = require("@20minutes/s3rver") as S3rverClass;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-s3-"));
  const server = new S3rverClass({
    address: "127.0.0.1",
    port,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const address = await server.run();
  return {
    settings: {
      bucket: TEST_BUCKET,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${address.port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
      prefix: "site/",
    },
    directory,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
