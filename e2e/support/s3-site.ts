/**
 * The server of the browser tests' S3 path (playwright.config.ts): production mode, so the
 * owners' passwords come from its settings, and its photos go to a local S3-compatible server.
 */
export const S3_SITE = {
  passwords: { sunita: "e2e sunita passphrase", rekha: "e2e rekha passphrase" },
  bucket: "boutique-photos",
  prefix: "site/",
  /** s3rver's own credentials. */
  key: "S3RVER",
} as const;
