import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as initial from "./migrations/0001-initial";
import * as admin from "./migrations/0002-admin";
import * as revisionAndInboxIndex from "./migrations/0003-revision-and-inbox-index";
import * as backOfficeOrders from "./migrations/0004-back-office-orders";
import * as operations from "./migrations/0005-operations";
import * as catalogue from "./migrations/0006-catalogue";
import * as customersAndMeasurements from "./migrations/0007-customers-and-measurements";
import * as notifications from "./migrations/0008-notifications";
import * as databaseMode from "./migrations/0009-database-mode";
import * as serverSecrets from "./migrations/0009b-server-secrets";
import * as loginDevices from "./migrations/0010-login-devices";
import * as trackingCodes from "./migrations/0010b-tracking-codes";
import * as privacy from "./migrations/0011-privacy";
import * as replyTo from "./migrations/0012-reply-to";
import * as sessionDevices from "./migrations/0013-session-devices";
import * as orderListSorts from "./migrations/0017-order-list-sorts";
import * as ownerLanguage from "./migrations/0018-owner-language";
import * as customerList from "./migrations/0019-customer-list";
import * as inboxSearch from "./migrations/0020-inbox-search";
import * as paymentsExportOrder from "./migrations/0021-payments-export-order";
import * as orderListPages from "./migrations/0022-order-list-pages";
import * as billing from "./migrations/0024-billing";
import * as workshop from "./migrations/0025-workshop";
import * as documentMessages from "./migrations/0026-document-messages";
import * as money from "./migrations/0027-money";
import * as designFeatured from "./migrations/0028-design-featured";
import * as quoteEnquiries from "./migrations/0029-quote-enquiries";
import * as dispatch from "./migrations/0030-dispatch";
import * as orderPhotos from "./migrations/0031-order-photos";
import * as challans from "./migrations/0032-challans";
import * as calendar from "./migrations/0033-calendar";
import * as quotes from "./migrations/0034-quotes";
import * as orderAdvance from "./migrations/0035-order-advance";
import * as quoteMessages from "./migrations/0036-quote-messages";
import * as designHindi from "./migrations/0037-design-hindi";
import * as designReviews from "./migrations/0038-design-reviews";
import * as contactPhoneKey from "./migrations/0040-contact-phone-key";

/**
 * Every migration, in order. Listed in code (not read from a folder) so the bundled server
 * carries them. Never edit a released migration; add the next one (0002-...).
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-admin": admin,
  "0003-revision-and-inbox-index": revisionAndInboxIndex,
  "0004-back-office-orders": backOfficeOrders,
  "0005-operations": operations,
  "0006-catalogue": catalogue,
  "0007-customers-and-measurements": customersAndMeasurements,
  "0008-notifications": notifications,
  "0009-database-mode": databaseMode,
  "0009b-server-secrets": serverSecrets,
  "0010-login-devices": loginDevices,
  "0010b-tracking-codes": trackingCodes,
  "0011-privacy": privacy,
  "0012-reply-to": replyTo,
  "0013-session-devices": sessionDevices,
  "0017-order-list-sorts": orderListSorts,
  "0018-owner-language": ownerLanguage,
  "0019-customer-list": customerList,
  "0020-inbox-search": inboxSearch,
  "0021-payments-export-order": paymentsExportOrder,
  "0022-order-list-pages": orderListPages,
  "0024-billing": billing,
  "0025-workshop": workshop,
  "0026-document-messages": documentMessages,
  "0027-money": money,
  "0028-design-featured": designFeatured,
  "0029-quote-enquiries": quoteEnquiries,
  "0030-dispatch": dispatch,
  "0031-order-photos": orderPhotos,
  "0032-challans": challans,
  "0033-calendar": calendar,
  "0034-quotes": quotes,
  "0035-order-advance": orderAdvance,
  "0036-quote-messages": quoteMessages,
  "0037-design-hindi": designHindi,
  "0038-design-reviews": designReviews,
  "0040-contact-phone-key": contactPhoneKey,
};

/** What a database this build serves must have applied (db/readiness.ts). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  // Unordered: streams of work number their migrations in parallel (0009b lands after 0010),
  // so a database may have later ones already; the missing ones run, each once.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(`Database migration failed${name}: ${describe(error)}`, { cause: error });
  }
}

/**
 * Applies the migrations up to and including `last`, as an earlier release left a database
 * (tests of what a new release does with an older database).
 */
export async function migrateUpTo<T>(db: Kysely<T>, last: string): Promise<void> {
  const names = MIGRATION_NAMES.slice(0, MIGRATION_NAMES.indexOf(last) + 1);
  if (!names.includes(last)) throw new Error(`No migration named ${last}`);
  const upTo: MigrationProvider = {
    getMigrations: async () => Object.fromEntries(names.map((name) => [name, MIGRATIONS[name]!])),
  };
  const { error } = await new Migrator({ db, provider: upTo }).migrateToLatest();
  if (error)
    throw new Error(`Migration up to ${last} failed: ${describe(error)}`, { cause: error });
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
