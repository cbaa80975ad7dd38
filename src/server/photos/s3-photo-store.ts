import type { S3Client } from "@aws-sdk/client-s3";
import { contentTypeOf, isPhotoKey, type PhotoStore } from "./photo-store";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server's URL (MinIO, R2, …); AWS itself when absent. */
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Put before every key ("boutique/"), to share a bucket. */
  prefix: string;
}

/**
 * The photos in an S3 bucket, for several instances serving one site. The server still serves
 * them under /media (same origin, the site's own policy and caching), reading from the bucket.
 * Checksums only when an operation requires them: S3-compatible servers do not all know the
 * SDK's newer default ones.
 */
export function s3PhotoStore(settings: S3Settings): PhotoStore {
  // The SDK is loaded with the first photo asked for, not at start (~10 MB of resident memory).
  let loaded: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        ...(settings.accessKeyId && settings.secretAccessKey
          ? {
              credentials: {
                accessKeyId: settings.accessKeyId,
                secretAccessKey: settings.secretAccessKey,
              },
            }
          : {}),
      }),
    })));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  return {
    description: `S3 bucket ${Bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}`,
    async put(key, data, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      if (!isPhotoKey(key)) return undefined;
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        if (!answer.Body) return undefined;
        const data = Buffer.from(await answer.Body.transformToByteArray());
        return { data, contentType: contentTypeOf(key) };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return undefined;
        if (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)
          return undefined;
        throw error;
      }
    },
    async delete(keys) {
      const { sdk, client } = await s3();
      // One by one: DeleteObjects needs a checksum header some compatible servers refuse.
      for (const key of keys)
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
  };
}
