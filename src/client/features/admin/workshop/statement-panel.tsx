import { useState, type FormEvent } from "react";
import { formatPaise } from "../../../../shared/billing/money";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { PeriodQuerySchema } from "../../../../shared/workshop/karigar-input";
import type { KarigarStatement } from "../../../../shared/workshop/workshop";
import { Button } from "../button";
import { DateInput, FormError, useServerAction } from "../form-parts";
import { ExportButton } from "../export-button";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { BODY_CLASS, CELL_CLASS as CELL, HEAD_CLASS, ROW_CLASS, TABLE_CLASS } from "../list-table";
import type { AdminCall, AdminDownload } from "../use-admin-session";
import { entryKindName, entryText, monthSoFar, withBalances } from "./workshop-names";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

/**
 * A karigar's statement for a period (this month unless she picks another): what was owed
 * before it, each entry with what was owed after it, what is owed at its end; and its CSV.
 */
export function StatementPanel({
  karigarId,
  call,
  download,
  onOpenOrder,
}: {
  karigarId: number;
  call: AdminCall;
  download: AdminDownload;
  onOpenOrder: (orderId: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const [period, setPeriod] = useState(() => monthSoFar(todayInIndia()));
  const [statement, setStatement] = useState<KarigarStatement | null>(null);
  const server = useServerAction({
    labels: { from: m.admin_workshop_from({}, o), to: m.admin_workshop_to({}, o) },
    known: WORKSHOP_PROBLEMS,
  });
  const query = new URLSearchParams(statement ? { from: statement.from, to: statement.to } : {});

  async function show(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(PeriodQuerySchema, period);
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<KarigarStatement>(
        `/workshop/karigars/${karigarId}/statement?${new URLSearchParams(checked.data).toString()}`,
      ),
    );
    if (r.ok) setStatement(r.data);
  }

  return (
    <section aria-labelledby="statement-heading" className="mt-8">
      <h3 id="statement-heading" className="text-xl font-semibold text-maroon-800">
        {m.admin_workshop_statement_heading({}, o)}
      </h3>
      <form
        onSubmit={show}
        noValidate
        aria-label={m.admin_workshop_statement_form({}, o)}
        className="mt-3 flex flex-wrap items-start gap-3"
      >
        <DateInput
          label={m.admin_workshop_from({}, o)}
          required
          value={period.from}
          onChange={(from) => setPeriod((p) => ({ ...p, from }))}
          error={server.errorFor("from")}
          className="w-48"
        />
        <DateInput
          label={m.admin_workshop_to({}, o)}
          required
          value={period.to}
          onChange={(to) => setPeriod((p) => ({ ...p, to }))}
          error={server.errorFor("to")}
          className="w-48"
        />
        <Button type="submit" className="sm:mt-6" disabled={server.pending}>
          {m.admin_workshop_statement_show({}, o)}
        </Button>
      </form>
      <FormError message={["from", "to"].includes(server.field) ? "" : server.error} />
      {statement && (
        <div data-testid="statement" className="mt-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-semibold">
              {m.admin_workshop_statement_period(
                { from: f.date(statement.from), to: f.date(statement.to) },
                o,
              )}
            </p>
            <ExportButton
              download={download}
              path={`/workshop/karigars/${karigarId}/statement.csv?${query.toString()}`}
            />
          </div>
          <table className={TABLE_CLASS}>
            <caption className="sr-only">{m.admin_workshop_statement_heading({}, o)}</caption>
            <thead className="max-sm:hidden">
              <tr>
                <th scope="col" className={HEAD_CLASS}>
                  {m.admin_workshop_col_date({}, o)}
                </th>
                <th scope="col" className={HEAD_CLASS}>
                  {m.admin_workshop_col_entry({}, o)}
                </th>
                <th scope="col" className={`${HEAD_CLASS} text-right`}>
                  {m.admin_workshop_amount({}, o)}
                </th>
                <th scope="col" className={`${HEAD_CLASS} text-right`}>
                  {m.admin_workshop_col_balance({}, o)}
                </th>
              </tr>
            </thead>
            <tbody className={BODY_CLASS}>
              <tr data-testid="statement-opening" className={ROW_CLASS}>
                <td className={CELL} colSpan={3}>
                  <span className="font-semibold">{m.admin_workshop_statement_opening({}, o)}</span>
                </td>
                <td className={`${CELL} text-right font-semibold max-sm:ml-auto`}>
                  {formatPaise(statement.openingPaise, locale)}
                </td>
              </tr>
              {withBalances(statement).map(({ entry, balancePaise }) => (
                <tr
                  key={entry.id}
                  data-testid="statement-entry"
                  data-kind={entry.kind}
                  className={ROW_CLASS}
                >
                  <td className={`${CELL} whitespace-nowrap`}>
                    <span className="block max-sm:order-1 max-sm:text-ink/70">
                      {f.shortDate(entry.onDate)}
                    </span>
                  </td>
                  <td className={CELL}>
                    <span className="block max-sm:order-4 max-sm:basis-full">
                      <span className="font-semibold">{entryKindName(entry.kind, locale)}</span>
                      {entry.orderId && (
                        <>
                          {" · "}
                          <button
                            type="button"
                            onClick={() => onOpenOrder(entry.orderId!)}
                            className="font-mono text-maroon-800 underline"
                          >
                            {entry.orderId}
                          </button>
                        </>
                      )}
                      {" · "}
                      <span>{entryText(entry, locale)}</span>
                    </span>
                  </td>
                  <td className={`${CELL} whitespace-nowrap text-right`}>
                    <span
                      className={`block max-sm:order-2 max-sm:ml-auto ${entry.amountPaise < 0 ? "text-red-700" : "text-green-800"}`}
                    >
                      {formatPaise(entry.amountPaise, locale)}
                    </span>
                  </td>
                  <td className={`${CELL} whitespace-nowrap text-right`}>
                    <span className="block max-sm:order-3 max-sm:text-ink/70">
                      {formatPaise(balancePaise, locale)}
                    </span>
                  </td>
                </tr>
              ))}
              {statement.entries.length === 0 && (
                <tr className={ROW_CLASS}>
                  <td className={CELL} colSpan={4}>
                    {m.admin_workshop_statement_empty({}, o)}
                  </td>
                </tr>
              )}
              <tr data-testid="statement-closing" className={ROW_CLASS}>
                <td className={CELL} colSpan={3}>
                  <span className="font-semibold">{m.admin_workshop_statement_closing({}, o)}</span>
                </td>
                <td className={`${CELL} text-right font-semibold max-sm:ml-auto`}>
                  {formatPaise(statement.closingPaise, locale)}
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
