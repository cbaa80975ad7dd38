// Load benchmark: `npm run bench` (builds first), or `npx tsx scripts/bench.ts` against an
// existing build. Starts the production server (fresh SQLite database in a temporary folder,
// TRUST_PROXY=1) on a free loopback port and loads it with autocannon, one scenario at a time:
// the home page (brotli, then gzip), the tracking lookup, the contact submission, and a hashed
// asset (the root module) from the same server, to compare the page with a static file; then
// a bare node:http server returning the home page's brotli bytes as the ceiling. Prints req/s,
// p50/p99 latency, non-2xx responses and the server's peak resident memory per scenario, and
// the home page's figure beside the static file's.
//   BENCH_SECONDS=10          seconds per scenario (default 10, after a 1 s warm-up)
//   BENCH_CONNECTIONS=10      concurrent keep-alive connections (default 10)
//   BENCH_RUNS=3              rounds of every scenario, reporting each one's median (default 1)
//   AUDIT_BUILD_DIR=/tmp/b    another build (default ./build)
//   BENCH_CPU_PROF=/tmp/prof  the server runs under node --cpu-prof, its profile written there
//                             when it stops (open it in Chrome's DevTools, Performance tab)
//   --write                   also record the figures in docs/benchmarks.md (Benchmark section)
// Then the owners' scenarios (scripts/bench-owners/): each list view, a customer's page, the
// dashboard, searches, designs, the CSV exports, tracking while owners work, one request at a
// time, on the fresh sample database and on five years of a busy boutique (npm run
// db:load-sample) on SQLite and, with a PostgreSQL server, on PostgreSQL:
//   BENCH_TARGETS=small,sqlite,postgres   which databases (default: all three when
//                             BENCH_DATABASE_URL or TEST_DATABASE_URL names a PostgreSQL server,
//                             as `bash scripts/with-postgres.sh npm run bench` does)
//   BENCH_LARGE_DIR=/tmp/5y   keep the five years' SQLite there and reuse it next time
//   BENCH_OWNER_SECONDS=5     seconds per owners' scenario (at least 5 requests each)
//   --owners-only / --public-only   one part only
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import * as prettier from "prettier";
import { compressFile } from "../src/server/compressed-files";
import { buildDir, REPO_ROOT } from "./audit/build-dir";
import { table } from "./audit/report";
import { freePort, startServer } from "./audit/serve";
import { markdown } from "./bench-owners/report";
import { benchOwnersPart } from "./bench-owners/part";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const WARM_UP_SECONDS = 1;
const WRITE_DOCS = process.argv.includes("--write");
const DOC = path.join(REPO_ROOT, "docs", "benchmarks.md");
const ORDER_ID = "RR2024001";
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "*/*" };
const GZIP_ONLY = { ...BROWSER_HEADERS, "accept-encoding": "gzip, deflate" };
const HOME = "GET / (br)";
const CEILING = "GET / (ceiling: bare node:http, the same brotli bytes)";
const STATIC_FILE = "static file of the page's size, same server";
const SMALL_FILE = "small static file, same server";

interface Scenario {
  name: string;
  /** Which process serves it (its RSS is sampled). */
  server: "app" | "bare";
  /** The expected status of a good answer. */
  expect: number;
  requests: () => Request[];
}

interface Row {
  name: string;
  reqPerSec: number;
  /** Bytes received per answer, headers included. */
  bytesPerAnswer: number;
  p50: number;
  p99: number;
  total: number;
  expected: number;
  other: string;
  errors: number;
  peakRssMb: number;
  /** The server's CPU time (all its threads) per answer, µs: steadier than req/s on a busy machine. */
  cpuUsPerAnswer: number;
}

