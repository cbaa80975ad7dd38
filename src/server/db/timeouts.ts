/**
 * How long the server waits on its database before answering 503 (docs/decisions/0010). A
 * database host that stops answering without closing its connections (a dead VM, a dropped
 * route) must cost a request a few seconds, never a hang, and the server must recover alone.
 */
export const DB_TIMEOUTS = {
  /** PostgreSQL: opening a connection, or waiting for a free one in the pool. */
  connectMs: 3_000,
  /** PostgreSQL server side: a statement running longer is cancelled (the connection lives). */
  statementMs: 5_000,
  /**
   * PostgreSQL client side: no answer at all in this time and the connection is thrown away.
   * Longer than statementMs, so a slow statement on a live server is cancelled by the server.
   */
  queryMs: 6_000,
  /** PostgreSQL server side: a transaction left open by a client that vanished is ended. */
  idleInTransactionMs: 10_000,
  /** PostgreSQL: idle pooled connections are closed after this. */
  poolIdleMs: 30_000,
  /** PostgreSQL: TCP keepalive probes on pooled connections start after this much quiet. */
  keepAliveMs: 10_000,
  /** SQLite: how long a write waits for another process's write lock (a second instance). */
  sqliteBusyMs: 5_000,
} as const;
