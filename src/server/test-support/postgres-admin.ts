/** Statements on the test PostgreSQL server itself (CREATE and DROP DATABASE), for the tests. */
import pg from "pg";

/** Runs `work` (a statement, or a function of a client) on the server at `serverUrl`. */
export async function admin(
  serverUrl: string,
  work: string | ((client: pg.Client) => Promise<void>),
): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await (typeof work === "string" ? client.query(work) : work(client));
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before the server has closed the backends, and FORCE would cut them
 * off mid-goodbye (noisy "terminating connection" errors), so wait for them to go first.
 */
export async function dropWhenIdle(client: pg.Client, name: string): Promise<void> {
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1",
      [name],
    );
    if (Number(rows[0]?.n) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
