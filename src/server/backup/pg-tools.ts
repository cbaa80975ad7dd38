import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** A dump or restore that takes longer than this is stuck (a silent host): it is stopped. */
const TOOL_TIMEOUT_MS = 30 * 60_000;

export type PgTool = "pg_dump" | "pg_restore" | "psql";

/**
 * The libpq environment for a postgres:// URL. The URL (with its password) goes to the tools
 * in their environment, never on a command line that `ps` shows to every user of the host.
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PGHOST: decodeURIComponent(url.hostname.replace(/^\[|\]$/g, "")) || "localhost",
    PGPORT: url.port || "5432",
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGCONNECT_TIMEOUT: "10",
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  // postgres://user@/db?host=/var/run/postgresql: a Unix socket folder.
  const socketDir = url.searchParams.get("host");
  if (socketDir) env.PGHOST = socketDir;
  const sslmode = url.searchParams.get("sslmode");
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

export interface PgToolRun {
  child: ChildProcess;
  /** Resolves when the tool exits 0; rejects with the tool's own error text otherwise. */
  done: Promise<void>;
}

/** Starts pg_dump, pg_restore or psql (from `pgBin`, else PATH) against `databaseUrl`. */
export function runPgTool(
  tool: PgTool,
  args: string[],
  options: { databaseUrl: string; pgBin?: string | undefined; stdin?: "pipe" | "ignore" },
): PgToolRun {
  const command = options.pgBin ? path.join(options.pgBin, tool) : tool;
  const child = spawn(command, args, {
    env: libpqEnv(options.databaseUrl),
    stdio: [options.stdin ?? "ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    if (stderr.length < 4_000) stderr += chunk.toString();
  });
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), TOOL_TIMEOUT_MS);
    child.once("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        new Error(
          error.code === "ENOENT"
            ? `${tool} was not found (install postgresql-client, or set PGBIN)`
            : `${tool} could not start: ${error.message}`,
        ),
      );
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${tool} failed (${code ?? signal}): ${stderr.trim() || "no output"}`));
    });
  });
  return { child, done };
}
