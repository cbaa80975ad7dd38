import type { AxeResult } from "./axe";
import { axeTargets } from "./axe";
import { GATE, GOALS, PAGE } from "./budgets";
import type { LighthouseRoute, Mode } from "./lighthouse";
import type { PageWeight } from "./page-weight";
import type { LibraryShare } from "./react-share";
import type { VnuResult } from "./vnu";

const MISS = " ✗";
/** A timing over its goal in the gate's table: printed, not gated. */
const OVER_GOAL = " ·";

/** Prints rows as an aligned text table (first row: the header). */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? "")].length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join(" | ");
  const rule = widths.map((w) => "-".repeat(w)).join("-|-");
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join("\n");
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "err");

/** The main table: one row per public page; Lighthouse columns where Lighthouse ran. */
export function mainTable(
  routes: string[],
  lighthouse: LighthouseRoute[],
  weights: PageWeight[],
  mode: Mode,
): string {
  const t = mode === "goals" ? GOALS : GATE;
  const cell = (text: string, ok: boolean) => text + (ok ? "" : MISS);
  // The gate prints timings against the goals without gating them (budgets.ts).
  const timing = (text: string, ok: boolean) =>
    mode === "goals" ? cell(text, ok) : text + (ok ? "" : OVER_GOAL);
  const goalOrReport = (target: string) => (mode === "goals" ? target : `(${target})`);
  const rows = [
    [
      "route",
      "perf",
      "a11y",
      "bp",
      "seo",
      "LCP ms",
      "CLS",
      "TBT ms",
      "JS KB gz",
      "KB",
      "req",
      "font KB",
    ],
  ];
  for (const route of routes) {
    const lh = lighthouse.find((r) => r.route === route);
    const w = weights.find((r) => r.route === route);
    const weightCells = w
      ? [
          cell(fmt(w.jsKbGzip, 1), w.jsKbGzip <= PAGE.jsKbGzip),
          cell(fmt(w.transferKb, 1), w.transferKb <= PAGE.transferKb),
          cell(fmt(w.requests), w.requests <= PAGE.requests),
          cell(fmt(w.fontKb, 1), w.fontKb <= PAGE.fontKb),
        ]
      : ["–", "–", "–", "–"];
    if (!lh) {
      rows.push([route, "–", "–", "–", "–", "–", "–", "–", ...weightCells]);
      continue;
    }
    const r = lh.reported;
    const s = r.scores;
    const runs = lh.runs.length;
    rows.push([
      route + (mode === "gate" && runs > 1 ? ` (best of ${runs})` : ""),
      timing(fmt(s.performance), s.performance >= GOALS.performance),
      cell(fmt(s.accessibility), s.accessibility >= t.accessibility),
      cell(fmt(s["best-practices"]), s["best-practices"] >= t.bestPractices),
      cell(fmt(s.seo), s.seo >= t.seo),
      timing(fmt(r.lcpMs), r.lcpMs <= GOALS.lcpMs),
      cell(fmt(r.cls, 3), r.cls <= t.cls),
      timing(fmt(r.tbtMs), r.tbtMs <= GOALS.tbtMs),
      ...weightCells,
    ]);
  }
  rows.push([
    mode === "goals" ? "goal" : "gate (· over a goal, not gated)",
    goalOrReport(`≥${GOALS.performance}`),
    `≥${t.accessibility}`,
    `≥${t.bestPractices}`,
    `≥${t.seo}`,
    goalOrReport(`≤${GOALS.lcpMs}`),
    `≤${t.cls}`,
    goalOrReport(`≤${GOALS.tbtMs}`),
    `≤${PAGE.jsKbGzip}`,
    `≤${PAGE.transferKb}`,
    `≤${PAGE.requests}`,
    `≤${PAGE.fontKb}`,
  ]);
  return table(rows);
}

/** Each route's runs (the spread), diagnostics, and audits below 100 grouped across routes. */
export function lighthouseDetails(routes: LighthouseRoute[], mode: Mode): string[] {
  const lines: string[] = [
    mode === "goals"
      ? "  every run (perf / LCP ms / TBT ms / CLS); the table shows each figure's median"
      : "  every run (perf / LCP ms / TBT ms / CLS); the table shows the best",
  ];
  for (const { route, runs, reported } of routes) {
    const each = runs.map((r) =>
      r.error
        ? `failed (${r.error})`
        : `${fmt(r.scores.performance)}/${fmt(r.lcpMs)}/${fmt(r.tbtMs)}/${fmt(r.cls, 3)}`,
    );
    lines.push(`  ${route}: ${each.join(", ")}`);
    if (reported.lcpElement)
      lines.push(`      largest paint: ${clip(reported.lcpElement.snippet)}`);
    for (const d of reported.diagnostics) lines.push(`      ${d}`);
  }
  const byAudit = new Map<
    string,
    { audit: LighthouseRoute["reported"]["failingAudits"][number]; routes: string[] }
  >();
  for (const { route, reported } of routes) {
    for (const audit of reported.failingAudits) {
      const key = `${audit.category}/${audit.id}`;
      const entry = byAudit.get(key) ?? { audit, routes: [] };
      entry.routes.push(route + (audit.displayValue ? ` (${audit.displayValue})` : ""));
      byAudit.set(key, entry);
    }
  }
  for (const [key, { audit, routes: where }] of byAudit) {
    lines.push(`  ${key}: ${audit.title} [score ${audit.score}]`);
    lines.push(`      on ${where.join(", ")}`);
    for (const item of audit.items) lines.push(`      - ${item}`);
  }
  return lines;
}