/** A distinct client address per request (10.x.y.z), so per-client rate limits never trip. */
let clients = 0;
const nextClient = () => {
  const n = ++clients;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** One request, sent with a fresh client address each time. */
const perClient = (request: Omit<Request, "setupRequest">): Request => ({
  ...request,
  setupRequest: (req) => ({
    ...req,
    headers: { ...BROWSER_HEADERS, ...request.headers, "x-forwarded-for": nextClient() },
  }),
});

function scenarios(staticPath: string): Scenario[] {
  const staticFile = (path: string, what: string): Scenario => ({
    name: `GET ${path} (${what})`,
    server: "app",
    expect: 200,
    requests: () => [{ method: "GET", path, headers: BROWSER_HEADERS }],
  });
  return [
    {
      name: HOME,
      server: "app",
      expect: 200,
      requests: () => [{ method: "GET", path: "/", headers: BROWSER_HEADERS }],
    },
    {
      name: "GET / (gzip)",
      server: "app",
      expect: 200,
      requests: () => [{ method: "GET", path: "/", headers: GZIP_ONLY }],
    },
    {
      name: `GET /api/orders/${ORDER_ID}`,
      server: "app",
      expect: 200,
      requests: () => [perClient({ method: "GET", path: `/api/orders/${ORDER_ID}` })],
    },
    {
      name: "POST /api/contact",
      server: "app",
      expect: 201,
      requests: () => [
        perClient({
          method: "POST",
          path: "/api/contact",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            name: "Bench Visitor",
            phone: "+91 98290 41736",
            email: "visitor@example.in",
            subject: "Bridal lehenga",
            message: "Do you make Gota Patti lehengas for a December wedding? Please call me.",
          }),
        }),
      ],
    },
    staticFile(staticPath, STATIC_FILE),
    staticFile("/favicon.svg", SMALL_FILE),
    {
      name: CEILING,
      server: "bare",
      expect: 200,
      requests: () => [{ method: "GET", path: "/", headers: BROWSER_HEADERS }],
    },
  ];
}

/** CPU time a process has used so far (user and system, all threads), ms; 0 when it is gone. */
function cpuMs(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/** Resident memory of a process, bytes (0 when it is gone). */
function rssBytes(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function load(url: string, requests: Request[], seconds: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, requests });
}

async function run(scenario: Scenario, url: string, pid: number): Promise<Row> {
  await load(url, scenario.requests(), WARM_UP_SECONDS);
  let peak = rssBytes(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), 100);
  const cpuBefore = cpuMs(pid);
  const result = await load(url, scenario.requests(), SECONDS);
  const cpuUsed = cpuMs(pid) - cpuBefore;
  clearInterval(sampler);
  peak = Math.max(peak, rssBytes(pid));
  const codes = Object.entries(result.statusCodeStats ?? {}).map(
    ([code, s]) => [Number(code), s.count ?? 0] as const,
  );
  const expected = codes.find(([code]) => code === scenario.expect)?.[1] ?? 0;
  const other = codes
    .filter(([code]) => code !== scenario.expect)
    .map(([code, n]) => `${n}×${code}`)
    .join(", ");
  return {
    name: scenario.name,
    reqPerSec: result.requests.average,
    bytesPerAnswer: result.requests.total ? result.throughput.total / result.requests.total : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    expected,
    other,
    errors: result.errors + result.timeouts,
    peakRssMb: peak / 1024 / 1024,
    cpuUsPerAnswer: result.requests.total ? (cpuUsed * 1000) / result.requests.total : 0,
  };
}

