/**
 * The built server (build/node/server.js, made by `npm run build`) as a real child process, for
 * tests that kill it, restart it, take its database away or run two of it side by side.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import type { DatabaseConfig } from "../db/open-database";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");
/** Another build can be pointed at (e.g. a private copy while build/ is being remade). */
const BUILD_DIR = path.resolve(process.env.BOUTIQUE_BUILD_DIR ?? path.join(REPO_ROOT, "build"));
const SERVER_JS = path.join(BUILD_DIR, "node", "server.js");
const CLIENT_DIR = path.join(BUILD_DIR, "client");

/** Fails with the remedy when the build is missing, instead of a confusing spawn error. */
export function requireBuild(): { serverJs: string; clientDir: string } {
  for (const file of [SERVER_JS, path.join(CLIENT_DIR, "contact", "index.html")]) {
    if (!fs.existsSync(file)) {
      throw new Error(
        `${file} is missing: these tests start the built server. Run npm run build first.`,
      );
    }
  }
  return { serverJs: SERVER_JS, clientDir: CLIENT_DIR };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM (a clean stop), or SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
  /** SIGKILL at once: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
}

const running = new Set<ServerProcess>();

/**
 * Starts `node build/node/server.js` on a port the OS picks (PORT=0; the server prints the
 * one it got), trusting X-Forwarded-For so tests can act as many clients. Resolves when it
 * listens; rejects with its output if it exits or takes over 50 s. `settings` adds to (or
 * overrides) its environment: demo mode off, passwords, backups.
 */
export async function startServer(
  database: DatabaseConfig,
  /** More settings, e.g. ADMIN_DEMO_MODE=0 with the owners' passwords. */
  settings: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const child = spawnServer(database, settings);
  let output = "";
  const exited = once(child, "exit");
  const url = await new Promise<string>((resolve, reject) => {
    // A hang guard, 50 s (within the tests' own 60 s): under a fresh-clone CI's load a start
    // took 13 to 41 s (2026-11-29). A server that did not start is killed, not left running
    // beside the tests that follow: eight were still running 90 minutes after a CI run that
    // timed out on them.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 50_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}):\n${output}`));
    });
  });
  const gone = async (signal: NodeJS.Signals) => {
    running.delete(server);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    stop: () => gone("SIGTERM"),
    kill: () => gone("SIGKILL"),
  };
  running.add(server);
  return server;
}

function spawnServer(database: DatabaseConfig, settings: NodeJS.ProcessEnv): ChildProcess {
  const { serverJs, clientDir } = requireBuild();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: "0",
    HOST: "127.0.0.1",
    TRUST_PROXY: "1",
    DATA_DIR: database.dataDir,
    CLIENT_DIR: clientDir,
    // Required with demo mode off; these servers' messages link to this machine.
    PUBLIC_URL: "http://localhost",
    ...settings,
  };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return spawn(process.execPath, [serverJs], { env, stdio: ["ignore", "pipe", "pipe"] });
}

/**
 * Starts the built server where it must refuse to start: resolves with its exit code and
 * output once it exits. If it listens instead, it is stopped and the promise rejects.
 */
export async function startRefused(
  database: DatabaseConfig,
  settings: NodeJS.ProcessEnv = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(database, settings);
  let output = "";
  const exited = once(child, "exit");
  const listening = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/http:\/\/localhost:\d+/.test(output)) resolve();
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
  });
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const first = await Promise.race([
    exited.then(() => "exited"),
    listening.then(() => "listening"),
  ]);
  if (first === "listening") child.kill("SIGTERM");
  await exited;
  clearTimeout(timer);
  if (first === "listening") throw new Error(`the server started instead of refusing:\n${output}`);
  return { code: child.exitCode, output };
}

/** Stops every server this file started that is still running (for afterAll). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

/** JSON request helpers for a running server, acting as client `ip`. */
export function httpClient(baseUrl: string) {
  const call = async (
    method: string,
    url: string,
    options: { body?: unknown; token?: string; ip?: string } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers["x-forwarded-for"] = options.ip;
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, json, text };
  };
  return {
    get: (url: string, options?: { token?: string; ip?: string }) => call("GET", url, options),
    post: (url: string, body: unknown, options?: { token?: string; ip?: string }) =>
      call("POST", url, { ...options, body }),
    patch: (url: string, body: unknown, options?: { token?: string; ip?: string }) =>
      call("PATCH", url, { ...options, body }),
  };
}
