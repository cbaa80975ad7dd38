import path from "node:path";
import { z } from "zod";
import { PASSWORD_LIMITS } from "../shared/account";
import { DEFAULT_BACKUP_KEEP } from "../shared/backups";
import { LOG_LEVELS } from "./log/logger";

const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1", "true", "false"])
    .default(fallback)
    .transform((v) => v === "1" || v === "true");

/** An owner's first password: used only to create her account (auth/account-sync.ts). */
const firstPassword = z
  .string()
  .max(PASSWORD_LIMITS.max, `must be at most ${PASSWORD_LIMITS.max} characters`)
  .optional();
const FIRST_PASSWORD_VARS = ["ADMIN_PASSWORD_SUNITA", "ADMIN_PASSWORD_REKHA"] as const;

/** The only module that reads process.env. Invalid settings stop the server with a clear message. */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional(),
    CLIENT_DIR: z.string().default("./build/client"),
    /** Believe X-Forwarded-For for the client address: set only behind a reverse proxy. */
    TRUST_PROXY: flag("0"),
    NODE_ENV: z.string().default("production"),
    /** Demo mode (default): the owners' passwords are the demo ones, printed on the login page. */
    ADMIN_DEMO_MODE: flag("1"),
    /**
     * With demo mode off: each owner's first password, which creates her account when the
     * database has none (or still has the demo password). The database keeps it from then on.
     */
    ADMIN_PASSWORD_SUNITA: firstPassword,
    ADMIN_PASSWORD_REKHA: firstPassword,
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    /** Where npm run backup and the daily backup write, one dated folder each. */
    BACKUP_DIR: z.string().default("./backups"),
    /** How many backups to keep (the oldest beyond are deleted after each new one). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(DEFAULT_BACKUP_KEEP),
    /** Hour of the day (0-23, India time) of the server's own daily backup; unset: none. */
    BACKUP_HOUR: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce.number().int().min(0).max(23).optional(),
    ),
    /** Folder of pg_dump and pg_restore when they are not the ones on PATH. */
    PGBIN: z.string().optional(),
    /** Uploaded photos: this folder (default DATA_DIR/photos), or the S3 bucket below. */
    PHOTOS_DIR: z.string().optional(),
    /** An S3(-compatible) bucket for the photos, when several instances serve the site. */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default("us-east-1"),
    /** An S3-compatible server's URL (MinIO, Cloudflare R2, …); AWS when unset. */
    S3_ENDPOINT: z.url({ error: "must be a URL (https://…)" }).optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path rather than the host name; default: on when S3_ENDPOINT is set. */
    S3_FORCE_PATH_STYLE: z.enum(["0", "1", "true", "false"]).optional(),
    /** Put before every key, to share a bucket ("boutique/"). */
    S3_PREFIX: z.string().default(""),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "is required with the other S3 key (or leave both unset for the default chain)",
      });
    // Demo mode ignores the first passwords; otherwise one given must be long enough to use.
    if (env.ADMIN_DEMO_MODE) return;
    for (const name of FIRST_PASSWORD_VARS) {
      const value = env[name];
      if (value !== undefined && value.length < PASSWORD_LIMITS.min) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `must be at least ${PASSWORD_LIMITS.min} characters`,
        });
      }
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** The photo store's settings: a folder, or an S3 bucket when S3_BUCKET is set. */
export function photoStoreSettings(env: Env) {
  if (!env.S3_BUCKET)
    return { kind: "folder" as const, dir: env.PHOTOS_DIR ?? path.join(env.DATA_DIR, "photos") };
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    kind: "s3" as const,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle:
      pathStyle === undefined
        ? Boolean(env.S3_ENDPOINT)
        : pathStyle === "1" || pathStyle === "true",
    prefix: env.S3_PREFIX,
  };
}

/** The uploaded photos' folder for the backups; null when they live in a bucket. */
export const photosDirOf = (env: Env): string | null => {
  const store = photoStoreSettings(env);
  return store.kind === "folder" ? store.dir : null;
};

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return {
    ...parsed.data,
    CLIENT_DIR: path.resolve(parsed.data.CLIENT_DIR),
    BACKUP_DIR: path.resolve(parsed.data.BACKUP_DIR),
  };
}