/** A minimal node:http server answering every request with `body`, in its own process. */
async function startBare(body: Uint8Array, headers: Record<string, string>) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `bench-bare-${process.pid}.bin`);
  fs.writeFileSync(file, body);
  const code = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    http.createServer((req, res) => {
      res.writeHead(200, { ...${JSON.stringify(headers)}, "content-length": body.length });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => console.log("up"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (c) => reject(new Error(`bare server exited ${c}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        fs.rmSync(file, { force: true });
      }),
  };
}

function machine() {
  const cpuinfo = fs.readFileSync("/proc/cpuinfo", "utf8");
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model;
  let distro = os.type();
  try {
    distro =
      /^PRETTY_NAME="?([^"\n]+)"?/m.exec(fs.readFileSync("/etc/os-release", "utf8"))?.[1] ?? distro;
  } catch {
    // not Linux
  }
  return {
    cpus: os.availableParallelism(),
    model: model ?? "unknown",
    ramGb: os.totalmem() / 1024 ** 3,
    node: process.version,
    os: `${distro}, Linux ${os.release()}`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" "),
  };
}

function resultsTable(rows: Row[]): string[][] {
  return [
    [
      "scenario",
      "req/s",
      "server CPU µs/answer",
      "KB/answer",
      "p50 ms",
      "p99 ms",
      "requests",
      "non-2xx",
      "peak RSS MB",
    ],
    ...rows.map((r) => [
      r.name,
      r.reqPerSec.toFixed(0),
      r.cpuUsPerAnswer.toFixed(0),
      (r.bytesPerAnswer / 1024).toFixed(1),
      String(r.p50),
      String(r.p99),
      String(r.total),
      String(r.total - r.expected) +
        (r.other ? ` (${r.other})` : "") +
        (r.errors ? `, ${r.errors} socket errors` : ""),
      r.peakRssMb.toFixed(1),
    ]),
  ];
}

/** Replaces a generated block of docs/benchmarks.md (`bench:<name>:start`…), keeping the rest. */
async function writeDoc(name: string, block: string): Promise<void> {
  const [START, END] = [`<!-- bench:${name}:start -->`, `<!-- bench:${name}:end -->`];
  const generated = `${START}\n${block}\n${END}`;
  let doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, "utf8") : "# Benchmarks\n";
  if (doc.includes(START) && doc.includes(END)) {
    doc = doc.slice(0, doc.indexOf(START)) + generated + doc.slice(doc.indexOf(END) + END.length);
  } else {
    doc = `${doc.trimEnd()}\n\n## Benchmark\n\n${generated}\n`;
  }
  // The repository's format check covers docs: write it as Prettier would.
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  doc = await prettier.format(doc, { ...options, filepath: DOC });
  fs.mkdirSync(path.dirname(DOC), { recursive: true });
  fs.writeFileSync(DOC, doc);
  console.log(`recorded in ${path.relative(REPO_ROOT, DOC)}`);
}

/** Per scenario, the median run by req/s of several rounds (its requests and peak RSS too). */
function medians(rounds: Row[][]): Row[] {
  return rounds[0]!.map((_, i) => {
    const runs = rounds.map((round) => round[i]!).sort((a, b) => a.reqPerSec - b.reqPerSec);
    return runs[Math.floor(runs.length / 2)]!;
  });
}

/**
 * The hashed asset whose brotli copy is nearest in size to the home page's (by ratio): the page
 * and the file then cost the same bytes, and what differs is how the server finds and sends
 * them.
 */
function assetOfSize(client: string, bytes: number): string {
  const dir = path.join(client, "assets");
  const distance = (file: string) => {
    const content = fs.readFileSync(path.join(dir, file));
    const br = compressFile(content, "text/javascript").br?.length ?? content.length;
    return Math.abs(Math.log(br / bytes));
  };
  const [nearest] = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, distance: distance(file) }))
    .sort((a, b) => a.distance - b.distance);
  if (!nearest) throw new Error("No JavaScript asset in the build");
  return `/assets/${nearest.file}`;
}

/** The home page beside the static files: serving a page should cost no more than a file. */
function comparison(rows: Row[]): string {
  const home = rows.find((r) => r.name === HOME);
  const sameSize = rows.find((r) => r.name.includes(STATIC_FILE));
  const small = rows.find((r) => r.name.includes(SMALL_FILE));
  const ceiling = rows.find((r) => r.name === CEILING);
  if (!home || !sameSize || !small || !ceiling) return "";
  const figure = (r: Row) =>
    `${r.reqPerSec.toFixed(0)} req/s (${(r.bytesPerAnswer / 1024).toFixed(1)} KB an answer)`;
  const percent = (r: Row) => `${((home.reqPerSec / r.reqPerSec) * 100).toFixed(0)} %`;
  return (
    `Home page (br) ${figure(home)}; static files on the same server: the asset of its size ` +
    `${figure(sameSize)}, the favicon ${figure(small)}. The page runs at ${percent(sameSize)} ` +
    `and ${percent(small)} of their rates, and at ${percent(ceiling)} of the bare node:http ` +
    `ceiling's ${ceiling.reqPerSec.toFixed(0)} req/s.`
  );
}

