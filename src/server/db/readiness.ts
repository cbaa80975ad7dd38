import { sql, type Kysely } from "kysely";
import { MIGRATION_NAMES } from "./migrate";

/** A monitor's probe must answer in time even when the database host does not. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * True when the database answers and has every migration this build knows. False on any
 * error, or after READINESS_TIMEOUT_MS without an answer.
 */
export async function databaseReady<T>(db: Kysely<T>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  const check = sql<{ name: string }>`SELECT name FROM kysely_migration`
    .execute(db)
    .then(({ rows }) => {
      const applied = new Set(rows.map((r) => r.name));
      return MIGRATION_NAMES.every((name) => applied.has(name));
    })
    .catch(() => false);
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
