import { Plus } from "lucide-react";
import { inLocale, m } from "../../../../shared/messages";
import { CHALLAN_FILTERS, type ChallanFilter } from "../../../../shared/workshop/challan-input";
import type { ChallanList as List } from "../../../../shared/workshop/challans";
import { Button } from "../button";
import { SelectInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { localizedStepName } from "../i18n/display-names";
import { problemText } from "../i18n/problem-text";
import {
  BODY_CLASS,
  CELL_CLASS as CELL,
  HEAD_CLASS,
  MARK_CLASS,
  MARK_CLASSES,
  OPEN_BUTTON_CLASS,
  ROW_CLASS,
  TABLE_CLASS,
} from "../list-table";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { challanStateName, lineText } from "./challan-names";
import { useWorkshopRead } from "./use-workshop-read";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

const STATE_CLASSES = {
  open: "border-gold-300 bg-gold-100 text-gold-700",
  "partly-returned": "border-amber-300 bg-amber-50 text-amber-900",
  returned: "border-green-200 bg-green-50 text-green-800",
} as const;

/** The pill of a challan's state, red instead when it is overdue. */
export function ChallanStateMark({
  state,
  overdue,
  expectedOn,
}: {
  state: keyof typeof STATE_CLASSES;
  overdue: boolean;
  expectedOn: string;
}) {
  const locale = useAdminLocale();
  const f = useAdminFormat();
  return (
    <span className="flex flex-wrap gap-1" data-testid="challan-state" data-overdue={overdue}>
      <span className={`${MARK_CLASS} ${STATE_CLASSES[state]}`}>
        {challanStateName(state, locale)}
      </span>
      {overdue && (
        <span className={`${MARK_CLASS} ${MARK_CLASSES.overdue}`}>
          {m.admin_challan_overdue_mark({ date: f.shortDate(expectedOn) }, inLocale(locale))}
        </span>
      )}
    </span>
  );
}

/** Work sent out: every challan, or those of one state or overdue, newest first. */
export function ChallanList({
  call,
  show,
  onShow,
  onOpen,
  onNew,
}: {
  call: AdminCall;
  show: ChallanFilter;
  onShow: (show: ChallanFilter) => void;
  onOpen: (id: number) => void;
  onNew: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const read = useWorkshopRead<List>(call, `/workshop/challans?show=${show}`);
  const shown = read.answer?.challans ?? [];
  const filterName: Record<ChallanFilter, string> = {
    all: m.admin_challan_show_all({}, o),
    open: challanStateName("open", locale),
    "partly-returned": challanStateName("partly-returned", locale),
    returned: challanStateName("returned", locale),
    overdue: m.admin_challan_show_overdue({}, o),
  };
  return (
    <section aria-labelledby="challans-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="challans-heading" className="text-2xl font-bold text-maroon-800">
          {m.admin_challan_list_heading({}, o)}
        </h2>
        <Button onClick={onNew}>
          <Plus className="size-4" aria-hidden="true" /> {m.admin_challan_new({}, o)}
        </Button>
      </div>
      <p className="mt-1 text-sm text-ink/70">{m.admin_challan_list_intro({}, o)}</p>
      <div className="mt-3">
        <SelectInput<ChallanFilter>
          label={m.admin_challan_show({}, o)}
          value={show}
          options={CHALLAN_FILTERS.map((value) => ({ value, label: filterName[value] }))}
          onChange={onShow}
          className="w-48"
        />
      </div>
      {read.error ? (
        <Notice error>{problemText(locale, read.error, { known: WORKSHOP_PROBLEMS })}</Notice>
      ) : !read.answer ? (
        <Notice>{m.admin_challan_loading({}, o)}</Notice>
      ) : shown.length === 0 ? (
        <Notice>
          {show === "all" ? m.admin_challan_empty({}, o) : m.admin_challan_none_match({}, o)}
        </Notice>
      ) : (
        <table data-testid="challan-table" className={TABLE_CLASS}>
          <caption className="sr-only">{m.admin_challan_list_heading({}, o)}</caption>
          <thead className="max-sm:hidden">
            <tr>
              {[
                m.admin_challan_col_number({}, o),
                m.admin_challan_col_to({}, o),
                m.admin_challan_col_for({}, o),
                m.admin_challan_col_what({}, o),
                m.admin_challan_col_dates({}, o),
                m.admin_challan_col_state({}, o),
              ].map((h) => (
                <th key={h} scope="col" className={HEAD_CLASS}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={BODY_CLASS}>
            {shown.map((c) => (
              <tr
                key={c.id}
                data-testid="challan-row"
                className={`${ROW_CLASS} ${c.overdue ? "max-sm:border-l-red-600" : ""}`}
              >
                <td className={CELL}>
                  <button
                    type="button"
                    onClick={() => onOpen(c.id)}
                    aria-label={m.admin_challan_open({ number: c.number }, o)}
                    className={`${OPEN_BUTTON_CLASS} font-mono max-sm:order-1`}
                  >
                    {c.number}
                  </button>
                </td>
                <td className={CELL}>
                  <span className="block font-semibold max-sm:order-2" translate="no">
                    {c.karigarName}
                  </span>
                </td>
                <td className={CELL}>
                  <span className="block max-sm:order-4 max-sm:w-full">
                    <span className="font-mono">{c.orderId}</span> ·{" "}
                    {localizedStepName(c.stepName, locale)}
                  </span>
                </td>
                <td className={CELL}>
                  <span
                    className="block max-sm:order-5 max-sm:w-full max-sm:text-ink/80"
                    translate="no"
                  >
                    {c.lines.map((l) => lineText(l, locale, f.number)).join("; ")}
                  </span>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <span className="block max-sm:order-6 max-sm:text-ink/70">
                    {f.shortDate(c.sentOn)} · {f.shortDate(c.expectedOn)}
                  </span>
                </td>
                <td className={CELL}>
                  <span className="block max-sm:order-3">
                    <ChallanStateMark
                      state={c.state}
                      overdue={c.overdue}
                      expectedOn={c.expectedOn}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
