// Soak test: `npm run soak` (builds first), or `npx tsx scripts/soak.ts` against an existing build.
// Starts the built server on a free loopback port with a fresh SQLite database, drives a mixed
// load (pages and assets, order tracking, contact messages, admin step updates) for
// SOAK_SECONDS (default 60) and samples the server's resident memory every second. Exits 1 on
// any failed request or when memory keeps growing after the warm-up.
//   SOAK_SECONDS=15            a quick try
//   SOAK_CONNECTIONS=8         concurrent keep-alive connections
//   SOAK_BUILD_DIR=/tmp/build  another build (default ./build)
//   SOAK_HEAP_DIR=/tmp/heap    heap snapshots of the server there, after the warm-up and at the
//                              end (node's --heapsnapshot-signal), to compare in Chrome's
//                              DevTools (Memory, Comparison) or with scripts/heap-diff.ts. Taking
//                              one stops the server for seconds (a few requests time out) and
//                              costs it 100 MB or more: that run's verdict is void.
// scripts/soak-one.ts drives one request kind of this mix alone.
import fs from "node:fs";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import { startServer } from "./audit/serve";
import { REPO_ROOT } from "./audit/build-dir";
import { STEP_STATUSES } from "../src/shared/orders";
import { PRODUCTION_STEP_TEMPLATE } from "../src/shared/production-steps";
import { SAMPLE_ORDERS } from "../src/shared/sample-orders";
import { DEMO_ORDER_IDS } from "../src/shared/tracking";
import { DEMO_PASSWORDS } from "../src/server/auth/demo-accounts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const WARM_UP_SECONDS = Math.min(15, Math.floor(SECONDS / 4));
/** After the warm-up, resident memory may grow by at most this much (both must hold). */
const RSS_GROWTH_LIMIT = { fraction: 0.3, bytes: 40 * 1024 * 1024 };

const BUILD = path.resolve(process.env.SOAK_BUILD_DIR ?? path.join(REPO_ROOT, "build"));
const OWNER = { username: "sunita", password: DEMO_PASSWORDS.sunita };

