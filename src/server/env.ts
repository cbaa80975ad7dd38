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
  })
  .superRefine((env, ctx) => {
    // Demo mode ignores them; otherwise one given must be long enough to be used.
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
