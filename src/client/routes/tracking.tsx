import { MessageCircle, Phone, Search } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { BUSINESS, chatLink, primaryPhone, telLink } from "../../shared/business";
import { normaliseOrderId, orderIdFor, type PublicOrder } from "../../shared/orders";
import { todayInIndia } from "../../shared/dates";
import { localeOfPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { DEMO_ORDER_IDS, trackingCodeOfHash, trackingToasts } from "../../shared/tracking";
import { apiRequest, type ApiResult } from "../api-client";
import type { PublicDocument } from "../../shared/billing/documents";
import type { PublicDispatch } from "../../shared/dispatch/dispatch";
import type { PublicPiece } from "../../shared/order-photos";
import type { PublicAlteration } from "../../shared/calendar/calendar";
import { trackingProblem } from "../features/tracking/tracking-problem";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/tracking";
import { pageMeta } from "../seo";
import { useFieldErrors } from "../ui/field-errors";
import { PrivacyNote } from "../ui/privacy-note";
import { TextField } from "../ui/text-field";
import { useToast } from "../ui/toast";
import { useKeptForm } from "../ui/use-kept-form";
import { PATHS } from "../../shared/paths";

// Her order's card (its steps, dates and sums) shows only once she has searched: its code loads
// as she starts on the form, or as a tracking link's lookup starts, not with every visit. An
// order found is shown once the card's code is there (no Suspense: React times a boundary's
// reveal, which the tests' paused clock would hold back).
/** The card's code before an order found is shown (without it, the toast still says so). */
const cardReady = () => loadOrderCard().catch(() => undefined);
type CardModule = typeof import("../features/tracking/order-card");
let cardModule: CardModule | undefined;
const loadOrderCard = async (): Promise<CardModule> =>
  (cardModule ??= await import("../features/tracking/order-card"));

// Her bills show only once her digits are proven and the boutique has issued one: their code
// (titles in both languages, amounts) loads then, not with every visit to the page.
const OrderDocuments = lazy(() =>
  import("../features/tracking/order-documents").then((x) => ({ default: x.OrderDocuments })),
);

// Her parcel's courier and number come with her digits too, once the boutique has sent it.
const OrderDispatch = lazy(() =>
  import("../features/tracking/order-dispatch").then((x) => ({ default: x.OrderDispatch })),
);

// Her piece step by step with its photos, too, once the boutique has marked one for her.
const OrderPiece = lazy(() =>
  import("../features/tracking/order-piece").then((x) => ({ default: x.OrderPiece })),
);

// What her fitting found to alter: in her piece's module, so no chunk of its own.
const OrderAlterations = lazy(() =>
  import("../features/tracking/order-piece").then((x) => ({ default: x.OrderAlterations })),
);

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  return pageMeta(m.tracking_title({}, o), m.tracking_description({ name: BUSINESS.name }, o), {
    locale,
    path: PATHS.tracking,
  });
};

/**
 * Demo mode (the spec's prototype) offers the three sample orders and says the ID came by
 * e-mail or SMS; a real deployment has no samples and sends no SMS, so it says neither.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { demoMode: context.demoMode };
}

/**
 * What a lookup answers: her bills and receipts, her parcel and her piece's photos come with her
 * phone's digits.
 */
type Found = {
  order: PublicOrder;
  documents?: PublicDocument[];
  dispatch?: PublicDispatch | null;
  piece?: PublicPiece | null;
  alterations?: PublicAlteration[];
};

/** An ID of this year's shape (a real deployment has no sample orders to show). */
const exampleOrderId = () => orderIdFor(Number(todayInIndia().slice(0, 4)), 1);

/** The digits' schema (zod) is fetched when the visitor starts on the form, not with the page. */
const loadDigitsSchema = () => import("../../shared/tracking-schema");

