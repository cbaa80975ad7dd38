import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import {
  BusinessProfileSchema,
  REGISTRATIONS,
  type BusinessProfile,
  type BusinessProfileAnswer,
  type BusinessProfileInput,
} from "../../../../shared/billing/business-profile";
import { SERIES } from "../../../../shared/billing/documents";
import { GST_STATES } from "../../../../shared/billing/gst-states";
import { gstinProblem, normaliseGstin } from "../../../../shared/billing/gstin";
import { documentNumber, financialYearOf } from "../../../../shared/billing/numbering";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { checkInput } from "../../../../shared/schema-problem";
import { Button } from "../button";
import {
  FormError,
  optionsOf,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useDraft } from "../use-draft";
import { SETTINGS_PROBLEMS } from "./bill-problems";
import { SignatureField } from "./signature-field";

/** The form's values as typed (the bank's fields flat). */
const EMPTY = {
  legalName: "",
  tradeName: "",
  addressLine: "",
  city: "",
  postalCode: "",
  stateCode: "08",
  phone: "",
  email: "",
  registration: "regular" as BusinessProfile["registration"],
  gstin: "",
  pan: "",
  invoicePrefix: "",
  accountName: "",
  accountNumber: "",
  ifsc: "",
  bankName: "",
  branch: "",
  upiId: "",
  payeeName: "",
  terms: "",
  signatory: "",
  signatureKey: "",
};
type Draft = typeof EMPTY;

const draftOf = (p: BusinessProfile | null): Draft =>
  p
    ? {
        ...EMPTY,
        ...p,
        accountName: p.bank.accountName,
        accountNumber: p.bank.accountNumber,
        ifsc: p.bank.ifsc,
        bankName: p.bank.bankName,
        branch: p.bank.branch,
      }
    : EMPTY;

const inputOf = (d: Draft): BusinessProfileInput => {
  const { accountName, accountNumber, ifsc, bankName, branch, ...rest } = d;
  return { ...rest, bank: { accountName, accountNumber, ifsc, bankName, branch } };
};

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-1 text-base font-semibold text-maroon-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Settings → Business (issue 26 §1): who issues the receipts, invoices and vouchers, as every
 * document copies it when issued. In demo mode the spec's boutique with a sample GSTIN and UPI
 * ID, said to be samples; in production mode empty until the owners fill it in.
 */
export function BusinessPanel({ call, token }: { call: AdminCall; token: string | undefined }) {
  const [answer, setAnswer] = useState<BusinessProfileAnswer | null>(null);
  const [error, setError] = useState<{ error: string; status: number } | null>(null);
  const locale = useAdminLocale();
  const o = inLocale(locale);
  useEffect(() => {
    void call<BusinessProfileAnswer>("/billing/business").then((r) =>
      r.ok ? setAnswer(r.data) : setError(r),
    );
  }, [call]);
  if (!answer)
    return error ? (
      <Notice error>{problemText(locale, error)}</Notice>
    ) : (
      <Notice>{m.admin_loading({}, o)}</Notice>
    );
  // A new form for each saved answer: it starts from what is stored.
  return (
    <BusinessForm
      key={answer.updatedAt ?? "empty"}
      answer={answer}
      call={call}
      token={token}
      onSaved={setAnswer}
    />
  );
}