async function main(): Promise<void> {
  const build = buildDir();
  const client = path.join(build, "client");
  const m = machine();
  console.log(
    `bench: ${RUNS} × ${SECONDS} s per scenario after ${WARM_UP_SECONDS} s warm-up, ${CONNECTIONS} connections, ` +
      `loopback; ${m.cpus} CPUs (${m.model}), ${m.ramGb.toFixed(1)} GB RAM, Node ${m.node}, load ${m.load}`,
  );

  const profileDir = process.env.BENCH_CPU_PROF;
  const app = await startServer(build, {
    env: { TRUST_PROXY: "1" },
    ...(profileDir ? { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] } : {}),
  });
  // The home page is rendered by the server from the catalogue (kept once per revision, as the
  // server keeps it): its brotli copy made as the server makes it.
  const homeBrotli = compressFile(
    Buffer.from(await (await fetch(`${app.url}/`)).text()),
    "text/html; charset=utf-8",
  ).br!;
  const staticPath = assetOfSize(client, homeBrotli.length);
  const bare = await startBare(homeBrotli, {
    "content-type": "text/html; charset=utf-8",
    "content-encoding": "br",
  });
  const rounds: Row[][] = [];
  const idleRssMb = rssBytes(app.pid) / 1024 / 1024;
  try {
    // The order must exist (seeded), and the page must answer, before measuring.
    const check = await fetch(`${app.url}/api/orders/${ORDER_ID}`, {
      headers: { "x-forwarded-for": "192.0.2.1" },
    });
    if (check.status !== 200) throw new Error(`lookup of ${ORDER_ID} answered ${check.status}`);
    // Rounds rather than repeats in a row: a burst of load from elsewhere then spreads over
    // all scenarios instead of pulling one down.
    for (let round = 1; round <= RUNS; round++) {
      if (RUNS > 1) console.log(`round ${round} of ${RUNS}`);
      const rows: Row[] = [];
      for (const scenario of scenarios(staticPath)) {
        const target = scenario.server === "app" ? app : bare;
        const row = await run(scenario, target.url, target.pid);
        rows.push(row);
        console.log(
          `  ${row.name}: ${row.reqPerSec.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
            `${row.total - row.expected} unexpected statuses, peak RSS ${row.peakRssMb.toFixed(1)} MB`,
        );
      }
      rounds.push(rows);
    }
  } finally {
    await bare.stop();
    await app.stop();
  }

  const rows = medians(rounds);
  const t = resultsTable(rows);
  const runs = RUNS > 1 ? `median of ${RUNS} runs per scenario` : "";
  console.log(`\n${runs ? `(${runs})\n` : ""}${table(t)}`);
  console.log(`(server RSS after start, before load: ${idleRssMb.toFixed(1)} MB)`);
  console.log(comparison(rows));
  const bad = rounds.flat().filter((r) => r.total === 0 || r.expected / r.total < 0.99);
  for (const r of bad) {
    console.log(
      `WARNING: ${r.name}: only ${r.expected} of ${r.total} answers had the expected status`,
    );
  }

  if (WRITE_DOCS) {
    const date = new Date().toISOString().slice(0, 10);
    await writeDoc(
      "results",
      [
        `Measured ${date} with \`npm run bench\` (${runs ? `${runs}, ` : ""}${SECONDS} s per scenario after a ${WARM_UP_SECONDS} s warm-up,`,
        `${CONNECTIONS} keep-alive connections, autocannon on the same machine over loopback).`,
        "",
        `Machine: ${m.cpus} CPUs (${m.model}), ${m.ramGb.toFixed(1)} GB RAM, ${m.os}, Node ${m.node};`,
        `load average before the run ${m.load}.`,
        "",
        markdown(t),
        "",
        comparison(rows),
        "",
        `Server RSS after start, before any load: ${idleRssMb.toFixed(1)} MB. "non-2xx" counts answers`,
        "other than the expected status (200, or 201 for the contact form); every request of the",
        "lookup and contact scenarios came from its own client address, so no rate limit tripped.",
      ].join("\n"),
    );
  }
  if (bad.length > 0) process.exitCode = 1;
}

const m = machine();
if (!process.argv.includes("--owners-only")) await main();
if (!process.argv.includes("--public-only"))
  await benchOwnersPart(buildDir(), {
    machine: `${m.cpus} CPUs (${m.model}), ${m.ramGb.toFixed(1)} GB RAM, ${m.os}, Node ${m.node}; load average before the run ${m.load}`,
    write: WRITE_DOCS ? (block) => writeDoc("owners", block) : undefined,
  });
