// npm run db:load-sample -- --years 5 [--scale 1] [--seed 27]: fills a fresh database (DATA_DIR
// or DATABASE_URL, as the server reads them) with what a busy boutique holds after that many
// years, in demo mode (the owners log in with the demo passwords), and prints what it made.
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/open-database";
import { readEnv, requirePublicUrl } from "../src/server/env";
import { keepNewFilesPrivate } from "../src/server/private-files";
import { loadSample, PER_YEAR } from "./sample-data/load-sample";

const { values } = parseArgs({
  options: {
    years: { type: "string", default: "5" },
    scale: { type: "string", default: "1" },
    seed: { type: "string", default: "27" },
  },
});
const number = (name: string, text: string, min: number, max: number) => {
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) {
    console.error(`--${name} must be a number from ${min} to ${max} (got ${text})`);
    process.exit(2);
  }
  return n;
};
const years = number("years", values.years, 0.01, 20);
const scale = number("scale", values.scale, 0.0001, 10);
const seed = number("seed", values.seed, 0, 2 ** 32 - 1);

keepNewFilesPrivate();
const env = readEnv({ ...process.env, ADMIN_DEMO_MODE: "1" });
const started = performance.now();
const database = await openDatabase({
  dataDir: env.DATA_DIR,
  databaseUrl: env.DATABASE_URL,
  mode: "demo",
});
const where = env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `SQLite in ${env.DATA_DIR}`;
const perYear = (n: number) => Math.round(n * scale).toLocaleString("en-US");
console.log(
  `Loading ${years} years of a busy boutique into ${where}, demo mode: ` +
    `${perYear(PER_YEAR.customers)} customers and ${perYear(PER_YEAR.orders)} orders a year…`,
);
try {
  const made = await loadSample(database, {
    years,
    scale,
    seed,
    site: requirePublicUrl(env),
    log: (line) =>
      console.log(`  ${line} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
  });
  console.log("\nThe database now holds:");
  for (const [table, n] of Object.entries(made.rows))
    console.log(`  ${table.padEnd(18)} ${n.toLocaleString("en-US").padStart(10)}`);
  console.log("Orders:");
  for (const [what, n] of Object.entries(made.orders))
    console.log(`  ${what.padEnd(18)} ${n.toLocaleString("en-US").padStart(10)}`);
  console.log(
    `\nDone in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server on it ` +
      "(demo mode) and log in with the demo passwords the login page shows.",
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
