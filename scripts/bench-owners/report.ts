/** The owners' figures as tables: one row per scenario, a column group per database. */
import { TARGET_LABELS, type TargetName } from "./targets";
import type { OwnerRow, TargetMemory } from "./run";
import { isExport } from "./scenarios";

const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : n.toFixed(0)) : "–");
const kb = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toLocaleString("en-US"));

export function ownersTable(rows: OwnerRow[], targets: readonly TargetName[]): string[][] {
  const scenarios = [...new Set(rows.map((r) => r.scenario))];
  const head = ["scenario", ...targets.flatMap((t) => [`${TARGET_LABELS[t]}: p50 / p99 ms`, "KB"])];
  return [
    head,
    ...scenarios.map((scenario) => [
      scenario,
      ...targets.flatMap((t) => {
        const row = rows.find((r) => r.scenario === scenario && r.target === t);
        if (!row) return ["", ""];
        const f = row.figures;
        const failed = f.failed ? ` (${f.failed} failed)` : "";
        return [`${ms(f.p50)} / ${ms(f.p99)}${failed}`, kb(f.decodedKb)];
      }),
    ]),
  ];
}

/** Each export's first byte and how far the server's memory rose while it ran. */
export function exportsTable(rows: OwnerRow[], targets: readonly TargetName[]): string[][] {
  const exports = [...new Set(rows.map((r) => r.scenario).filter(isExport))];
  return [
    ["export", ...targets.map((t) => `${TARGET_LABELS[t]}: first byte ms / RSS growth MB`)],
    ...exports.map((scenario) => [
      scenario,
      ...targets.map((t) => {
        const row = rows.find((r) => r.scenario === scenario && r.target === t);
        return row
          ? `${ms(row.figures.firstByteP50)} / ${(row.rssPeakMb - row.rssBeforeMb).toFixed(0)}`
          : "";
      }),
    ]),
  ];
}

export function memoryTable(memory: TargetMemory[]): string[][] {
  return [
    ["server RSS, MB", "after start", "peak", "at the end"],
    ...memory.map((m) => [
      TARGET_LABELS[m.target],
      m.idleMb.toFixed(0),
      m.peakMb.toFixed(0),
      m.endMb.toFixed(0),
    ]),
  ];
}

/** Markdown of a table (first row: the header; numbers right-aligned). */
export function markdown(rows: string[][]): string {
  const esc = (s: string) => s.replace(/\|/g, "\\|");
  const [head, ...body] = rows;
  return [
    `| ${head!.map(esc).join(" | ")} |`,
    `| ${head!.map((_, i) => (i === 0 ? "---" : "---:")).join(" | ")} |`,
    ...body.map((r) => `| ${r.map(esc).join(" | ")} |`),
  ].join("\n");
}
