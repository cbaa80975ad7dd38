import { PostgresAdapter, type Kysely } from "kysely";
import type { Engine } from "./schema";

/** Which engine a Kysely instance (or transaction) speaks to. */
export const engineOf = <T>(db: Kysely<T>): Engine =>
  db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
