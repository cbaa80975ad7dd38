// One request kind of the soak, alone: which kind makes the server's memory grow?
//   npx tsx scripts/soak-one.ts <kind>      (after npm run build; kinds listed below)
// Starts the built server (demo mode, fresh SQLite database), drives that one request for
// SOAK_SECONDS (default 30) over SOAK_CONNECTIONS (8) and prints its rate and the server's
// resident memory every 5 s. SOAK_BUILD_DIR as for scripts/soak.ts; SOAK_NODE_ARGS passes flags
// to the server's node (e.g. "--heapsnapshot-signal=SIGUSR2"). Each lookup and contact message
// comes from its own address, as in the soak. `step` toggles one step of one order, so that
// order's timeline, and each answer with it, grows through the run.
import fs from "node:fs";
import path from "node:path";
import autocannon, { type Request } from "autocannon";
import { REPO_ROOT } from "./audit/build-dir";
import { startServer } from "./audit/serve";
import { DEMO_PASSWORDS } from "../src/server/auth/demo-accounts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 8);
const BUILD = path.resolve(process.env.SOAK_BUILD_DIR ?? path.join(REPO_ROOT, "build"));

const browser = { "accept-encoding": "gzip, deflate, br" };
let n = 0;
/** 10.a.b.c, a new address for each request. */
const address = () => {
  n++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function kinds(token: string): Record<string, Request> {
  const owner = { ...browser, authorization: `Bearer ${token}` };
  const json = { "content-type": "application/json" };
  return {
    home: { method: "GET", path: "/", headers: browser },
    products: { method: "GET", path: "/products", headers: browser },
    tracking: { method: "GET", path: "/tracking", headers: browser },
    lookup: {
      method: "GET",
      path: "/api/orders/RR2024001",
      setupRequest: (r) => ({ ...r, headers: { ...browser, "x-forwarded-for": address() } }),
    },
    contact: {
      method: "POST",
      path: "/api/contact",
      setupRequest: (r) => ({
        ...r,
        headers: { ...browser, ...json, "x-forwarded-for": address() },
        body: JSON.stringify({
          name: "Soak Visitor",
          phone: "+91 98290 41736",
          email: "",
          subject: "Bridal lehenga",
          message: "Hello there, please call.",
        }),
      }),
    },
    list: { method: "GET", path: "/api/admin/orders", headers: owner },
    step: {
      method: "PATCH",
      path: "/api/admin/orders/RR2024001/steps/step-3",
      setupRequest: (r) => ({
        ...r,
        headers: { ...owner, ...json },
        body: JSON.stringify({ status: n++ % 2 ? "completed" : "pending" }),
      }),
    },
  };
}

const kind = process.argv[2] ?? "";
const server = await startServer(BUILD, {
  env: { ADMIN_DEMO_MODE: "1", LOG_LEVEL: "warn" },
  quiet: true,
  nodeArgs: process.env.SOAK_NODE_ARGS?.split(" ").filter(Boolean) ?? [],
});
try {
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.168.1.10" },
    body: JSON.stringify({ username: "sunita", password: DEMO_PASSWORDS.sunita }),
  });
  if (!login.ok) throw new Error(`Owner login failed: ${login.status}`);
  const all = kinds(((await login.json()) as { token: string }).token);
  const request = all[kind];
  if (!request)
    throw new Error(`usage: npx tsx scripts/soak-one.ts <${Object.keys(all).join("|")}>`);
  const megabytes = () => {
    const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
    return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
  };
  const start = megabytes();
  const trace: string[] = [];
  const sampler = setInterval(() => trace.push(megabytes().toFixed(0)), 5000);
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [request],
  });
  clearInterval(sampler);
  console.log(
    `${kind}: ${result.requests.average.toFixed(0)} req/s, non-2xx ${result.non2xx}, ` +
      `RSS ${start.toFixed(0)} → ${megabytes().toFixed(0)} MB (every 5 s: ${trace.join(" ")})`,
  );
} finally {
  await server.stop();
}
