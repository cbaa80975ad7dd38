/**
 * `npm run bench`'s owners' part: which databases (BENCH_TARGETS), how long each scenario
 * (BENCH_OWNER_SECONDS), the tables printed and, with --write, recorded in docs/benchmarks.md.
 */
import { table } from "../audit/report";
import { exportsTable, markdown, memoryTable, ownersTable } from "./report";
import { benchOwners } from "./run";
import type { TargetName } from "./targets";

const TARGETS: readonly TargetName[] = ["small", "sqlite", "postgres"];

function targetsToRun(): TargetName[] {
  const postgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  const asked = process.env.BENCH_TARGETS?.split(",").map((t) => t.trim());
  for (const t of asked ?? [])
    if (!TARGETS.includes(t as TargetName))
      throw new Error(`BENCH_TARGETS: ${t} is not one of ${TARGETS.join(", ")}`);
  return (asked as TargetName[] | undefined) ?? TARGETS.filter((t) => t !== "postgres" || postgres);
}

export async function benchOwnersPart(
  build: string,
  options: { machine: string; write: ((block: string) => Promise<void>) | undefined },
): Promise<void> {
  const targets = targetsToRun();
  const seconds = Number(process.env.BENCH_OWNER_SECONDS ?? 5);
  const settings = { seconds, min: 5, max: 2000 };
  const started = Date.now();
  const { rows, memory } = await benchOwners(build, targets, settings, (line) => console.log(line));
  const tables = [ownersTable(rows, targets), exportsTable(rows, targets), memoryTable(memory)];
  console.log(`\n${tables.map(table).join("\n\n")}`);
  const failed = rows.filter((r) => r.figures.failed > 0);
  for (const r of failed)
    console.log(`WARNING: ${r.scenario} (${r.target}): ${r.figures.failed} unexpected statuses`);
  if (failed.length > 0) process.exitCode = 1;
  if (!options.write) return;
  const date = new Date().toISOString().slice(0, 10);
  await options.write(
    [
      `Measured ${date} with \`npm run bench\` (${targets.join(", ")}; one request at a time, ` +
        `${seconds} s and at least ${settings.min} requests per scenario after one unmeasured; ` +
        `${((Date.now() - started) / 60_000).toFixed(0)} minutes with the loading).`,
      "",
      `Machine: ${options.machine}.`,
      "",
      ...tables.flatMap((t) => [markdown(t), ""]),
    ].join("\n"),
  );
}
