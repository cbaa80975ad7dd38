import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { BUSINESS } from "../../../../shared/business";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import {
  LOST_REASON_MAX,
  NEXT_STATES,
  type EnquiryDetail,
  type EnquiryEvent,
  type EnquiryState,
} from "../../../../shared/quotes/enquiry-admin";
import { Button } from "../button";
import { ContactLinks } from "../contact-links";
import { Fact } from "../fact";
import { DateInput, FormError, TextInput, useServerAction } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { MARK_CLASS } from "../list-table";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { ENQUIRY_PROBLEMS, enquiryNames, STATE_CLASSES } from "./enquiry-texts";
import { QuotePanel } from "./quote-panel";

const MOVE_TEXTS = {
  quoted: m.admin_enquiries_move_quoted,
  accepted: m.admin_enquiries_move_accepted,
  declined: m.admin_enquiries_move_declined,
  lost: m.admin_enquiries_move_lost,
  expired: m.admin_enquiries_move_expired,
  new: m.admin_enquiries_move_new,
} satisfies Record<EnquiryState, unknown>;

/**
 * One enquiry (issue 22 §2): what she asks and how to reach her, its state and the moves it may
 * make (lost asks why), the follow-up date, her customer record (linked or made), its history.
 */
export function EnquiryPage({
  enquiryId,
  call,
  onBack,
  onOpenCustomer,
}: {
  enquiryId: number;
  call: AdminCall;
  onBack: () => void;
  onOpenCustomer: (customerId: number) => void;
}) {
  const [enquiry, setEnquiry] = useState<EnquiryDetail | null>(null);
  const [loadError, setLoadError] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const names = enquiryNames(locale);
  const toast = useAdminToast();
  const context = {
    known: ENQUIRY_PROBLEMS,
    labels: {
      lostReason: m.admin_enquiries_lost_reason({}, o),
      followUpOn: m.admin_enquiries_follow_up({}, o),
    },
  };
  const action = useServerAction(context);
  const [losing, setLosing] = useState(false);
  const [reason, setReason] = useState("");
  const [followUp, setFollowUp] = useState("");

  useEffect(() => {
    let current = true;
    void call<EnquiryDetail>(`/enquiries/${enquiryId}`).then((r) => {
      if (!current) return;
      if (r.ok) {
        setEnquiry(r.data);
        setFollowUp(r.data.followUpOn ?? "");
      } else setLoadError(problemText(locale, r, context));
    });
    return () => {
      current = false;
    };
    // The enquiry's id is what matters; its texts follow her language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, enquiryId]);

  if (!enquiry)
    return loadError ? (
      <Notice error>{loadError}</Notice>
    ) : (
      <Notice>{m.admin_enquiries_loading({}, o)}</Notice>
    );
  const e = enquiry;

  const shown = (next: EnquiryDetail) => {
    setEnquiry(next);
    setFollowUp(next.followUpOn ?? "");
  };
  const change = async (body: object) => {
    const r = await action.run(() =>
      call<EnquiryDetail>(`/enquiries/${e.id}`, {
        method: "PATCH",
        body: { revision: e.revision, ...body },
      }),
    );
    if (r.ok) {
      shown(r.data);
      setLosing(false);
      setReason("");
      toast({ title: m.admin_enquiries_saved({}, o), description: r.data.reference });
    } else if (r.status === 409) {
      // Another owner's change: show hers, so the next move starts from it.
      const fresh = await call<EnquiryDetail>(`/enquiries/${e.id}`);
      if (fresh.ok) shown(fresh.data);
    }
  };
  const link = async () => {
    const r = await action.run(() =>
      call<EnquiryDetail>(`/enquiries/${e.id}/customer`, { method: "POST" }),
    );
    if (r.ok) shown(r.data);
  };

  const eventText = (event: EnquiryEvent): string => {
    const d = event.detail;
    switch (d.kind) {
      case "received":
        return m.admin_enquiries_event_received({ source: names.source[d.source] }, o);
      case "state":
        return d.reason
          ? m.admin_enquiries_event_lost(
              { from: names.state[d.from], to: names.state[d.to], reason: d.reason },
              o,
            )
          : m.admin_enquiries_event_state({ from: names.state[d.from], to: names.state[d.to] }, o);
      case "follow-up":
        return d.on
          ? m.admin_enquiries_event_follow_up({ date: f.date(d.on) }, o)
          : m.admin_enquiries_event_follow_up_cleared({}, o);
      case "customer":
        return d.created
          ? m.admin_enquiries_event_customer_created({}, o)
          : m.admin_enquiries_event_customer_linked({}, o);
      case "quote":
        return d.action === "sent"
          ? m.admin_enquiries_event_quote_sent({ version: d.version }, o)
          : d.action === "changes-asked"
            ? m.admin_enquiries_event_quote_changes({ version: d.version, text: d.text ?? "" }, o)
            : m.admin_enquiries_event_quote_accepted(
                { version: d.version, name: d.text ?? "", orderId: d.orderId ?? "" },
                o,
              );
    }
  };
  const none = m.admin_enquiries_none_given({}, o);

  return (
    <article aria-labelledby="enquiry-heading" data-testid="enquiry-page">
      <Button variant="outline" onClick={onBack} className="mb-4">
        <ArrowLeft className="size-4" aria-hidden="true" /> {m.admin_enquiries_back({}, o)}
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="enquiry-heading" className="text-2xl font-bold text-maroon-800">
          {m.admin_enquiries_heading({ reference: e.reference }, o)}
        </h2>
        <span data-testid="enquiry-state" className={`${MARK_CLASS} ${STATE_CLASSES[e.state]}`}>
          {names.state[e.state]}
        </span>
      </div>
      <p className="mt-1 text-sm text-ink/70">
        {m.admin_enquiries_received(
          { date: f.dateTime(e.receivedAt), source: names.source[e.source] },
          o,
        )}
      </p>
      {e.state === "lost" && e.lostReason && (
        <p className="mt-2 text-ink" data-testid="enquiry-lost-reason">
          {m.admin_enquiries_lost_with_reason({ reason: e.lostReason }, o)}
        </p>
      )}

      <div className="mt-5 grid gap-5 lg:grid-cols-[3fr_2fr]">
        <section
          className="rounded-xl border border-gold-200 bg-white p-4"
          aria-labelledby="enquiry-what"
        >
          <h3 id="enquiry-what" className="font-semibold text-maroon-800">
            <span translate="no">{e.name}</span>
          </h3>
          <div className="mt-2">
            <ContactLinks
              name={e.name}
              phone={e.phone}
              email={e.email}
              subject={`${BUSINESS.name} ${e.reference}`}
            />
          </div>
          <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
            <Fact label={m.admin_enquiries_field_designs({}, o)} className="sm:col-span-2">
              {e.designs.length > 0 ? e.designs.join(", ") : m.admin_enquiries_no_design({}, o)}
            </Fact>
            <Fact label={m.admin_enquiries_field_occasion({}, o)}>
              {names.occasion[e.occasion]}
            </Fact>
            <Fact label={m.admin_enquiries_field_needed_by({}, o)}>
              {e.neededBy ? f.date(e.neededBy) : none}
            </Fact>
            <Fact label={m.admin_enquiries_field_quantity({}, o)}>
              {m.admin_enquiries_pieces({ count: f.number(e.quantity) }, o)}
            </Fact>
            <Fact label={m.admin_enquiries_field_buyer({}, o)}>
              {e.buyer === "wholesale"
                ? m.admin_enquiries_wholesale({}, o)
                : m.admin_enquiries_retail({}, o)}
            </Fact>
            <Fact label={m.admin_enquiries_field_sizes({}, o)}>
              {[e.sizes, e.measureAtBoutique ? m.admin_enquiries_measure_at_boutique({}, o) : ""]
                .filter(Boolean)
                .join(" · ") || none}
            </Fact>
            <Fact label={m.admin_enquiries_field_place({}, o)}>
              {[e.city, e.stateName].filter(Boolean).join(", ") || none}
            </Fact>
            <Fact label={m.admin_enquiries_field_answer({}, o)}>
              {names.answer[e.answerBy]} · {names.language[e.language]}
            </Fact>
            <Fact label={m.admin_enquiries_field_consent({}, o)}>
              {e.consent ? m.admin_enquiries_yes({}, o) : m.admin_enquiries_no({}, o)}
            </Fact>
            {e.note && (
              <Fact
                label={m.admin_enquiries_field_note({}, o)}
                className="sm:col-span-2"
                valueClassName="whitespace-pre-line"
              >
                {e.note}
              </Fact>
            )}
          </dl>
        </section>

        <div className="space-y-5">
          <section
            className="rounded-xl border border-gold-200 bg-white p-4"
            aria-labelledby="enquiry-pipeline"
          >
            <h3 id="enquiry-pipeline" className="font-semibold text-maroon-800">
              {m.admin_enquiries_pipeline({}, o)}
            </h3>
            <FormError message={action.field === "followUpOn" ? "" : action.error} />
            {losing ? (
              <form
                noValidate
                className="mt-3 space-y-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  void change({ state: "lost", lostReason: reason });
                }}
              >
                <TextInput
                  label={m.admin_enquiries_lost_reason({}, o)}
                  value={reason}
                  onChange={setReason}
                  maxLength={LOST_REASON_MAX}
                  placeholder={m.admin_enquiries_lost_reason_placeholder({}, o)}
                  required
                  error={action.errorFor("lostReason")}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" disabled={action.pending}>
                    {m.admin_enquiries_lost_confirm({}, o)}
                  </Button>
                  <Button variant="outline" onClick={() => setLosing(false)}>
                    {m.admin_enquiries_cancel({}, o)}
                  </Button>
                </div>
              </form>
            ) : (
              <div className="mt-3 flex flex-wrap gap-2">
                {NEXT_STATES[e.state].map((next) => (
                  <Button
                    key={next}
                    variant={next === "quoted" || next === "accepted" ? "primary" : "outline"}
                    disabled={action.pending}
                    onClick={() =>
                      next === "lost" ? setLosing(true) : void change({ state: next })
                    }
                  >
                    {MOVE_TEXTS[next]({}, o)}
                  </Button>
                ))}
              </div>
            )}
            <form
              className="mt-4 flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void change({ followUpOn: followUp || null });
              }}
            >
              <DateInput
                label={m.admin_enquiries_follow_up({}, o)}
                value={followUp}
                onChange={setFollowUp}
                min={todayInIndia()}
                className="min-w-48 flex-1"
                error={action.errorFor("followUpOn")}
              />
              <Button type="submit" variant="outline" disabled={action.pending}>
                {followUp
                  ? m.admin_enquiries_follow_up_save({}, o)
                  : m.admin_enquiries_follow_up_clear({}, o)}
              </Button>
            </form>
          </section>

          <section
            className="rounded-xl border border-gold-200 bg-white p-4"
            aria-labelledby="enquiry-customer"
          >
            <h3 id="enquiry-customer" className="font-semibold text-maroon-800">
              {m.admin_enquiries_customer({}, o)}
            </h3>
            {e.customerId !== null ? (
              <Button
                variant="outline"
                className="mt-2"
                onClick={() => onOpenCustomer(e.customerId!)}
              >
                {m.admin_enquiries_customer_open({ name: e.name }, o)}
              </Button>
            ) : (
              <>
                <p className="mt-1 text-sm text-ink/70">{m.admin_enquiries_customer_none({}, o)}</p>
                <Button
                  variant="outline"
                  className="mt-2"
                  disabled={action.pending}
                  onClick={() => void link()}
                >
                  {m.admin_enquiries_customer_link({}, o)}
                </Button>
              </>
            )}
          </section>

          <section
            className="rounded-xl border border-gold-200 bg-white p-4"
            aria-labelledby="enquiry-history"
          >
            <h3 id="enquiry-history" className="font-semibold text-maroon-800">
              {m.admin_enquiries_history({}, o)}
            </h3>
            <ol className="mt-2 space-y-2 text-sm" data-testid="enquiry-history">
              {e.events.map((event, i) => (
                <li key={i}>
                  <span className="font-medium">{eventText(event)}</span>
                  <span className="block text-ink/70">
                    {f.dateTime(event.at)} ·{" "}
                    {event.by === null
                      ? m.admin_enquiries_by_her({}, o)
                      : m.admin_enquiries_by_owner({ name: event.by }, o)}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
      <QuotePanel
        enquiryId={e.id}
        customerName={e.name}
        call={call}
        onChanged={() =>
          void call<EnquiryDetail>(`/enquiries/${e.id}`).then((r) => r.ok && shown(r.data))
        }
      />
    </article>
  );
}
