import { ArrowLeft } from "lucide-react";
import { useState, type FormEvent } from "react";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { metresOf } from "../../../../shared/workshop/challan-input";
import type { Challan, ChallanLine } from "../../../../shared/workshop/challans";
import { Button } from "../button";
import { DateInput, FormError, TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { localizedStepName } from "../i18n/display-names";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { returnInputOf, type ReturnDraft } from "./challan-drafts";
import { ChallanStateMark } from "./challan-list";
import { amountText } from "./challan-names";
import { PrintChallan } from "./challan-sheet";
import { useWorkshopRead } from "./use-workshop-read";
import { WORKSHOP_PROBLEMS } from "./workshop-problems";

/** One challan: to whom and for what, each line sent and back, the returns, and printing it. */
export function ChallanPage({
  challanId,
  call,
  onBack,
  onOpenOrder,
}: {
  challanId: number;
  call: AdminCall;
  onBack: () => void;
  onOpenOrder: (orderId: string) => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const read = useWorkshopRead<{ challan: Challan }>(call, `/workshop/challans/${challanId}`);
  const challan = read.answer?.challan;
  const amount = (line: { quantity: number; centimetres: number }) =>
    amountText(line, locale, f.number) || "—";
  return (
    <section aria-labelledby="challan-heading">
      <Button variant="outline" className="mb-4 text-sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_challan_back_to_list({}, o)}
      </Button>
      {read.error ? (
        <Notice error>{problemText(locale, read.error, { known: WORKSHOP_PROBLEMS })}</Notice>
      ) : !challan ? (
        <Notice>{m.admin_challan_loading({}, o)}</Notice>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="challan-heading" className="font-mono text-2xl font-bold text-maroon-800">
                {m.admin_challan_heading({ number: challan.number }, o)}
              </h2>
              <p className="mt-1 text-lg font-semibold" translate="no">
                {challan.karigar.name}
              </p>
              <p className="text-sm">
                <button
                  type="button"
                  onClick={() => onOpenOrder(challan.orderId)}
                  aria-label={m.admin_challan_open_order({ order: challan.orderId }, o)}
                  className="text-maroon-800 underline decoration-maroon-200 underline-offset-2"
                >
                  {m.admin_challan_for_order(
                    {
                      order: challan.orderId,
                      step: localizedStepName(challan.stepName, locale),
                    },
                    o,
                  )}
                </button>
              </p>
              <p className="text-sm text-ink/70">
                {m.admin_challan_sent_by(
                  { date: f.date(challan.sentOn), name: challan.createdBy },
                  o,
                )}{" "}
                · {m.admin_challan_back_by({ date: f.date(challan.expectedOn) }, o)}
              </p>
              <div className="mt-2">
                <ChallanStateMark
                  state={challan.state}
                  overdue={challan.overdue}
                  expectedOn={challan.expectedOn}
                />
              </div>
            </div>
            <PrintChallan challan={challan} />
          </div>
          {challan.note && <p className="mt-3 whitespace-pre-line">{challan.note}</p>}

          <h3 className="mt-6 text-lg font-semibold text-maroon-800">
            {m.admin_challan_lines_heading({}, o)}
          </h3>
          <ul className="mt-2 divide-y divide-gold-100 rounded-xl border border-gold-200 bg-white">
            {challan.lines.map((l) => (
              <li
                key={l.id}
                data-testid="challan-line"
                className="grid gap-1 p-3 text-sm sm:grid-cols-[1fr_auto_auto_auto] sm:gap-4"
              >
                <span className="font-semibold" translate="no">
                  {l.description}
                </span>
                <span>
                  {m.admin_challan_col_sent({}, o)}: {amount(l)}
                </span>
                <span data-testid="line-back">
                  {m.admin_challan_col_back({}, o)}:{" "}
                  {amount({ quantity: l.returnedQuantity, centimetres: l.returnedCentimetres })}
                </span>
                <span data-testid="line-out" className="font-semibold">
                  {m.admin_challan_col_out({}, o)}: {amount(outOf(l))}
                </span>
              </li>
            ))}
          </ul>

          <h3 className="mt-6 text-lg font-semibold text-maroon-800">
            {m.admin_challan_returns_heading({}, o)}
          </h3>
          {challan.returns.length === 0 ? (
            <p className="mt-1 text-sm text-ink/70">{m.admin_challan_no_returns({}, o)}</p>
          ) : (
            <ol className="mt-2 space-y-2">
              {challan.returns.map((r) => (
                <li
                  key={r.id}
                  data-testid="challan-return"
                  className="rounded-xl border border-gold-200 bg-white p-3 text-sm"
                >
                  <p className="font-semibold">
                    {m.admin_challan_return_by({ date: f.date(r.returnedOn), name: r.by }, o)}
                  </p>
                  <p translate="no">
                    {r.lines.map((l) => `${l.description}: ${amount(l)}`).join("; ")}
                  </p>
                  {r.note && <p className="text-ink/80">{r.note}</p>}
                </li>
              ))}
            </ol>
          )}
          {challan.state === "returned" ? (
            <Notice>{m.admin_challan_all_back({}, o)}</Notice>
          ) : (
            <ReturnForm
              challan={challan}
              call={call}
              onRecorded={(answer) => read.setAnswer({ challan: answer })}
            />
          )}
        </>
      )}
    </section>
  );
}

const outOf = (l: ChallanLine) => ({
  quantity: l.quantity - l.returnedQuantity,
  centimetres: l.centimetres - l.returnedCentimetres,
});

/** What came back, line by line (pieces and metres), and when. */
function ReturnForm({
  challan,
  call,
  onRecorded,
}: {
  challan: Challan;
  call: AdminCall;
  onRecorded: (challan: Challan) => void;
}) {
  const o = inLocale(useAdminLocale());
  const toast = useAdminToast();
  const open = challan.lines.filter((l) => {
    const out = outOf(l);
    return out.quantity > 0 || out.centimetres > 0;
  });
  const empty = (): ReturnDraft => ({ returnedOn: todayInIndia(), note: "", lines: {} });
  const [draft, setDraft] = useState<ReturnDraft>(empty);
  const server = useServerAction({
    labels: { note: m.admin_challan_note({}, o) },
    known: WORKSHOP_PROBLEMS,
  });
  const setLine = (id: number, key: "quantity" | "metres") => (value: string) =>
    setDraft((d) => ({
      ...d,
      lines: {
        ...d.lines,
        [id]: { ...(d.lines[id] ?? { quantity: "", metres: "" }), [key]: value },
      },
    }));
  function fillAll() {
    setDraft((d) => ({
      ...d,
      lines: Object.fromEntries(
        open.map((l) => {
          const out = outOf(l);
          return [
            l.id,
            {
              quantity: out.quantity > 0 ? String(out.quantity) : "",
              metres: out.centimetres > 0 ? metresOf(out.centimetres) : "",
            },
          ];
        }),
      ),
    }));
  }
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = returnInputOf(draft, challan.lines);
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<{ challan: Challan }>(`/workshop/challans/${challan.id}/returns`, {
        method: "POST",
        body: checked.data,
      }),
    );
    if (r.ok) {
      setDraft(empty());
      onRecorded(r.data.challan);
      toast({ title: m.admin_challan_returned({}, o), description: challan.number });
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_challan_return_form({}, o)}
      className="mt-6 space-y-3 rounded-xl border border-gold-200 bg-cream/60 p-4"
    >
      <h3 className="font-semibold text-maroon-800">{m.admin_challan_return_form({}, o)}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <DateInput
          label={m.admin_challan_returned_on({}, o)}
          required
          value={draft.returnedOn}
          onChange={(returnedOn) => setDraft((d) => ({ ...d, returnedOn }))}
          error={server.errorFor("returnedOn")}
        />
        <TextInput
          label={m.admin_challan_note({}, o)}
          maxLength={500}
          value={draft.note}
          onChange={(note) => setDraft((d) => ({ ...d, note }))}
          error={server.errorFor("note")}
        />
      </div>
      {open.map((l) => {
        const out = outOf(l);
        return (
          <div
            key={l.id}
            className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_8rem_8rem] sm:items-end"
          >
            <p className="col-span-2 text-sm font-semibold sm:col-span-1 sm:pb-2" translate="no">
              {l.description}
            </p>
            {l.quantity > 0 && (
              <TextInput
                label={m.admin_challan_return_pieces({ line: l.description }, o)}
                inputMode="numeric"
                value={draft.lines[l.id]?.quantity ?? ""}
                onChange={setLine(l.id, "quantity")}
                disabled={out.quantity === 0}
              />
            )}
            {l.centimetres > 0 && (
              <TextInput
                label={m.admin_challan_return_metres({ line: l.description }, o)}
                inputMode="decimal"
                value={draft.lines[l.id]?.metres ?? ""}
                onChange={setLine(l.id, "metres")}
                disabled={out.centimetres === 0}
              />
            )}
          </div>
        );
      })}
      <FormError
        message={server.field === "returnedOn" || server.field === "note" ? "" : server.error}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={server.pending}>
          {m.admin_challan_return_submit({}, o)}
        </Button>
        <Button variant="outline" onClick={fillAll}>
          {m.admin_challan_return_all({}, o)}
        </Button>
      </div>
    </form>
  );
}
