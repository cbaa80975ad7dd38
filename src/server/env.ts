import path from "node:path";
import { z } from "zod";
import { PASSWORD_LIMITS } from "../shared/account";
import { DEFAULT_BACKUP_KEEP } from "../shared/backups";
import { LOG_LEVELS } from "./log/logger";
import { BUSINESS } from "../shared/business";
import { LANGUAGES } from "../shared/notifications";
import { PHONE_PATTERN } from "../shared/phone";

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

/** An unset variable and an empty one mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

/** A comma-separated list, each entry checked by `item`. */
const list = (fallback: string, item: (v: string) => boolean, what: string) =>
  z
    .string()
    .default(fallback)
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter((s) => s !== ""),
    )
    .refine((items) => items.every(item), `must be a comma-separated list of ${what}`);

const HOUR = "must be an hour from 0 to 23, or off";
const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * Messages to customers and owners (server/notifications). Nothing is configured by default:
 * messages are then recorded as not sent, for the owners to send by hand.
 */
const notificationEnv = {
  /** SMTP server for e-mail; unset: e-mail is not configured. */
  SMTP_HOST: optional(z.string().max(255)),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** starttls: upgrade the connection and refuse a server that cannot; implicit: TLS from the first byte (port 465); none: plain (a relay on loopback only). */
  SMTP_TLS: z.enum(["starttls", "implicit", "none"]).default("starttls"),
  SMTP_USER: optional(z.string().max(255)),
  SMTP_PASSWORD: optional(z.string().max(1024)),
  /** The From of every e-mail: "Rajwadi Rang <orders@example.in>". */
  SMTP_FROM: optional(z.string().max(255)),
  /** WhatsApp Business Cloud API: the access token and the business number's phone number ID. */
  WHATSAPP_TOKEN: optional(z.string().max(4096)),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d{1,32}$/, "must be digits")),
  WHATSAPP_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .default("https://graph.facebook.com/v21.0"),
  /** Where the owners' own messages go (new contact message, daily digest). */
  OWNER_EMAILS: list(BUSINESS.email, isEmail, "e-mail addresses"),
  OWNER_WHATSAPP: list(
    BUSINESS.phones[BUSINESS.chat.phoneIndex].e164,
    (v) => PHONE_PATTERN.test(v),
    "phone numbers",
  ),
  OWNER_LANGUAGE: z.enum(LANGUAGES).default("en"),
  /** The hour (0–23, India time) of the owners' daily digest, or off for none. */
  DIGEST_HOUR: z
    .union([
      z.literal("off").transform(() => null),
      z.coerce.number().int(HOUR).min(0, HOUR).max(23, HOUR),
    ])
    .default(8),
  /** How often the worker looks for messages to send, and how long a claim on one lasts. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(120_000),
};

/** Settings that only work together (either one alone is refused). */
const PAIRED = [
  ["SMTP_HOST", "SMTP_FROM"],
  ["SMTP_USER", "SMTP_PASSWORD"],
  ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID"],
] as const;
type Paired = Partial<Record<(typeof PAIRED)[number][number], string>>;

/** The message names the missing setting, never a value. */
function checkNotificationEnv<T extends Paired>(env: T, ctx: z.RefinementCtx<T>): void {
  for (const [a, b] of PAIRED) {
    for (const [set, missing] of [
      [a, b],
      [b, a],
    ] as const) {
      if (env[set] !== undefined && env[missing] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [missing],
          message: `is required when ${set} is set`,
        });
      }
    }
  }
}

const PUBLIC_URL_RULE =
  "must be the site's address as customers open it: https://host (or http://localhost for a trial), with no path";

/** An absolute https URL, or http on this machine (localhost, 127.x.x.x, ::1); no path. */
function isPublicUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const loopback = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(url.hostname);
  const scheme = url.protocol === "https:" || (url.protocol === "http:" && loopback);
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  return scheme && bare && !value.includes("?") && !value.includes("#");
}

/** The only module that reads process.env. Invalid settings stop the server with a clear message. */
const EnvSchema = z
  .object({
    ...notificationEnv,
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
    /**
     * The site's public address (https://www.example.in): every link in a message to a customer
     * starts with it. Required with demo mode off (requirePublicUrl); in demo mode it defaults
     * to this machine (http://localhost:PORT).
     */
    PUBLIC_URL: optional(
      z
        .string()
        .max(200)
        .refine(isPublicUrl, PUBLIC_URL_RULE)
        .transform((v) => v.replace(/\/+$/, "")),
    ),
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
  .superRefine(checkNotificationEnv)
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

/**
 * The address the links in messages start with. The server refuses to start with demo mode off
 * and no PUBLIC_URL: the customers' links would lead nowhere. (The host's commands, which send
 * no message, do not need it.)
 */
export function requirePublicUrl(env: Env): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL;
  if (env.ADMIN_DEMO_MODE) return `http://localhost:${env.PORT}`;
  throw new Error(
    `Invalid configuration:\n  PUBLIC_URL: is required with ADMIN_DEMO_MODE=0 (${PUBLIC_URL_RULE})`,
  );
}

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