function BusinessForm({
  answer,
  call,
  token,
  onSaved,
}: {
  answer: BusinessProfileAnswer;
  call: AdminCall;
  token: string | undefined;
  onSaved: (answer: BusinessProfileAnswer) => void;
}) {
  // The first filling in is kept as a draft (nothing typed is lost); an edit starts afresh.
  const kept = useDraft(answer.profile ? undefined : "business-details", draftOf(answer.profile));
  const draft = kept.value;
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const labels = {
    legalName: m.admin_bills_legal_name({}, o),
    tradeName: m.admin_bills_trade_name({}, o),
    addressLine: m.admin_bills_address({}, o),
    city: m.admin_bills_city({}, o),
    postalCode: m.admin_bills_pin({}, o),
    stateCode: m.admin_bills_state({}, o),
    phone: m.admin_bills_phone({}, o),
    email: m.admin_bills_email({}, o),
    registration: m.admin_bills_registration({}, o),
    gstin: m.admin_bills_gstin({}, o),
    pan: m.admin_bills_pan({}, o),
    invoicePrefix: m.admin_bills_prefix({}, o),
    "bank.accountName": m.admin_bills_account_name({}, o),
    "bank.accountNumber": m.admin_bills_account_number({}, o),
    "bank.ifsc": m.admin_bills_ifsc({}, o),
    "bank.bankName": m.admin_bills_bank({}, o),
    "bank.branch": m.admin_bills_branch({}, o),
    upiId: m.admin_bills_upi_id({}, o),
    payeeName: m.admin_bills_payee({}, o),
    terms: m.admin_bills_terms({}, o),
    signatory: m.admin_bills_signatory({}, o),
    signatureKey: m.admin_bills_signature({}, o),
  };
  const server = useServerAction({ labels, known: SETTINGS_PROBLEMS });
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      kept.setValue((d) => ({ ...d, [key]: value }));
  const text = (key: keyof Draft & keyof typeof labels, extra: object = {}) => ({
    label: labels[key],
    value: draft[key],
    onChange: set(key),
    error: server.errorFor(key),
    ...extra,
  });
  const bank = (key: "accountName" | "accountNumber" | "ifsc" | "bankName" | "branch") => ({
    label: labels[`bank.${key}`],
    value: draft[key],
    onChange: set(key),
    error: server.errorFor(`bank.${key}`),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkInput(BusinessProfileSchema, inputOf(draft));
    if (!checked.ok) return server.refuse(checked);
    const r = await server.run(() =>
      call<BusinessProfileAnswer>("/billing/business", { method: "PUT", body: checked.data }),
    );
    if (!r.ok) return;
    kept.forget();
    toast({ title: m.admin_toast_saved({}, o), description: m.admin_bills_saved({}, o) });
    onSaved(r.data);
  }

  const gstin = normaliseGstin(draft.gstin);
  const gstinRight = gstin.length === 15 && gstinProblem(gstin) === null;
  const example =
    documentNumber(
      draft.invoicePrefix.trim() || "RR",
      SERIES["tax-invoice"],
      financialYearOf(todayInIndia()),
      1,
    ) ?? "";
  const registered = draft.registration !== "unregistered";

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={m.admin_bills_business_heading({}, o)}
      className="mt-3 space-y-6"
    >
      <p className="text-sm text-ink/80">{m.admin_bills_business_intro({}, o)}</p>
      {answer.sample && (
        <p
          role="note"
          data-testid="business-sample"
          className="flex items-start gap-2 rounded-lg border border-gold-300 bg-gold-100 p-3 text-sm text-ink"
        >
          <span className="rounded bg-gold-400 px-2 py-0.5 text-xs font-bold text-maroon-900 uppercase">
            {m.admin_bills_business_sample_badge({}, o)}
          </span>
          <span>{m.admin_bills_business_sample({}, o)}</span>
        </p>
      )}
      {!answer.profile && <Notice>{m.admin_bills_business_empty({}, o)}</Notice>}
      <Group legend={m.admin_bills_section_names({}, o)}>
        <TextInput
          {...text("legalName")}
          required
          maxLength={120}
          hint={m.admin_bills_legal_name_hint({}, o)}
        />
        <TextInput {...text("tradeName")} maxLength={120} />
        <TextInput {...text("addressLine")} required maxLength={200} className="sm:col-span-2" />
        <TextInput {...text("city")} required maxLength={60} />
        <TextInput {...text("postalCode")} required inputMode="numeric" maxLength={6} />
        <SelectInput
          label={labels.stateCode}
          value={draft.stateCode}
          options={GST_STATES.map((s) => ({
            value: s.code,
            label: m.admin_bills_state_option({ name: s[locale], code: s.code }, o),
          }))}
          onChange={set("stateCode")}
          error={server.errorFor("stateCode")}
          required
        />
        <TextInput {...text("phone")} type="tel" maxLength={30} />
        <TextInput {...text("email")} type="email" maxLength={120} className="sm:col-span-2" />
      </Group>
      <Group legend={m.admin_bills_section_tax({}, o)}>
        <SelectInput
          label={labels.registration}
          value={draft.registration}
          options={optionsOf(REGISTRATIONS, (r) =>
            r === "regular"
              ? m.admin_bills_registration_regular({}, o)
              : r === "composition"
                ? m.admin_bills_registration_composition({}, o)
                : m.admin_bills_registration_unregistered({}, o),
          )}
          onChange={set("registration")}
          error={server.errorFor("registration")}
          className="sm:col-span-2"
        />
        {registered && (
          <TextInput
            {...text("gstin")}
            required
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            hint={
              gstinRight ? `✓ ${m.admin_bills_gstin_ok({}, o)}` : m.admin_bills_gstin_hint({}, o)
            }
          />
        )}
        <TextInput {...text("pan")} maxLength={12} autoCapitalize="characters" spellCheck={false} />
        <TextInput
          {...text("invoicePrefix")}
          required
          maxLength={4}
          autoCapitalize="characters"
          spellCheck={false}
          hint={
            <>
              {m.admin_bills_prefix_hint({}, o)} <span translate="no">{example}</span>
            </>
          }
        />
      </Group>
      <Group legend={m.admin_bills_section_bank({}, o)}>
        <TextInput {...bank("accountName")} maxLength={100} />
        <TextInput {...bank("accountNumber")} inputMode="numeric" maxLength={20} />
        <TextInput
          {...bank("ifsc")}
          maxLength={11}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <TextInput {...bank("bankName")} maxLength={100} />
        <TextInput {...bank("branch")} maxLength={100} />
      </Group>
      <Group legend={m.admin_bills_section_upi({}, o)}>
        <TextInput
          {...text("upiId")}
          maxLength={100}
          autoCapitalize="none"
          spellCheck={false}
          hint={
            <>
              {m.admin_bills_upi_id_hint({}, o)} <span translate="no">name@handle</span>
            </>
          }
        />
        <TextInput {...text("payeeName")} maxLength={60} hint={m.admin_bills_payee_hint({}, o)} />
      </Group>
      <Group legend={m.admin_bills_section_print({}, o)}>
        <TextArea {...text("terms")} maxLength={1000} className="sm:col-span-2" />
        <TextInput
          {...text("signatory")}
          required
          maxLength={80}
          hint={m.admin_bills_signatory_hint({}, o)}
        />
        <SignatureField
          signatureKey={draft.signatureKey}
          saved={answer.profile?.signatureKey ?? ""}
          onChange={set("signatureKey")}
          call={call}
          token={token}
          error={server.errorFor("signatureKey")}
        />
      </Group>
      <FormError message={server.field in labels ? "" : server.error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={server.pending}>
          {server.pending ? m.admin_bills_saving({}, o) : m.admin_bills_save({}, o)}
        </Button>
        {answer.updatedAt && answer.updatedBy && (
          <span className="text-sm text-ink/70">
            {m.admin_bills_changed(
              { when: f.dateTime(answer.updatedAt), who: answer.updatedBy },
              o,
            )}
          </span>
        )}
      </div>
    </form>
  );
}