const clip = (text: string) => (text.length <= 140 ? text : `${text.slice(0, 139)}…`);

export function pageDetails(
  weights: PageWeight[],
  adminSource: string,
  adminChunks: Set<string>,
  marksHydration: boolean,
  share: LibraryShare,
): string[] {
  const lines = [
    `  libraries: React 19 ${fmt(share.reactKb, 1)} KB, React Router ${fmt(share.routerKb, 1)} KB (bundled alone, gzip -9)`,
    `  admin code (${adminSource}): ${[...adminChunks].join(", ") || "none identified"}`,
  ];
  for (const w of weights) {
    if (w.error) lines.push(`  ${w.route}: could not measure: ${w.error}`);
    if (marksHydration && !w.error && !w.hydrated) {
      lines.push(`  ${w.route}: no <html data-hydrated="true"> 3 s after the network went quiet`);
    }
    for (const e of w.pageErrors.slice(0, 3)) lines.push(`  ${w.route}: ${e}`);
    if (w.pageErrors.length > 3)
      lines.push(`  ${w.route}: … ${w.pageErrors.length - 3} more errors`);
    if (w.adminLoaded.length > 0) {
      lines.push(`  ${w.route}: LOADS ADMIN CODE ${w.adminLoaded.join(", ")}`);
    }
  }
  const heaviest = (key: "jsKbGzip" | "transferKb") =>
    [...weights].filter((w) => !w.error).sort((a, b) => b[key] - a[key])[0];
  const js = heaviest("jsKbGzip");
  if (js) {
    const files = [...js.js].sort((a, b) => b.gzipBytes - a.gzipBytes);
    lines.push(
      `  most JavaScript: ${js.route}, ${files.length} files, ${fmt(js.jsKbGzip, 1)} KB gz: ` +
        files
          .slice(0, 6)
          .map((f) => `${f.url.replace(/^\/assets\//, "")} ${fmt(f.gzipBytes / 1024, 1)}`)
          .join(", ") +
        (files.length > 6 ? ", …" : ""),
    );
  }
  const transfer = heaviest("transferKb");
  if (transfer) {
    lines.push(
      `  most transfer: ${transfer.route}, ${fmt(transfer.transferKb, 1)} KB in ${transfer.requests} responses; largest: ` +
        transfer.largest.map((l) => `${l.url} ${fmt(l.kb, 1)}`).join(", "),
    );
  }
  return lines;
}

export function axeDetails(results: AxeResult[]): string[] {
  const lines: string[] = [];
  const screens = results.length;
  const clean = results.filter((r) => !r.error && r.violations.length === 0).length;
  lines.push(`  ${screens} screens checked, ${clean} without violations`);
  for (const r of results.filter((x) => x.error)) {
    lines.push(`  ${r.screen} [${r.viewport}]: could not check: ${r.error}`);
  }
  const byRule = new Map<string, { impact: string; help: string; where: string[] }>();
  for (const r of results) {
    for (const v of r.violations) {
      const entry = byRule.get(v.id) ?? { impact: v.impact, help: v.help, where: [] };
      entry.where.push(`${r.screen} [${r.viewport}]: ${axeTargets(v)}`);
      byRule.set(v.id, entry);
    }
  }
  for (const [id, { impact, help, where }] of byRule) {
    lines.push(`  ${id} (${impact}): ${help}`);
    const shown = where.slice(0, 8);
    for (const w of shown) lines.push(`      ${w}`);
    if (where.length > shown.length)
      lines.push(`      … and ${where.length - shown.length} more screens`);
  }
  return lines;
}

export function vnuDetails(v: VnuResult): string[] {
  const lines = [`  ${v.files} files checked in ${fmt(v.seconds, 1)} s, ${v.errors.length} errors`];
  if (v.failure) lines.push(`  could not run: ${v.failure}`);
  for (const [attribute, count] of Object.entries(v.ignored))
    lines.push(
      `  ignored: ${count}× "${attribute}" attribute (a newer specification than the checker's)`,
    );
  // The same message repeats per element and per page: one entry per message.
  const byMessage = new Map<string, VnuResult["errors"]>();
  for (const e of v.errors) byMessage.set(e.message, [...(byMessage.get(e.message) ?? []), e]);
  for (const [message, errors] of byMessage) {
    const files = [...new Set(errors.map((e) => e.file))];
    const first = errors[0]!;
    lines.push(`  ${message}`);
    lines.push(
      `      ${errors.length}× in ${files.join(", ")}; first at ${first.file}:${first.line ?? "?"}:${first.column ?? "?"}`,
    );
    if (first.extract) lines.push(`      ${first.extract.slice(0, 160)}`);
  }
  return lines;
}
