import path from "node:path";
import { z } from "zod";

/** The only module that reads process.env. Invalid settings stop the server with a clear message. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  CLIENT_DIR: z.string().default("./build/client"),
  /** Believe X-Forwarded-For for the client address: set only behind a reverse proxy. */
  TRUST_PROXY: z
    .enum(["0", "1", "true", "false"])
    .default("0")
    .transform((v) => v === "1" || v === "true"),
  NODE_ENV: z.string().default("production"),
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
