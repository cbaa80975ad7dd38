import type { Kysely } from "kysely";
import {
  ERASURE_LOG_PAGE,
  type ErasureCounts,
  type ErasureLogPage,
} from "../../shared/privacy-admin";
import { displayNameOf } from "../auth/owners";
import type { Database } from "../db/schema";

/**
 * The erasures done on customers' requests, newest first, a page at a time (by the primary key,
 * so a page costs the same however long the log grows): what the owners can show when asked
 * how a request was answered. The log holds no customer's data (customer-erasure.ts).
 */
export async function readErasureLog(
  db: Kysely<Database>,
  before?: number,
): Promise<ErasureLogPage> {
  let query = db
    .selectFrom("erasures")
    .select(["id", "erased_at", "erased_by", "counts"])
    .orderBy("id", "desc")
    .limit(ERASURE_LOG_PAGE + 1);
  if (before !== undefined) query = query.where("id", "<", before);
  const rows = await query.execute();
  const page = rows.slice(0, ERASURE_LOG_PAGE);
  return {
    entries: page.map((r) => ({
      id: r.id,
      erasedAt: r.erased_at,
      erasedBy: displayNameOf(r.erased_by),
      counts: JSON.parse(r.counts) as ErasureCounts,
    })),
    older: rows.length > ERASURE_LOG_PAGE ? page[page.length - 1]!.id : null,
  };
}
