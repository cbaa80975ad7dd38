import type { AxeResult } from "./axe";
import { axeTargets } from "./axe";
import { BUDGETS } from "./budgets";
import type { RouteJs, Transfer } from "./js-budget";
import type { LighthouseRun } from "./lighthouse";
import type { VnuResult } from "./vnu";

const MISS = " ✗";

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
export function mainTable(routes: string[], lighthouse: LighthouseRun[], js: RouteJs[]): string {
  const b = BUDGETS.lighthouse;
  const cell = (text: string, ok: boolean) => text + (ok ? "" : MISS);
  const rows = [["route", "perf", "a11y", "bp", "seo", "LCP ms", "CLS", "TBT ms", "JS KB gz"]];
  for (const route of routes) {
    const lh = lighthouse.find((r) => r.route === route);
    const j = js.find((r) => r.route === route);
    const jsCell = j ? cell(fmt(j.kbGzip, 1), j.kbGzip <= BUDGETS.jsKbGzip) : "–";
    if (!lh) {
      rows.push([route, "–", "–", "–", "–", "–", "–", "–", jsCell]);
      continue;
    }
    const s = lh.scores;
    rows.push([
      route + (lh.runs > 1 ? ` (best of ${lh.runs})` : ""),
      cell(fmt(s.performance), s.performance >= b.performance),
      cell(fmt(s.accessibility), s.accessibility >= b.accessibility),
      cell(fmt(s["best-practices"]), s["best-practices"] >= b.bestPractices),
      cell(fmt(s.seo), s.seo >= b.seo),
      cell(fmt(lh.lcpMs), lh.lcpMs <= b.lcpMs),
      cell(fmt(lh.cls, 3), lh.cls <= b.cls),
      cell(fmt(lh.tbtMs), lh.tbtMs <= b.tbtMs),
      jsCell,
    ]);
  }
  const budgetRow = [
    "budget",
    `≥${b.performance}`,
    `≥${b.accessibility}`,
    `≥${b.bestPractices}`,
    `≥${b.seo}`,
    `≤${b.lcpMs}`,
    `≤${b.cls}`,
    `≤${b.tbtMs}`,
    `≤${BUDGETS.jsKbGzip}`,
  ];
  return table([...rows, budgetRow]);
}

/** Lighthouse audits that keep a category below 100, grouped by audit across routes. */
export function lighthouseDetails(runs: LighthouseRun[]): string[] {
  const lines: string[] = [];
  for (const run of runs) {
    if (run.error) lines.push(`  ${run.route}: Lighthouse failed: ${run.error}`);
    if (run.runs > 1) {
      lines.push(
        `  ${run.route}: ${run.runs} runs, performance ${run.perfScores.join(", ")}; best kept`,
      );
    }
    for (const d of run.diagnostics) lines.push(`  ${run.route}: ${d}`);
  }
  const byAudit = new Map<
    string,
    { audit: LighthouseRun["failingAudits"][number]; routes: string[] }
  >();
  for (const run of runs) {
    for (const audit of run.failingAudits) {
      const key = `${audit.category}/${audit.id}`;
      const entry = byAudit.get(key) ?? { audit, routes: [] };
      entry.routes.push(run.route + (audit.displayValue ? ` (${audit.displayValue})` : ""));
      byAudit.set(key, entry);
    }
  }
  for (const [key, { audit, routes }] of byAudit) {
    lines.push(`  ${key}: ${audit.title} [score ${audit.score}]`);
    lines.push(`      on ${routes.join(", ")}`);
    for (const item of audit.items) lines.push(`      - ${item}`);
  }
  return lines;
}

export function jsDetails(
  js: RouteJs[],
  adminSource: string,
  adminChunks: Set<string>,
  marksHydration: boolean,
): string[] {
  const lines = [
    `  admin code (${adminSource}): ${[...adminChunks].join(", ") || "none identified"}`,
  ];
  for (const r of js) {
    if (r.error) lines.push(`  ${r.route}: could not measure: ${r.error}`);
    if (marksHydration && !r.error && !r.hydrated) {
      lines.push(`  ${r.route}: no <html data-hydrated="true"> 3 s after the network went quiet`);
    }
    for (const e of r.pageErrors.slice(0, 3)) lines.push(`  ${r.route}: ${e}`);
    if (r.pageErrors.length > 3)
      lines.push(`  ${r.route}: … ${r.pageErrors.length - 3} more errors`);
    if (r.adminLoaded.length > 0) {
      lines.push(`  ${r.route}: LOADS ADMIN CODE ${r.adminLoaded.join(", ")}`);
    }
  }
  const worst = [...js].sort((a, b) => b.kbGzip - a.kbGzip)[0];
  if (worst && worst.files.length > 0) {
    const files = [...worst.files].sort((a, b) => b.gzipBytes - a.gzipBytes);
    lines.push(
      `  heaviest route ${worst.route}: ${files.length} files, ${fmt(worst.kbGzip, 1)} KB gz: ` +
        files
          .slice(0, 6)
          .map((f) => `${f.url.replace(/^\/assets\//, "")} ${fmt(f.gzipBytes / 1024, 1)}`)
          .join(", ") +
        (files.length > 6 ? ", …" : ""),
    );
  }
  return lines;
}

export function transferDetails(t: Transfer): string[] {
  if (t.error) return [`  ${t.route}: could not measure: ${t.error}`];
  return [
    `  ${t.route} at 390 px: ${fmt(t.totalKb, 1)} KB in ${t.requests} responses (budget ≤ ${BUDGETS.homeTransferKb} KB)${t.totalKb <= BUDGETS.homeTransferKb ? "" : MISS}`,
    `  largest: ${t.largest.map((l) => `${l.url} ${fmt(l.kb, 1)}`).join(", ")}`,
  ];
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
