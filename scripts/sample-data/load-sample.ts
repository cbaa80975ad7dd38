/**
 * Fills a fresh database (demo mode, seeded) with what a busy boutique holds after some years:
 * per year 4,000 customers, 12,000 orders with their steps, history, timeline, payments and
 * messages, 56 new designs and 6,000 contact messages (five years: 20,000, 60,000, 300 designs
 * in all, 30,000). `scale` shrinks or grows the counts over the same years (the tests load a
 * small one). Written in bulk, a chunk of orders to a transaction.
 */
import { sql } from "kysely";
import { OWNER_USERNAMES } from "../../src/server/auth/owners";
import type { Db } from "../../src/server/db/schema";
import { DEFAULT_OWNERS } from "../../src/server/notifications/notify-setup";
import { retireOldData } from "../../src/server/privacy/retention";
import { DAY } from "./clock";
import { growCatalogue } from "./catalogue-growth";
import { planContactMessages } from "./contact-plan";
import { planCustomers } from "./customer-plan";
import { customerRows } from "./customer-rows";
import { insertAll, continueIds } from "./bulk-insert";
import { writeOrders } from "./order-writes";
import { existingData, storedCounts, type StoredCounts } from "./stored-counts";
import { seededRandom } from "./random";

export interface LoadOptions {
  years: number;
  /** 1: a busy boutique's volumes; 0.01: a hundredth of them over the same years. */
  scale: number;
  seed: number;
  /** The site's address, in her messages' links (PUBLIC_URL). */
  site: string;
  now?: Date;
  log?: (line: string) => void;
}

/** Per year of a busy boutique. */
export const PER_YEAR = { customers: 4000, orders: 12_000, designs: 281 / 5, messages: 6000 };

export async function loadSample(database: Db, options: LoadOptions): Promise<StoredCounts> {
  const { db, engine } = database;
  const log = options.log ?? (() => undefined);
  const now = (options.now ?? new Date()).getTime();
  const span = { from: now - options.years * 365.25 * DAY, to: now };
  const f = options.years * options.scale;
  const count = (perYear: number) => Math.round(perYear * f);
  const random = seededRandom(options.seed);
  const owners = OWNER_USERNAMES;

  const existing = await existingData(db);
  if (existing.ordersTaken > 0)
    throw new Error(
      `This database already holds ${existing.ordersTaken} orders besides the samples: load the sample data into a fresh one (an empty DATA_DIR, or a new PostgreSQL database).`,
    );

  const designs = await growCatalogue(db, count(PER_YEAR.designs), span, owners, random);
  log(`designs: ${designs.length} shown`);

  const plan = planCustomers(
    { customers: count(PER_YEAR.customers), orders: count(PER_YEAR.orders) },
    span,
    existing,
    random,
  );
  const madeBy = new Map(plan.customers.map((c) => [c.id, random.pick(owners)]));
  const records = customerRows(plan.customers, (c) => madeBy.get(c.id)!);
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, "customers", records.customers);
    await insertAll(trx, "consents", records.consents);
    await insertAll(trx, "customer_events", records.events);
  });
  log(`customers: ${records.customers.length}`);

  await writeOrders(database, plan, {
    random,
    now,
    site: options.site,
    owners,
    designs,
    firstOwner: (o) =>
      o === o.customer.orders[0] ? madeBy.get(o.customer.id)! : random.pick(owners),
    log,
  });

  const { keptMonths } = existing;
  const contact = planContactMessages(
    count(PER_YEAR.messages),
    plan.customers,
    { from: span.from, now, keptMonths, owners: DEFAULT_OWNERS },
    owners,
    random,
  );
  await db.transaction().execute(async (trx) => {
    await insertAll(trx, "contact_messages", contact.messages);
    await insertAll(trx, "outbox_messages", contact.notices);
  });
  log(`contact messages: ${contact.messages.length}`);

  await continueIds(db, engine, ["customers", "payments"]);
  // The server's retention run did this hourly over the years (old messages' texts cleared, a
  // few days' worth each time): done here a month at a time, then as of now.
  let cleared = 0;
  for (let t = span.from + 30 * DAY; t < now; t += 30 * DAY)
    cleared += (await retireOldData(db, new Date(t))).outboxTextsCleared;
  cleared += (await retireOldData(db, new Date(now))).outboxTextsCleared;
  log(`retention: ${cleared} old messages' texts cleared`);
  await compact(database);
  log(engine === "sqlite" ? "compacted (VACUUM)" : "statistics gathered (ANALYZE)");
  return storedCounts(db, new Date(now));
}

/**
 * SQLite: the file without the room the cleared texts took. PostgreSQL: the planner's
 * statistics, which autovacuum gathers soon after such a load anyway (the benchmark reads the
 * database at once); a table at a time, each well within the statement timeout.
 */
async function compact({ db, engine }: Db): Promise<void> {
  if (engine === "sqlite") {
    await sql`VACUUM`.execute(db);
    return;
  }
  const tables = await db.introspection.getTables();
  for (const table of tables) await sql`ANALYZE ${sql.table(table.name)}`.execute(db);
}
