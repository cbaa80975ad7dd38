/**
 * A private PostgreSQL cluster that a test can stop and start again (scripts/with-postgres.sh
 * in TypeScript): initdb in a temp folder, as user postgres when running as root, on a free
 * port. For tests of what the server does while its database is down.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const PGBIN = process.env.PGBIN ?? "/usr/lib/postgresql/15/bin";
const AS_ROOT = process.getuid?.() === 0;

export interface PostgresCluster {
  /** postgres:// URL of database `name` on this cluster. */
  url(name?: string): string;
  createDatabase(name: string): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  start(): Promise<void>;
  /** pg_ctl stop -m fast: open connections are cut, as in a crash or a failover. */
  stop(): Promise<void>;
  /** Stops the cluster (if running) and deletes its folder. */
  remove(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs a PostgreSQL program as the cluster's owner. */
async function pg(program: string, args: string[]): Promise<void> {
  const file = path.join(PGBIN, program);
  try {
    if (AS_ROOT) await run("runuser", ["-u", "postgres", "--", file, ...args]);
    else await run(file, args);
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${program} ${args.join(" ")} failed:\n${stderr ?? ""}${stdout ?? ""}`, {
      cause: error,
    });
  }
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  if (!fs.existsSync(path.join(PGBIN, "initdb"))) {
    throw new Error(`${PGBIN}/initdb not found (apt-get install -y postgresql, or set PGBIN)`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-pg-cluster-"));
  fs.chmodSync(dir, 0o755); // the postgres user must reach its folders inside
  const data = path.join(dir, "data");
  const runDir = path.join(dir, "run");
  fs.mkdirSync(data, { mode: 0o700 });
  fs.mkdirSync(runDir);
  if (AS_ROOT) await run("chown", ["postgres:postgres", data, runDir]);
  const port = await freePort();
  let running = false;

  const cluster: PostgresCluster = {
    url: (name = "postgres") => `postgres://postgres@127.0.0.1:${port}/${name}`,
    createDatabase: (name) =>
      pg("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", name]),
    async start() {
      await pg("pg_ctl", [
        ...["-D", data, "-l", path.join(runDir, "pg.log"), "-w", "-t", "30"],
        ...["-o", `-p ${port} -c listen_addresses=127.0.0.1 -k ${runDir}`, "start"],
      ]);
      running = true;
    },
    async stop() {
      await pg("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
      running = false;
    },
    async remove() {
      if (running) await cluster.stop().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    await pg("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    await cluster.start();
  } catch (error) {
    await cluster.remove();
    throw error;
  }
  return cluster;
}
