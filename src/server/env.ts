import path from "node:path";
import { z } from "zod";

const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1", "true", "false"])
    .default(fallback)
    .transform((v) => v === "1" || v === "true");

const ADMIN_PASSWORD_MIN = 12;
const ADMIN_PASSWORD_VARS = ["ADMIN_PASSWORD_SUNITA", "ADMIN_PASSWORD_REKHA"] as const;

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
    /** The owners' passwords when demo mode is off (required then). */
    ADMIN_PASSWORD_SUNITA: z.string().max(256, "must be at most 256 characters").optional(),
    ADMIN_PASSWORD_REKHA: z.string().max(256, "must be at most 256 characters").optional(),
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
    if (env.ADMIN_DEMO_MODE) return;
    for (const name of ADMIN_PASSWORD_VARS) {
      if ((env[name] ?? "").length < ADMIN_PASSWORD_MIN) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message: `is required when ADMIN_DEMO_MODE is off (at least ${ADMIN_PASSWORD_MIN} characters)`,
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

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return { ...parsed.data, CLIENT_DIR: path.resolve(parsed.data.CLIENT_DIR) };
}
