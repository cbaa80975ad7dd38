import { Hono } from "hono";
import { todayInIndia } from "../../shared/dates";
import {
  DayBookQuerySchema,
  GstCsvQuerySchema,
  GstQuerySchema,
  OutstandingQuerySchema,
  ReminderSettingsSchema,
} from "../../shared/money";
import type { AdminDeps } from "../admin/admin-deps";
import { exportAnswerer } from "../admin/csv-stream";
import { invalidInput } from "../admin/invalid-input";
import { requireOwner, type OwnerEnv } from "../auth/require-owner";
import { jsonBodyLimit } from "../json-body";
import { validatedBody } from "../validated-body";
import { loadReminderSettings, saveReminderSettings } from "./balance-reminders";
import { readDayBook } from "./day-book";
import { readGstMonth } from "./gst-summary";
import { dayBookCsv, gstCsv, outstandingCsv } from "./money-csv";
import { readOutstanding } from "./outstanding";

/**
 * The owners' money views under /api/admin/money: the day book, outstanding balances by age,
 * the month's GST summary, each also as CSV; and Settings → Balance reminders.
 */
export function moneyRoutes(deps: AdminDeps): Hono<OwnerEnv> {
  const owner = requireOwner(deps);
  const exportAnswer = exportAnswerer(deps);
  const today = () => todayInIndia(deps.now());
  return new Hono<OwnerEnv>()
    .get("/day-book", owner, async (c) => {
      const query = DayBookQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return c.json(await readDayBook(deps.db, query.data));
    })
    .get("/day-book.csv", owner, (c) => {
      const query = DayBookQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      const { from, to } = query.data;
      return exportAnswer(c, `day-book-${from}-to-${to}`, dayBookCsv(deps.db, { from, to }));
    })
    .get("/outstanding", owner, async (c) => {
      const query = OutstandingQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return c.json(await readOutstanding(deps.db, query.data, today()));
    })
    .get("/outstanding.csv", owner, (c) =>
      exportAnswer(c, "outstanding", outstandingCsv(deps.db, today())),
    )
    .get("/gst", owner, async (c) => {
      const query = GstQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      return c.json(await readGstMonth(deps.db, query.data.month));
    })
    .get("/gst.csv", owner, (c) => {
      const query = GstCsvQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json(invalidInput(query.error), 400);
      const { month, part } = query.data;
      return exportAnswer(c, `gst-${month}-${part}`, gstCsv(deps.db, month, part));
    })
    .get("/reminders", owner, async (c) => c.json(await loadReminderSettings(deps.db)))
    .put("/reminders", owner, jsonBodyLimit(1024), async (c) => {
      const input = await validatedBody(c, ReminderSettingsSchema);
      if (!input.ok) return input.response;
      const who = { by: c.get("session").user.username, now: deps.now() };
      await saveReminderSettings(deps.db, input.data.everyDays, who);
      return c.json(await loadReminderSettings(deps.db));
    });
}
