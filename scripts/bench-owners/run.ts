/**
 * The owners' scenarios on each target: its database made (targets.ts), the built server
 * started on it in production mode, one owner logged in, each scenario measured one request at
 * a time (measure.ts) while the server's resident memory is sampled every 100 ms.
 */
import fs from "node:fs";
import { startServer } from "../audit/serve";
import { figures, keepSending, repeat, type Figures } from "./measure";
import { pick } from "./picks";
import { ownerScenarios } from "./scenarios";
import { prepareTarget, type TargetName } from "./targets";

export interface OwnerRow {
  scenario: string;
  target: TargetName;
  figures: Figures;
  /** The server's RSS just before the scenario and its peak during it. */
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface TargetMemory {
  target: TargetName;
  idleMb: number;
  peakMb: number;
  endMb: number;
}

export interface RepeatSettings {
  seconds: number;
  min: number;
  max: number;
}

const PASSWORD = "bench-owner-password-2027";
/** The real shop's settings: real dashboard figures, the owners' own passwords. */
const PRODUCTION = {
  ADMIN_DEMO_MODE: "0",
  PUBLIC_URL: "http://localhost",
  ADMIN_PASSWORD_SUNITA: PASSWORD,
  ADMIN_PASSWORD_REKHA: `${PASSWORD}-r`,
  LOG_LEVEL: "warn",
};

/** Resident memory of a process, MB (0 when it is gone). */
export function rssMb(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

async function logIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "192.168.7.7" },
    body: JSON.stringify({ username: "sunita", password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`Owner login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export async function benchOwners(
  build: string,
  names: readonly TargetName[],
  settings: RepeatSettings,
  log: (line: string) => void,
): Promise<{ rows: OwnerRow[]; memory: TargetMemory[] }> {
  const rows: OwnerRow[] = [];
  const memory: TargetMemory[] = [];
  for (const name of names) {
    log(`owners' scenarios on the ${name} database:`);
    const target = await prepareTarget(name, log);
    try {
      const server = await startServer(build, {
        env: { ...target.env, ...PRODUCTION },
        quiet: true,
      });
      try {
        const token = await logIn(server.url);
        const connection = target.connect();
        const picks = await pick(connection).finally(() => connection.close());
        const idleMb = rssMb(server.pid);
        let peakMb = idleMb;
        let scenarioPeak = idleMb;
        const sampler = setInterval(() => {
          const now = rssMb(server.pid);
          peakMb = Math.max(peakMb, now);
          scenarioPeak = Math.max(scenarioPeak, now);
        }, 100);
        try {
          for (const scenario of ownerScenarios(token, picks)) {
            const rssBeforeMb = rssMb(server.pid);
            scenarioPeak = rssBeforeMb;
            const loops = (scenario.meanwhile ?? []).map((p) => keepSending(server.url, p));
            if (loops.length > 0) await new Promise((r) => setTimeout(r, 300));
            const samples = await repeat(server.url, scenario.probe, settings);
            await Promise.all(loops.map((l) => l.stop()));
            const row: OwnerRow = {
              scenario: scenario.name,
              target: name,
              figures: figures(samples),
              rssBeforeMb,
              rssPeakMb: Math.max(scenarioPeak, rssMb(server.pid)),
            };
            rows.push(row);
            const f = row.figures;
            log(
              `  ${scenario.name}: p50 ${f.p50.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms ` +
                `(${f.n}), ${f.decodedKb.toFixed(1)} KB, first byte ${f.firstByteP50.toFixed(1)} ms, ` +
                `RSS ${rssBeforeMb.toFixed(0)} → ${row.rssPeakMb.toFixed(0)} MB` +
                (f.failed ? `, ${f.failed} unexpected statuses` : ""),
            );
          }
        } finally {
          clearInterval(sampler);
        }
        memory.push({ target: name, idleMb, peakMb, endMb: rssMb(server.pid) });
      } finally {
        await server.stop();
      }
    } finally {
      await target.remove();
    }
  }
  return { rows, memory };
}
