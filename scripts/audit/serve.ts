import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { REPO_ROOT } from "./build-dir";

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  pid: number;
  /** Stops the server (SIGTERM, then SIGKILL after 5 s) and removes its data folder. */
  stop(): Promise<void>;
  /** Undefined while the server runs; its exit code or signal once it has ended. */
  exited(): string | undefined;
  /** The last 20,000 characters the server printed. */
  output(): string;
}

/** A free TCP port on the loopback interface, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server of `build` (<build>/node/server.js, CLIENT_DIR <build>/client) on
 * a free loopback port with a fresh SQLite database in a temporary folder.
 */
export async function startServer(
  build: string,
  options: { env?: Record<string, string>; nodeArgs?: string[]; quiet?: boolean } = {},
): Promise<RunningServer> {
  const entry = path.join(build, "node", "server.js");
  if (!fs.existsSync(entry)) throw new Error(`No server build at ${entry}: run npm run build`);
  linkNodeModules(build);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-audit-"));
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(build, "client"),
      TRUST_PROXY: "1",
      NODE_ENV: "production",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 20_000) output = output.slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    await kill(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  if (!options.quiet) console.log(`server: ${url} (pid ${child.pid}, data ${dataDir})`);
  return {
    url,
    port,
    pid: child.pid ?? 0,
    exited: () =>
      child.exitCode !== null
        ? `exit code ${child.exitCode}`
        : child.signalCode !== null
          ? `signal ${child.signalCode}`
          : undefined,
    output: () => output,
    async stop() {
      await kill(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with code ${child.exitCode}:\n${log()}`);
    }
    try {
      const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server did not answer on ${url} within 30 s:\n${log()}`);
}

function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * The server bundle keeps npm packages external, so a copy of build/ outside the repository
 * (AUDIT_BUILD_DIR=/tmp/…) cannot resolve them: give the copy a link to the repository's.
 */
function linkNodeModules(build: string): void {
  const inRepo = !path.relative(REPO_ROOT, build).startsWith("..");
  const link = path.join(build, "node_modules");
  if (inRepo || fs.existsSync(link)) return;
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), link, "dir");
  console.log(`linked ${link} -> ${path.join(REPO_ROOT, "node_modules")}`);
}