export default function Tracking({ loaderData }: Route.ComponentProps) {
  const { demoMode } = loaderData;
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const [documents, setDocuments] = useState<PublicDocument[]>([]);
  const [dispatch, setDispatch] = useState<PublicDispatch | null>(null);
  const [piece, setPiece] = useState<PublicPiece | null>(null);
  const [alterations, setAlterations] = useState<PublicAlteration[]>([]);
  const orderIdField = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const locale = useLocale();
  const o = inLocale(locale);
  const toasts = trackingToasts(locale);
  // The code of her tracking link, and the order it opened.
  const fromLink = useRef<{ code: string; orderId: string } | null>(null);
  // Neither field has a check of the browser's own: nothing for it to say.
  const errors = useFieldErrors<"orderId" | "phoneLast4">(() => "");

  const show = (result: ApiResult<Found>) => {
    setDocuments(result.ok ? (result.data.documents ?? []) : []);
    setDispatch(result.ok ? (result.data.dispatch ?? null) : null);
    setPiece(result.ok ? (result.data.piece ?? null) : null);
    setAlterations(result.ok ? (result.data.alterations ?? []) : []);
    if (result.ok) {
      const found = result.data.order;
      setOrder(found);
      errors.show({});
      toast(
        found.details ? toasts.found(found.details.customerName) : toasts.foundById(found.orderId),
      );
    } else {
      setOrder(null);
      const problem = result.status === 404 ? toasts.notFound : trackingProblem(result, locale);
      // An unknown ID and wrong digits are the fields' to say; a busy server is not.
      errors.show(
        result.status === 404
          ? { orderId: problem.description }
          : result.field === "phoneLast4"
            ? { phoneLast4: problem.description }
            : {},
      );
      toast({ ...problem, variant: "destructive" });
    }
  };

  // Her link (/tracking#code=…) opens her order at once.
  useEffect(() => {
    const code = trackingCodeOfHash(window.location.hash);
    if (!code) return;
    void loadOrderCard();
    void apiRequest<{ order: PublicOrder }>(`/track/${code}`).then(async (result) => {
      if (result.ok) {
        fromLink.current = { code, orderId: result.data.order.orderId };
        if (orderIdField.current) orderIdField.current.value = result.data.order.orderId;
        await cardReady();
      }
      show(result);
    });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const form = useKeptForm(["orderId", "phoneLast4"], async (values) => {
    const id = normaliseOrderId(values.orderId);
    if (!id) {
      errors.show({ orderId: toasts.empty.description });
      toast({ ...toasts.empty, variant: "destructive" });
      return "keep";
    }
    // Her own order from her link: by its code (never locked out by others' wrong digits).
    const link = fromLink.current;
    const path =
      link && link.orderId === id ? `/track/${link.code}` : `/orders/${encodeURIComponent(id)}`;
    let result: ApiResult<Found>;
    if (values.phoneLast4.trim()) {
      const { PhoneDigitsSchema } = await loadDigitsSchema();
      const digits = PhoneDigitsSchema.safeParse(values);
      if (!digits.success) {
        // The schema's message is the English of digits_invalid.
        const description =
          locale === "en" ? (digits.error.issues[0]?.message ?? "") : m.digits_invalid({}, o);
        errors.show({ phoneLast4: description });
        toast({ title: m.toast_digits_title({}, o), description, variant: "destructive" });
        return "keep";
      }
      result = await apiRequest(`${path}/details`, { body: digits.data });
    } else {
      result = await apiRequest(path);
    }
    if (result.ok) await cardReady();
    show(result);
    return "keep";
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl text-maroon-800 sm:text-5xl">{m.tracking_title({}, o)}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">{m.tracking_intro({}, o)}</p>
      </header>

      <section
        aria-label={m.tracking_find({}, o)}
        className="mt-10 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <form
          action={form.action}
          onFocus={() => {
            void loadDigitsSchema();
            void loadOrderCard();
          }}
          onInput={errors.onInput}
          className="grid gap-3 sm:grid-cols-[1fr_17rem_auto] sm:items-start"
        >
          <TextField
            label={m.tracking_order_id({}, o)}
            name="orderId"
            inputRef={orderIdField}
            defaultValue={form.values.orderId}
            placeholder={m.tracking_example(
              { example: demoMode ? DEMO_ORDER_IDS[0] : exampleOrderId() },
              o,
            )}
            autoComplete="off"
            maxLength={40}
            inputClassName="uppercase placeholder:normal-case"
            error={errors.errors.orderId}
          />
          <TextField
            label={m.tracking_digits({}, o)}
            name="phoneLast4"
            defaultValue={form.values.phoneLast4}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder={m.tracking_example({ example: "3210" }, o)}
            error={errors.errors.phoneLast4}
          />
          <button
            type="submit"
            disabled={form.pending}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70 sm:mt-6"
          >
            <Search className="size-4" aria-hidden="true" />
            {form.pending ? m.tracking_searching({}, o) : m.tracking_button({}, o)}
          </button>
        </form>
        {demoMode && (
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-ink/70">{m.tracking_demo({}, o)}</span>
            {DEMO_ORDER_IDS.map((id) => (
              <button
                key={id}
                type="button"
                onClick={() => {
                  if (orderIdField.current) orderIdField.current.value = id;
                  errors.show({});
                }}
                className="min-h-11 rounded-full border border-maroon-200 px-4 py-2 font-mono text-maroon-700 hover:bg-maroon-50"
              >
                {id}
              </button>
            ))}
          </div>
        )}
        <div className="mt-4">
          <PrivacyNote form="tracking" />
        </div>
      </section>

      <div className="mt-8" aria-live="polite">
        {order ? (
          <>
            {cardModule && <cardModule.OrderCard order={order} locale={locale} />}
            {piece && (
              <Suspense fallback={null}>
                <OrderPiece piece={piece} locale={locale} />
              </Suspense>
            )}
            {alterations.length > 0 && (
              <Suspense fallback={null}>
                <OrderAlterations alterations={alterations} locale={locale} />
              </Suspense>
            )}
            {dispatch && (
              <Suspense fallback={null}>
                <OrderDispatch dispatch={dispatch} locale={locale} />
              </Suspense>
            )}
            {documents.length > 0 && (
              <Suspense fallback={null}>
                <OrderDocuments documents={documents} locale={locale} />
              </Suspense>
            )}
          </>
        ) : (
          <p
            data-testid="tracking-prompt"
            className="rounded-2xl border border-dashed border-gold-300 bg-cream p-8 text-center text-ink/75"
          >
            {demoMode ? m.tracking_prompt({}, o) : m.tracking_prompt_live({}, o)}
          </p>
        )}
      </div>

      <section
        aria-labelledby="help-heading"
        className="mt-8 rounded-2xl bg-maroon-800 p-6 text-white sm:p-8"
      >
        <h2 id="help-heading" className="text-2xl text-gold-200">
          {m.tracking_help_heading({}, o)}
        </h2>
        <p className="mt-2 text-maroon-100">{m.tracking_help_text({}, o)}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a
            href={telLink(primaryPhone())}
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-5 py-2.5 font-semibold text-maroon-900 hover:bg-gold-300"
          >
            <Phone className="size-4" aria-hidden="true" />{" "}
            {m.tracking_help_call({ phone: primaryPhone().display }, o)}
          </a>
          <a
            href={chatLink(m.tracking_help_message({}, o))}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-green-700 px-5 py-2.5 font-semibold hover:bg-green-800"
          >
            <MessageCircle className="size-4" aria-hidden="true" />{" "}
            {m.chat_on({ chat: BUSINESS.chat.label }, o)}
          </a>
        </div>
      </section>
    </div>
  );
}