// ---- the server under test -------------------------------------------------------------
const HEAP_DIR = process.env.SOAK_HEAP_DIR;
const server = await startServer(BUILD, {
  env: { ADMIN_DEMO_MODE: "1" },
  quiet: true,
  nodeArgs: HEAP_DIR ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${HEAP_DIR}`] : [],
});
const base = server.url;

try {
  const code = await soak();
  await server.stop();
  process.exit(code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error(server.output());
  await server.stop();
  process.exit(1);
}

async function soak(): Promise<number> {
  const token = await logIn();
  const rss: { at: number; bytes: number }[] = [];
  const started = Date.now();
  const sample = () => rss.push({ at: (Date.now() - started) / 1000, bytes: residentBytes() });
  sample();
  const sampler = setInterval(sample, 1000);
  const snapshot = () => HEAP_DIR && process.kill(server.pid, "SIGUSR2");
  const warmUpSnapshot = setTimeout(snapshot, WARM_UP_SECONDS * 1000);

  const statuses = new Map<number, number>();
  const failures: string[] = [];
  const requests = visitorSession(token, (what, status) => {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if ((status < 200 || status >= 300) && failures.length < 10) failures.push(`${status} ${what}`);
  });
  console.log(
    `soak: ${SECONDS} s, ${CONNECTIONS} connections, ${requests.length} requests per visitor, ` +
      `warm-up ${WARM_UP_SECONDS} s, server pid ${server.pid}`,
  );
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  });
  clearInterval(sampler);
  clearTimeout(warmUpSnapshot);
  sample();
  if (HEAP_DIR) {
    snapshot();
    // Writing a snapshot stops the server for a few seconds; wait for the file to be whole.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    console.log(`heap snapshots in ${HEAP_DIR}`);
  }

  // Single samples jump with each garbage collection: compare medians of 5-second windows.
  const atStart = rss[0]!.bytes;
  const afterWarmUp = median(rss.filter((s) => s.at >= WARM_UP_SECONDS).slice(0, 5));
  const atEnd = median(rss.slice(-5));
  const peak = Math.max(...rss.filter((s) => s.at >= WARM_UP_SECONDS).map((s) => s.bytes));
  const growth = atEnd - afterWarmUp;
  const errors = result.errors + result.timeouts + result.non2xx;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

  console.log(
    `requests   ${result.requests.total} (${[...statuses].map(([s, n]) => `${n}×${s}`).join(", ")})`,
  );
  console.log(
    `errors     ${errors} (socket ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  console.log(`throughput ${result.requests.average.toFixed(0)} req/s average`);
  console.log(
    `latency    p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `RSS        start ${mb(atStart)}, after warm-up ${mb(afterWarmUp)} and at the end ${mb(atEnd)} ` +
      `(medians of 5 s), ` +
      `peak after warm-up ${mb(peak)}, growth after warm-up ${mb(growth)} ` +
      `(${((growth / afterWarmUp) * 100).toFixed(1)} %)`,
  );
  const every5s = rss.filter((s, i) => i % 5 === 0 || i === rss.length - 1);
  console.log(`RSS trace  ${every5s.map((s) => `${s.at.toFixed(0)}s ${mb(s.bytes)}`).join(", ")}`);
  for (const f of failures) console.log(`failed     ${f}`);

  const tooMuchGrowth =
    growth > RSS_GROWTH_LIMIT.bytes || growth > RSS_GROWTH_LIMIT.fraction * afterWarmUp;
  if (tooMuchGrowth) {
    console.log(
      `FAIL: memory grew by more than ${RSS_GROWTH_LIMIT.fraction * 100} % or ` +
        `${mb(RSS_GROWTH_LIMIT.bytes)} after the warm-up`,
    );
  }
  if (errors > 0) console.log(`FAIL: ${errors} requests failed`);
  if (errors === 0 && !tooMuchGrowth) console.log("PASS: no errors, memory flat");
  return errors > 0 || tooMuchGrowth ? 1 : 0;
}

// ---- the mix ---------------------------------------------------------------------------
/**
 * One visitor's requests, repeated by every connection: browse pages and assets, track two
 * orders, send a message, and an owner's list view and step update. Each repetition is a new
 * visitor with its own address (X-Forwarded-For; the server trusts its proxy), so the
 * per-client rate limits never trip: what is measured is the server, not the limits.
 */
function visitorSession(token: string, report: (what: string, status: number) => void): Request[] {
  // A prerendered page (the home page is rendered by the server) names the same modules.
  const home = fs.readFileSync(path.join(BUILD, "client", "contact", "index.html"), "utf8");
  const asset = (pattern: RegExp) => {
    const found = pattern.exec(home)?.[1];
    if (!found) throw new Error(`No asset matching ${pattern} in the built contact page`);
    return found;
  };
  // The stylesheet is inlined; the page's module script names the JavaScript it loads.
  const root = asset(/"(\/assets\/root-[^"]+\.js)"/);
  const entry = asset(/"(\/assets\/entry\.client[^"]+\.js)"/);
  let visitors = 0;
  let updates = 0;
  const browser = { "accept-encoding": "gzip, deflate, br", accept: "*/*" };
  const owner = { ...browser, authorization: `Bearer ${token}` };
  const json = { "content-type": "application/json" };

  const step = (
    what: string,
    build: (n: number) => Omit<Request, "setupRequest" | "onResponse">,
  ): Request => ({
    setupRequest: (req, context: { visitor?: number }) => {
      context.visitor ??= visitors++;
      const made = build(context.visitor);
      const headers = {
        ...browser,
        ...made.headers,
        "x-forwarded-for": addressOf(context.visitor),
      };
      return { ...req, ...made, headers };
    },
    onResponse: (status) => report(what, status),
  });

  return [
    step("GET /", () => ({ method: "GET", path: "/" })),
    step("GET root module", () => ({ method: "GET", path: root })),
    step("GET entry.client", () => ({ method: "GET", path: entry })),
    step("GET /products", () => ({ method: "GET", path: "/products" })),
    step("GET design image", (n) => ({
      method: "GET",
      path: `/images/designs/design-${String((n % 19) + 1).padStart(2, "0")}.svg`,
    })),
    step("GET /manufacturing", () => ({ method: "GET", path: "/manufacturing" })),
    step("GET /tracking", () => ({ method: "GET", path: "/tracking" })),
    step("GET /api/orders/:id", (n) => ({
      method: "GET",
      path: `/api/orders/${DEMO_ORDER_IDS[n % DEMO_ORDER_IDS.length]}`,
    })),
    step("GET /api/orders/:id (lower case)", (n) => ({
      method: "GET",
      path: `/api/orders/${SAMPLE_ORDERS[n % SAMPLE_ORDERS.length]!.orderId.toLowerCase()}`,
    })),
    step("GET /contact", () => ({ method: "GET", path: "/contact" })),
    step("POST /api/contact", (n) => ({
      method: "POST",
      path: "/api/contact",
      headers: json,
      body: JSON.stringify({
        name: `Soak Visitor ${n}`,
        phone: "+91 98290 41736",
        email: n % 2 ? `visitor${n}@example.in` : "",
        subject: "Bridal lehenga",
        message: "Do you make Gota Patti lehengas for a December wedding? Please call me.",
      }),
    })),
    step("GET /api/admin/orders", () => ({
      method: "GET",
      path: "/api/admin/orders",
      headers: owner,
    })),
    step("PATCH /api/admin/orders/:id/steps/:stepId", () => {
      const k = updates++;
      const order = SAMPLE_ORDERS[k % SAMPLE_ORDERS.length]!;
      const stepId = PRODUCTION_STEP_TEMPLATE[Math.floor(k / 8) % 9]!.id;
      return {
        method: "PATCH",
        path: `/api/admin/orders/${order.orderId}/steps/${stepId}`,
        headers: { ...owner, ...json },
        body: JSON.stringify({ status: STEP_STATUSES[Math.floor(k / 72) % STEP_STATUSES.length] }),
      };
    }),
  ];
}

function median(samples: { bytes: number }[]): number {
  const sorted = samples.map((s) => s.bytes).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** 10.a.b.c, a new address for each of up to 16 million visitors. */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function logIn(): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.168.1.10" },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`Owner login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

// ---- process plumbing ------------------------------------------------------------------
/** The server process's resident set size, from /proc (Linux). */
function residentBytes(): number {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error("No VmRSS in /proc/<pid>/status");
  return Number(kb) * 1024;
}
