import { createRequire } from "node:module";
import type { SqliteDatabase } from "kysely";
import { DB_TIMEOUTS } from "./timeouts";

/**
 * Opens the SQLite file for Kysely: with Node's own `node:sqlite` where Node has it (22.16 and
 * later), with better-sqlite3 on Node 20, which has none. better-sqlite3 12 is the last line
 * that runs on Node 20, and on Node 24.19 and later it aborts the process when one of its
 * statements is garbage-collected (`RemoveEnvironmentCleanupHook`: env is null); better-sqlite3
 * 13 fixes that but no longer loads on Node 20. Both speak the same SQLite file format.
 */
export function openSqliteFile(
  file: string,
  /** DELETE for a file no other process uses and that must stay one file (a backup's copy). */
  journal: "WAL" | "DELETE" = "WAL",
): SqliteDatabase {
  const builtin = builtinSqlite();
  const database = builtin ? openBuiltin(builtin, file) : openBetterSqlite3(file);
  database.exec(`PRAGMA journal_mode = ${journal}`);
  database.exec("PRAGMA foreign_keys = ON");
  // Another process (a second instance) may hold the write lock briefly; longer, and the
  // request fails (503) rather than waiting on.
  database.exec(`PRAGMA busy_timeout = ${DB_TIMEOUTS.sqliteBusyMs}`);
  return database;
}

type SqliteFile = SqliteDatabase & { exec(sql: string): void };

interface BuiltinSqlite {
  DatabaseSync: new (path: string) => BuiltinDatabase;
  StatementSync: { prototype: Partial<BuiltinStatement> };
}

/** node:sqlite as Kysely needs it: with `columns()` (Node 22.16 and later). */
function builtinSqlite(): BuiltinSqlite | undefined {
  const sqlite = process.getBuiltinModule("node:sqlite") as BuiltinSqlite | undefined;
  return typeof sqlite?.StatementSync.prototype.columns === "function" ? sqlite : undefined;
}

function openBetterSqlite3(file: string): SqliteFile {
  const require = createRequire(import.meta.url);
  const BetterSqlite3 = require("better-sqlite3") as typeof import("better-sqlite3");
  return new BetterSqlite3(file);
}

interface BuiltinStatement {
  all(...parameters: unknown[]): unknown[];
  run(...parameters: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(...parameters: unknown[]): IterableIterator<unknown>;
  columns(): unknown[];
}
interface BuiltinDatabase {
  exec(sql: string): void;
  prepare(sql: string): BuiltinStatement;
  close(): void;
}

/** node:sqlite's statements take their parameters one by one; Kysely passes an array. */
function openBuiltin(sqlite: BuiltinSqlite, file: string): SqliteFile {
  const database = new sqlite.DatabaseSync(file);
  return {
    exec: (sql) => database.exec(sql),
    close: () => database.close(),
    prepare(sql) {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...parameters),
        run: (parameters) => statement.run(...parameters),
        iterate: (parameters) => statement.iterate(...parameters),
      };
    },
  };
}
