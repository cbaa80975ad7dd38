import { useEffect, useState } from "react";
import { ADMIN_PATHS } from "../../../../shared/admin-paths";
import { formatPaise } from "../../../../shared/billing/money";
import { inLocale, m } from "../../../../shared/messages";
import { TAX_MODES, type TaxMode } from "../../../../shared/quotes/quote";
import type { Channel } from "../../../../shared/notifications";
import type { QuoteDetail } from "../../../../shared/quotes/quote-view";
import { Button } from "../button";
import {
  CheckboxInput,
  DateInput,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  optionsOf,
  useServerAction,
} from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import type { AdminCall } from "../use-admin-session";
import { useAdminNav } from "../use-admin-nav";
import { QuoteMessages, QuoteSendDialog } from "./quote-send-dialog";
import { contentOf, draftOf, emptyLine, type LineDraft, type QuoteDraft } from "./quote-draft";

/** Her link as the owners copy it to send her: the site's own address before her page's path. */
const herLink = (path: string) =>
  typeof window === "undefined" ? path : `${window.location.origin}${path}`;

/**
 * An enquiry's quote (issue 22 §3–4): begun from her enquiry, its latest version edited (a
 * change after issuing becomes the next version), issued and sent to her on the channels she
 * agreed to (quote-send-dialog.tsx), every version issued with what was sent when, with
 * its total and what changed, and her acceptance recorded when she says yes by phone or in the
 * shop.
 */
