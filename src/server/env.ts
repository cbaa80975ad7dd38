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
  })
  .superRefine((env, ctx) => {
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

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return { ...parsed.data, CLIENT_DIR: path.resolve(parsed.data.CLIENT_DIR) };
}
