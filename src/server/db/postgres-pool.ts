import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import pg from "pg";
import type { Logger } from "../log/logger";
import { DB_TIMEOUTS } from "./timeouts";

/**
 * pg's pool with every timeout set (db/timeouts.ts), as Kysely's PostgresDialect takes it. A
 * connection whose query failed without an answer from the server (read timeout, connection
 * cut) is closed instead of going back to the pool: pg would otherwise keep it, and every
 * later query on it would queue behind the lost one.
 */
export function createPostgresPool(connectionString: string, logger: Logger): PostgresPool {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: DB_TIMEOUTS.connectMs,
    idleTimeoutMillis: DB_TIMEOUTS.poolIdleMs,
    query_timeout: DB_TIMEOUTS.queryMs,
    statement_timeout: DB_TIMEOUTS.statementMs,
    idle_in_transaction_session_timeout: DB_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: DB_TIMEOUTS.keepAliveMs,
    application_name: "boutique-server",
  });
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on("error", (error) => logger.warn({ err: error }, "PostgreSQL connection lost"));
  return {
    connect: async () => new CheckedClient(await pool.connect()),
    end: () => pool.end(),
  };
}

/** PostgreSQL's own errors carry a SQLSTATE code; timeouts and cut connections do not. */
const answeredByServer = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === "string" &&
  /^[0-9A-Z]{5}$/.test((error as { code: string }).code);

class CheckedClient implements PostgresPoolClient {
  #client: pg.PoolClient;
  #lost: Error | undefined;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters?: ReadonlyArray<unknown>,
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sql !== "string") throw new Error("Cursors are not used by this server.");
    return this.#run<R>(sql, parameters ?? []);
  }

  async #run<R>(sql: string, parameters: ReadonlyArray<unknown>) {
    try {
      const result = await this.#client.query<R & pg.QueryResultRow>(sql, [...parameters]);
      const command = result.command as PostgresQueryResult<R>["command"];
      return { command, rowCount: result.rowCount ?? 0, rows: result.rows };
    } catch (error) {
      if (!answeredByServer(error)) this.#lost = error instanceof Error ? error : new Error("lost");
      throw error;
    }
  }

  release(): void {
    // pg closes a client released with an error instead of pooling it.
    this.#client.release(this.#lost);
  }
}