export function QuotePanel({
  enquiryId,
  customerName,
  call,
  onChanged,
}: {
  enquiryId: number;
  customerName: string;
  call: AdminCall;
  /** The enquiry moved on (quoted, accepted): read it again. */
  onChanged: () => void;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const action = useServerAction();
  const { go } = useAdminNav();
  const [quote, setQuote] = useState<QuoteDetail | null | undefined>(undefined);
  const [draft, setDraft] = useState<QuoteDraft | null>(null);
  const [name, setName] = useState(customerName);
  const [how, setHow] = useState<"phone" | "shop">("phone");
  /** The send dialog is open (the draft saved first). */
  const [sending, setSending] = useState(false);

  const shown = (q: QuoteDetail) => {
    setQuote(q);
    setDraft(draftOf(q.versions.at(-1)!.content));
  };
  useEffect(() => {
    void call<QuoteDetail>(`/quotes?enquiryId=${enquiryId}`).then((r) =>
      r.ok ? shown(r.data) : setQuote(null),
    );
  }, [call, enquiryId]);

  const heading = (
    <h3 id="enquiry-quote" className="font-semibold text-maroon-800">
      {m.admin_enquiries_quote({}, o)}
    </h3>
  );
  const section = (children: React.ReactNode) => (
    <section
      className="mt-5 rounded-xl border border-gold-200 bg-white p-4"
      aria-labelledby="enquiry-quote"
      data-testid="quote-panel"
    >
      {heading}
      {children}
    </section>
  );
  if (quote === undefined) return null;
  if (quote === null)
    return section(
      <>
        <FormError message={action.error} />
        <Button
          className="mt-2"
          disabled={action.pending}
          onClick={async () => {
            const r = await action.run(() =>
              call<QuoteDetail>("/quotes", { method: "POST", body: { enquiryId } }),
            );
            if (r.ok) shown(r.data);
          }}
        >
          {m.admin_enquiries_quote_start({}, o)}
        </Button>
      </>,
    );

  const latest = quote.versions.at(-1)!;
  const issued = quote.versions.filter((v) => v.issuedAt !== null);
  const lastIssued = issued.at(-1);
  const nextVersion = latest.issuedAt === null ? latest.version : latest.version + 1;
  const d = draft!;
  const set = (change: Partial<QuoteDraft>) => setDraft({ ...d, ...change });
  const setLine = (i: number, change: Partial<LineDraft>) =>
    set({ lines: d.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) });
  const err = (field: string) => action.errorFor(field);
  const money = (paise: number) => formatPaise(paise, locale);

  const save = async () => {
    const read = contentOf(d);
    if (!read.ok) {
      const label = read.field;
      action.refuse({
        field: read.field,
        error:
          read.kind === "amount"
            ? m.admin_enquiries_quote_bad_amount({ field: label }, o)
            : m.admin_enquiries_quote_bad_count({ field: label }, o),
      });
      return undefined;
    }
    const r = await action.run(() =>
      call<QuoteDetail>(`/quotes/${quote.id}`, {
        method: "PUT",
        body: { revision: quote.revision, content: read.content },
      }),
    );
    if (r.ok) shown(r.data);
    return r.ok ? r.data : undefined;
  };
  const issue = async (channels: Channel[]) => {
    const r = await action.run(() =>
      call<QuoteDetail>(`/quotes/${quote.id}/send`, {
        method: "POST",
        body: { revision: quote.revision, channels },
      }),
    );
    if (r.ok) {
      setSending(false);
      shown(r.data);
      toast({ title: m.admin_enquiries_quote_issued_toast({}, o), description: "" });
      onChanged();
    }
  };
  const accept = async () => {
    const r = await action.run(() =>
      call<QuoteDetail>(`/quotes/${quote.id}/accept`, {
        method: "POST",
        body: { version: lastIssued!.version, name, how },
      }),
    );
    if (r.ok) {
      shown(r.data);
      onChanged();
    }
  };

  return section(
    <>
      <ol className="mt-2 space-y-2 text-sm" data-testid="quote-versions">
        {quote.versions.map((v) => (
          <li key={v.version}>
            {v.issuedAt === null ? (
              <span className="font-medium">
                {m.admin_enquiries_quote_draft({ version: v.version }, o)}
              </span>
            ) : (
              <>
                <span className="font-medium">
                  {m.admin_enquiries_quote_issued(
                    {
                      version: v.version,
                      date: f.dateTime(v.issuedAt),
                      name: v.issuedBy ?? "",
                      total: money(v.totals?.totalPaise ?? 0),
                    },
                    o,
                  )}
                </span>
                {v.link && (
                  // Her page (the link to send her), and its PDF beside it.
                  <span className="block">
                    {m.admin_enquiries_quote_link({}, o)}:{" "}
                    <a
                      className="break-all text-maroon-700 underline"
                      href={v.link}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`quote-link-${v.version}`}
                    >
                      {herLink(v.link)}
                    </a>
                    {v.pdf && (
                      <>
                        {" · "}
                        <a
                          className="text-maroon-700 underline"
                          href={v.pdf}
                          target="_blank"
                          rel="noopener noreferrer"
                          data-testid={`quote-pdf-${v.version}`}
                        >
                          {m.admin_enquiries_quote_pdf({}, o)}
                        </a>
                      </>
                    )}
                  </span>
                )}
                <a
                  className="block text-maroon-700 underline"
                  href={ADMIN_PATHS.quoteSheet(enquiryId, v.version)}
                  onClick={(event) => {
                    event.preventDefault();
                    go(ADMIN_PATHS.quoteSheet(enquiryId, v.version), { fromList: true });
                  }}
                  data-testid={`quote-print-${v.version}`}
                >
                  {m.admin_enquiries_quote_print({ version: v.version }, o)}
                </a>
                <QuoteMessages messages={v.messages} />
              </>
            )}
            {v.changes.length > 0 && (
              <span className="block text-ink/70">
                {m.admin_enquiries_quote_changes(
                  { changes: v.changes.map((c) => `${c.field}: ${c.from} → ${c.to}`).join("; ") },
                  o,
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
      {quote.acceptance && (
        <p className="mt-3 font-medium text-green-800" data-testid="quote-accepted">
          {m.admin_enquiries_quote_accepted(
            {
              version: quote.acceptance.version,
              name: quote.acceptance.name,
              date: f.dateTime(quote.acceptance.at),
              orderId: quote.acceptance.orderId,
            },
            o,
          )}
        </p>
      )}
      <FormError message={action.error} />
      {!quote.acceptance && (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {d.lines.map((l, i) => (
            <fieldset key={i} className="rounded-lg border border-stone-200 p-3">
              <legend className="px-1 text-sm font-semibold">
                {m.admin_enquiries_quote_piece({}, o)} {i + 1}
              </legend>
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                <TextInput
                  label={m.admin_enquiries_quote_piece({}, o)}
                  value={l.name}
                  onChange={(v) => setLine(i, { name: v })}
                  error={err(`content.lines.${i}.name`)}
                />
                <TextInput
                  label={m.admin_enquiries_quote_quantity({}, o)}
                  value={l.quantity}
                  inputMode="numeric"
                  onChange={(v) => setLine(i, { quantity: v })}
                  error={err(`lines.${i}.quantity`) ?? err(`content.lines.${i}.quantity`)}
                />
                <TextInput
                  label={m.admin_enquiries_quote_note({}, o)}
                  value={l.note}
                  onChange={(v) => setLine(i, { note: v })}
                  className="sm:col-span-2"
                />
              </div>
              <CheckboxInput
                label={m.admin_enquiries_quote_by_parts({}, o)}
                checked={l.byParts}
                onChange={(v) => setLine(i, { byParts: v })}
              />
              <div className="mt-2 grid gap-3 sm:grid-cols-3">
                {l.byParts ? (
                  (
                    [
                      ["fabricM", m.admin_enquiries_quote_fabric, "fabricCm"],
                      ["fabricRate", m.admin_enquiries_quote_fabric_rate, "fabricRatePaise"],
                      ["embroidery", m.admin_enquiries_quote_embroidery, "embroideryPaise"],
                      ["stitching", m.admin_enquiries_quote_stitching, "stitchingPaise"],
                      ["lining", m.admin_enquiries_quote_lining, "liningPaise"],
                      ["extras", m.admin_enquiries_quote_extras, "extrasPaise"],
                    ] as const
                  ).map(([key, label, field]) => (
                    <TextInput
                      key={key}
                      label={label({}, o)}
                      value={l[key]}
                      inputMode="decimal"
                      onChange={(v) => setLine(i, { [key]: v })}
                      error={err(`lines.${i}.${field}`)}
                    />
                  ))
                ) : (
                  <TextInput
                    label={m.admin_enquiries_quote_price({}, o)}
                    value={l.price}
                    inputMode="decimal"
                    onChange={(v) => setLine(i, { price: v })}
                    error={err(`lines.${i}.piecePaise`)}
                  />
                )}
                <TextInput
                  label={m.admin_enquiries_quote_discount({}, o)}
                  value={l.discount}
                  inputMode="decimal"
                  onChange={(v) => setLine(i, { discount: v })}
                  error={err(`lines.${i}.discountPaise`)}
                />
              </div>
              {d.lines.length > 1 && (
                <Button
                  variant="outline"
                  className="mt-2"
                  onClick={() => set({ lines: d.lines.filter((_, j) => j !== i) })}
                >
                  {m.admin_enquiries_quote_remove_piece({}, o)}
                </Button>
              )}
            </fieldset>
          ))}
          <Button variant="outline" onClick={() => set({ lines: [...d.lines, emptyLine()] })}>
            {m.admin_enquiries_quote_add_piece({}, o)}
          </Button>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextInput
              label={m.admin_enquiries_quote_rush({}, o)}
              value={d.rush}
              inputMode="decimal"
              onChange={(v) => set({ rush: v })}
              error={err("rushPaise")}
            />
            <TextInput
              label={m.admin_enquiries_quote_delivery({}, o)}
              value={d.delivery}
              inputMode="decimal"
              onChange={(v) => set({ delivery: v })}
              error={err("deliveryPaise")}
            />
            <SelectInput<TaxMode>
              label={m.admin_enquiries_quote_taxes({}, o)}
              value={d.taxMode}
              options={optionsOf(TAX_MODES, (t) =>
                t === "gst"
                  ? m.admin_enquiries_quote_tax_gst({}, o)
                  : t === "extra"
                    ? m.admin_enquiries_quote_tax_extra({}, o)
                    : m.admin_enquiries_quote_tax_inclusive({}, o),
              )}
              onChange={(v) => set({ taxMode: v })}
              error={err("taxMode")}
            />
            <DateInput
              label={m.admin_enquiries_quote_valid_until({}, o)}
              value={d.validUntil}
              onChange={(v) => set({ validUntil: v })}
              error={err("validUntil") ?? err("content.validUntil")}
            />
            <DateInput
              label={m.admin_enquiries_quote_promised({}, o)}
              value={d.promisedDelivery}
              onChange={(v) => set({ promisedDelivery: v })}
              error={err("promisedDelivery") ?? err("content.promisedDelivery")}
            />
            <div className="grid grid-cols-2 gap-2">
              <SelectInput<"percent" | "amount">
                label={m.admin_enquiries_quote_advance_kind({}, o)}
                value={d.advanceKind}
                options={[
                  { value: "percent", label: m.admin_enquiries_quote_advance_percent({}, o) },
                  { value: "amount", label: m.admin_enquiries_quote_advance_amount({}, o) },
                ]}
                onChange={(v) => set({ advanceKind: v })}
              />
              <TextInput
                label={m.admin_enquiries_quote_advance({}, o)}
                value={d.advance}
                inputMode="decimal"
                onChange={(v) => set({ advance: v })}
                error={err("advance")}
              />
            </div>
          </div>
          <TextArea
            label={m.admin_enquiries_quote_terms({}, o)}
            value={d.terms}
            onChange={(v) => set({ terms: v })}
            rows={3}
          />
          {latest.totals && (
            <p className="font-semibold" data-testid="quote-totals">
              {m.admin_enquiries_quote_totals(
                {
                  total: money(latest.totals.totalPaise),
                  advance: money(latest.totals.advancePaise),
                },
                o,
              )}
              {latest.totals.taxMode === "gst" &&
                ` · ${m.admin_enquiries_quote_taxes_in({ tax: money(latest.totals.cgstPaise + latest.totals.sgstPaise + latest.totals.igstPaise) }, o)}`}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" disabled={action.pending}>
              {m.admin_enquiries_quote_save({}, o)}
            </Button>
            <Button
              disabled={action.pending || sending}
              onClick={async () => {
                if (await save()) setSending(true);
              }}
            >
              {m.admin_enquiries_quote_issue({ version: nextVersion }, o)}
            </Button>
          </div>
        </form>
      )}
      {!quote.acceptance && sending && (
        <QuoteSendDialog
          version={nextVersion}
          channels={quote.channels}
          pending={action.pending}
          error={action.errorFor("channels")}
          onSend={(channels) => void issue(channels)}
          onCancel={() => setSending(false)}
        />
      )}
      {!quote.acceptance && lastIssued && (
        <form
          noValidate
          className="mt-5 grid gap-3 border-t border-stone-200 pt-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            void accept();
          }}
        >
          <p className="text-sm font-semibold sm:col-span-3">
            {m.admin_enquiries_quote_accept_heading({}, o)}
          </p>
          <TextInput
            label={m.admin_enquiries_quote_accept_name({}, o)}
            value={name}
            onChange={setName}
            error={err("name")}
          />
          <SelectInput<"phone" | "shop">
            label={m.admin_enquiries_quote_accept_how({}, o)}
            value={how}
            options={[
              { value: "phone", label: m.admin_enquiries_quote_accept_phone({}, o) },
              { value: "shop", label: m.admin_enquiries_quote_accept_shop({}, o) },
            ]}
            onChange={setHow}
          />
          <Button type="submit" variant="outline" disabled={action.pending}>
            {m.admin_enquiries_quote_accept({ version: lastIssued.version }, o)}
          </Button>
        </form>
      )}
    </>,
  );
}
