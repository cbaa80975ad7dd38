import path from "node:path";
import SQLite from "better-sqlite3";

/** Reads what the e2e server stored, straight from its SQLite file (read-only). */
export function storedMessages(): {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
}[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const db = new SQLite(path.join(dataDir, "boutique.sqlite"), { readonly: true });
  try {
    return db
      .prepare("SELECT name, phone, email, subject, message, received_at FROM contact_messages")
      .all() as ReturnType<typeof storedMessages>;
  } finally {
    db.close();
  }
}
