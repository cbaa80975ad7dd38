import { Plus, X } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import type { LineKind } from "../../../../shared/billing/line-kinds";
import { formatPaise, parsePaise } from "../../../../shared/billing/money";
import { ratePercent } from "../../../../shared/billing/tax-rates";
import { parseRateBp, taxRulesOn, type TaxRule } from "../../../../shared/billing/tax-rule-groups";
import {
  LineKindCodeSchema,
  NewTaxRuleSchema,
  type TaxRulesAnswer,
} from "../../../../shared/billing/tax-rule-input";
import { todayInIndia } from "../../../../shared/dates";
import type { Locale } from "../../../../shared/locale";
import { EN, inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import { FormError, INPUT, TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { SETTINGS_PROBLEMS } from "./bill-problems";

/** A seeded kind's name in her language; a kind the owners added, as they named it. */
export function lineKindName(kind: Pick<LineKind, "key" | "label">, locale: Locale): string {
  const o = inLocale(locale);
  const names: Record<string, string> = {
    garment: m.admin_bills_kind_garment({}, o),
    ensemble: m.admin_bills_kind_ensemble({}, o),
    saree: m.admin_bills_kind_saree({}, o),
    fabric: m.admin_bills_kind_fabric({}, o),
    stitching: m.admin_bills_kind_stitching({}, o),
  };
  return names[kind.key] ?? kind.label;
}

function SlabsText({ rule }: { rule: TaxRule }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  return (
    <ul>
      {rule.slabs.map((s, i) => {
        const rate = ratePercent(s.rateBp);
        return (
          <li key={i}>
            {s.upToPaise !== null
              ? m.admin_bills_rules_slab_up_to({ rate, limit: formatPaise(s.upToPaise, locale) }, o)
              : rule.slabs.length > 1
                ? m.admin_bills_rules_slab_above({ rate }, o)
                : m.admin_bills_rules_slab_any({ rate }, o)}
          </li>
        );
      })}
    </ul>
  );
}

function RuleTable({ rules, caption }: { rules: TaxRule[]; caption: string }) {
  const o = inLocale(useAdminLocale());
  const f = useAdminFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-semibold text-maroon-800">{caption}</caption>
        <thead className="text-ink/70">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {m.admin_bills_rules_code({}, o)}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {m.admin_bills_rules_from({}, o)}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {m.admin_bills_rules_slabs({}, o)}
            </th>
            <th scope="col" className="py-1 font-medium">
              {m.admin_bills_rules_note({}, o)}
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => (
            <tr
              key={`${rule.codePrefix}|${rule.effectiveFrom}`}
              data-testid="tax-rule"
              className="border-t border-stone-200 align-top"
            >
              <td className="py-2 pr-3 font-mono">{rule.codePrefix}</td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {f.shortDate(rule.effectiveFrom)}
                {!rule.state.inForce && (
                  <span className="block text-xs text-ink/70">
                    {rule.state.supersededOn
                      ? m.admin_bills_rules_state_superseded(
                          { date: f.shortDate(rule.state.supersededOn) },
                          o,
                        )
                      : m.admin_bills_rules_state_future(
                          { date: f.shortDate(rule.effectiveFrom) },
                          o,
                        )}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3">
                <SlabsText rule={rule} />
                {/* On a phone the reason goes under the rates: its column would be too narrow. */}
                <p className="mt-1 text-xs text-ink/70 sm:hidden" lang="en">
                  {rule.note}
                </p>
              </td>
              {/* The owners' reason, as typed (the seeded rules' notifications in English). */}
              <td className="hidden py-2 text-ink/80 sm:table-cell" lang="en">
                {rule.note}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface SlabDraft {
  limit: string;
  rate: string;
}

/** A rule from a date: its prefix, its slabs (each limit a piece's value), and why. */
function AddRuleForm({
  call,
  onAnswer,
}: {
  call: AdminCall;
  onAnswer: (a: TaxRulesAnswer) => void;
}) {
  const empty = {
    codePrefix: "",
    effectiveFrom: todayInIndia(),
    note: "",
    slabs: [{ limit: "", rate: "" }] as SlabDraft[],
  };
  const [draft, setDraft] = useState(empty);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const server = useServerAction({
    labels: {
      codePrefix: m.admin_bills_rules_prefix({}, o),
      effectiveFrom: m.admin_bills_rules_effective({}, o),
      note: m.admin_bills_rules_why({}, o),
      "slabs.*.upToPaise": m.admin_bills_rules_limit({}, o),
      "slabs.*.rateBp": m.admin_bills_rules_rate({}, o),
    },
    known: SETTINGS_PROBLEMS,
  });
  const setSlab = (i: number, key: keyof SlabDraft) => (value: string) =>
    setDraft((d) => ({
      ...d,
      slabs: d.slabs.map((s, j) => (j === i ? { ...s, [key]: value } : s)),
    }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const slabs = [];
    for (const [i, s] of draft.slabs.entries()) {
      const last = i === draft.slabs.length - 1;
      const upToPaise = last ? null : parsePaise(s.limit);
      if (!last && upToPaise === null)
        return server.refuse({
          error: m.admin_bills_rules_limit_invalid({}, EN),
          field: `slabs.${i}.upToPaise`,
        });
      const rateBp = parseRateBp(s.rate);
      if (rateBp === null)
        return server.refuse({
          error: m.admin_bills_rules_rate_invalid({}, EN),
          field: `slabs.${i}.rateBp`,
        });
      slabs.push({ upToPaise, rateBp });
    }
    const checked = checkInput(NewTaxRuleSchema, { ...draft, slabs });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<TaxRulesAnswer>("/billing/tax-rules", { body: checked.data }),
    );
    if (!r.ok) return;
    toast({
      title: m.admin_toast_saved({}, o),
      description: m.admin_bills_rules_added({ date: f.date(checked.data.effectiveFrom) }, o),
    });
    setDraft(empty);
    onAnswer(r.data);
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_bills_rules_add_heading({}, o)}
      className="space-y-3 rounded-xl border border-gold-200 p-4"
    >
      <h4 className="font-semibold text-maroon-800">{m.admin_bills_rules_add_heading({}, o)}</h4>
      <p className="text-sm text-ink/80">{m.admin_bills_rules_add_intro({}, o)}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={m.admin_bills_rules_prefix({}, o)}
          required
          inputMode="numeric"
          maxLength={8}
          value={draft.codePrefix}
          onChange={(v) => setDraft((d) => ({ ...d, codePrefix: v }))}
          error={server.errorFor("codePrefix")}
          hint={m.admin_bills_rules_prefix_hint({}, o)}
        />
        <TextInput
          label={m.admin_bills_rules_effective({}, o)}
          type="date"
          required
          value={draft.effectiveFrom}
          onChange={(v) => setDraft((d) => ({ ...d, effectiveFrom: v }))}
          error={server.errorFor("effectiveFrom")}
        />
      </div>
      <ol className="space-y-2">
        {draft.slabs.map((s, i) => {
          const last = i === draft.slabs.length - 1;
          return (
            <li
              key={i}
              aria-label={m.admin_bills_rules_slab_label({ n: i + 1 }, o)}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-2"
            >
              {last ? (
                <div>
                  <p className="text-sm font-medium text-ink">{m.admin_bills_rules_limit({}, o)}</p>
                  <p className="mt-1 py-2 text-sm text-ink/70">
                    {m.admin_bills_rules_limit_last({}, o)}
                  </p>
                </div>
              ) : (
                <TextInput
                  label={m.admin_bills_rules_limit({}, o)}
                  inputMode="decimal"
                  value={s.limit}
                  onChange={setSlab(i, "limit")}
                  error={server.errorFor(`slabs.${i}.upToPaise`)}
                />
              )}
              <TextInput
                label={m.admin_bills_rules_rate({}, o)}
                inputMode="decimal"
                required
                value={s.rate}
                onChange={setSlab(i, "rate")}
                error={server.errorFor(`slabs.${i}.rateBp`)}
              />
              {draft.slabs.length > 1 ? (
                <Button
                  variant="outline"
                  className="mt-6 px-2"
                  aria-label={m.admin_bills_rules_remove_slab({ n: i + 1 }, o)}
                  onClick={() =>
                    setDraft((d) => ({ ...d, slabs: d.slabs.filter((_, j) => j !== i) }))
                  }
                >
                  <X className="size-4" aria-hidden="true" />
                </Button>
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ol>
      {draft.slabs.length < 5 && (
        <Button
          variant="outline"
          className="text-sm"
          onClick={() => setDraft((d) => ({ ...d, slabs: [...d.slabs, { limit: "", rate: "" }] }))}
        >
          <Plus className="size-4" aria-hidden="true" /> {m.admin_bills_rules_add_slab({}, o)}
        </Button>
      )}
      <TextInput
        label={m.admin_bills_rules_why({}, o)}
        required
        maxLength={200}
        value={draft.note}
        onChange={(v) => setDraft((d) => ({ ...d, note: v }))}
        error={server.errorFor("note")}
      />
      <FormError
        message={/^(codePrefix|effectiveFrom|note|slabs\.)/.test(server.field) ? "" : server.error}
      />
      <Button type="submit" disabled={server.pending}>
        {m.admin_bills_rules_add({}, o)}
      </Button>
    </form>
  );
}

/** One kind's HSN/SAC and unit, saved on its own. */
function LineKindRow({
  kind,
  call,
  onAnswer,
}: {
  kind: LineKind;
  call: AdminCall;
  onAnswer: (a: TaxRulesAnswer) => void;
}) {
  const [code, setCode] = useState(kind.code);
  const [unit, setUnit] = useState(kind.unit);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const toast = useAdminToast();
  const name = lineKindName(kind, locale);
  const server = useServerAction({
    labels: {
      code: m.admin_bills_kind_code({ kind: name }, o),
      unit: m.admin_bills_kind_unit({ kind: name }, o),
    },
    known: SETTINGS_PROBLEMS,
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(LineKindCodeSchema, { code, unit });
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<TaxRulesAnswer>(`/billing/line-kinds/${encodeURIComponent(kind.key)}`, {
        method: "PUT",
        body: checked.data,
      }),
    );
    if (!r.ok) return;
    toast({
      title: m.admin_toast_saved({}, o),
      description: m.admin_bills_kind_saved({ kind: name, ...checked.data }, o),
    });
    onAnswer(r.data);
  }
  return (
    <li data-testid="line-kind">
      <form
        onSubmit={submit}
        noValidate
        aria-label={name}
        className="grid grid-cols-[1fr_6rem_auto] items-start gap-2 border-t border-stone-200 pt-2 sm:grid-cols-[minmax(0,2fr)_8rem_6rem_auto]"
      >
        <p className="col-span-3 text-sm font-medium sm:col-span-1 sm:pt-7">
          {name}
          {kind.service && (
            <span className="text-ink/70"> · {m.admin_bills_kind_service({}, o)}</span>
          )}
        </p>
        <TextInput
          label={m.admin_bills_rules_code({}, o)}
          aria-label={m.admin_bills_kind_code({ kind: name }, o)}
          inputMode="numeric"
          maxLength={8}
          value={code}
          onChange={setCode}
          error={server.errorFor("code")}
        />
        <TextInput
          label={m.admin_bills_line_unit({}, o)}
          aria-label={m.admin_bills_kind_unit({ kind: name }, o)}
          maxLength={8}
          value={unit}
          onChange={setUnit}
          error={server.errorFor("unit")}
        />
        <Button type="submit" variant="outline" className="mt-6" disabled={server.pending}>
          {m.admin_bills_kind_save({}, o)}
        </Button>
        {server.error && !server.field && (
          <div className="col-span-3 sm:col-span-4">
            <FormError message={server.error} />
          </div>
        )}
      </form>
    </li>
  );
}

/** A design's kind: its name as the owners typed it (never translated), the kinds to choose. */
function DesignKind({
  design,
  options,
  onChange,
}: {
  design: { name: string; lineKind: string };
  options: { value: string; label: string }[];
  onChange: (kind: string) => void;
}) {
  const o = inLocale(useAdminLocale());
  const id = useId();
  // The label's words around the name, in her language: "Kind of {design}", "{design} की तरह".
  const [before, after] = m.admin_bills_design_kind({ design: "\u0000" }, o).split("\u0000");
  return (
    <>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {before}
        <span translate="no">{design.name}</span>
        {after}
      </label>
      <select
        id={id}
        value={design.lineKind}
        onChange={(e) => onChange(e.target.value)}
        className={INPUT}
      >
        {options.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * Settings → Tax rules (issue 26 §1): the dated rate rows (in force today, then the others),
 * a rule added from a date, each line kind's HSN/SAC and unit, each design's kind.
 */
export function TaxRulesPanel({ call }: { call: AdminCall }) {
  const [answer, setAnswer] = useState<TaxRulesAnswer | null>(null);
  const [error, setError] = useState<{ error: string; status: number } | null>(null);
  const [designError, setDesignError] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const toast = useAdminToast();
  useEffect(() => {
    void call<TaxRulesAnswer>("/billing/tax-rules").then((r) =>
      r.ok ? setAnswer(r.data) : setError(r),
    );
  }, [call]);
  if (!answer)
    return error ? (
      <Notice error>{problemText(locale, error)}</Notice>
    ) : (
      <Notice>{m.admin_loading({}, o)}</Notice>
    );
  const rules = taxRulesOn(answer.rates, todayInIndia());
  const inForce = rules.filter((r) => r.state.inForce);
  const others = rules.filter((r) => !r.state.inForce);
  const kindOptions = answer.lineKinds.map((k) => ({
    value: k.key,
    label: lineKindName(k, locale),
  }));

  async function setDesignKind(design: { id: number; name: string }, lineKind: string) {
    setDesignError("");
    const r = await call<TaxRulesAnswer>(`/billing/designs/${design.id}`, {
      method: "PUT",
      body: { lineKind },
    });
    if (!r.ok) return setDesignError(problemText(locale, r, { known: SETTINGS_PROBLEMS }));
    setAnswer(r.data);
    const kind = answer?.lineKinds.find((k) => k.key === lineKind);
    toast({
      title: m.admin_toast_saved({}, o),
      description: m.admin_bills_design_saved(
        { design: design.name, kind: kind ? lineKindName(kind, locale) : lineKind },
        o,
      ),
    });
  }

  return (
    <div className="mt-3 space-y-6">
      <p className="text-sm text-ink/80">{m.admin_bills_rules_intro({}, o)}</p>
      <RuleTable rules={inForce} caption={m.admin_bills_rules_in_force({}, o)} />
      {others.length > 0 ? (
        <RuleTable rules={others} caption={m.admin_bills_rules_history({}, o)} />
      ) : (
        <p className="text-sm text-ink/70">{m.admin_bills_rules_none_history({}, o)}</p>
      )}
      <AddRuleForm call={call} onAnswer={setAnswer} />
      <section aria-labelledby="line-kinds-heading">
        <h4 id="line-kinds-heading" className="font-semibold text-maroon-800">
          {m.admin_bills_kinds_heading({}, o)}
        </h4>
        <p className="text-sm text-ink/80">{m.admin_bills_kinds_intro({}, o)}</p>
        <ul className="mt-2 space-y-2">
          {answer.lineKinds.map((k) => (
            <LineKindRow
              key={`${k.key}:${k.code}:${k.unit}`}
              kind={k}
              call={call}
              onAnswer={setAnswer}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="design-kinds-heading">
        <h4 id="design-kinds-heading" className="font-semibold text-maroon-800">
          {m.admin_bills_designs_heading({}, o)}
        </h4>
        {designError && <FormError message={designError} />}
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {answer.designs.map((d) => (
            <li key={d.id} data-testid="design-kind">
              <DesignKind
                design={d}
                options={kindOptions}
                onChange={(kind) => void setDesignKind(d, kind)}
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
