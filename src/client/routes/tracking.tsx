import { MessageCircle, Phone, Search } from "lucide-react";
import { useRef, useState } from "react";
import { BUSINESS, chatLink, primaryPhone, telLink } from "../../shared/business";
import { normaliseOrderId, type PublicOrder } from "../../shared/orders";
import { DEMO_ORDER_IDS, TRACKING_TEXTS, TRACKING_TOASTS } from "../../shared/tracking";
import { apiRequest, type ApiResult } from "../api-client";
import { OrderCard } from "../features/tracking/order-card";
import { pageMeta } from "../seo";
import { useToast } from "../ui/toast";
import { useKeptForm } from "../ui/use-kept-form";
import { PATHS } from "../../shared/paths";

export const meta = () =>
  pageMeta(
    "Track Your Order",
    `Follow your ${BUSINESS.name} order from the workshop to your door with your Order ID.`,
    { path: PATHS.tracking },
  );

const FIELD =
  "mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2.5 focus:border-maroon-600 focus:ring-2 focus:ring-maroon-200 focus:outline-none";

/** The digits' schema (zod) is fetched when the visitor starts on the form, not with the page. */
const loadDigitsSchema = () => import("../../shared/tracking-schema");

export default function Tracking() {
  const [order, setOrder] = useState<PublicOrder | null>(null);
  const orderIdField = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const form = useKeptForm(["orderId", "phoneLast4"], async (values) => {
    const id = normaliseOrderId(values.orderId);
    if (!id) {
      toast({ ...TRACKING_TOASTS.empty, variant: "destructive" });
      return "keep";
    }
    const path = `/orders/${encodeURIComponent(id)}`;
    let result: ApiResult<{ order: PublicOrder }>;
    if (values.phoneLast4.trim()) {
      const { PhoneDigitsSchema } = await loadDigitsSchema();
      const digits = PhoneDigitsSchema.safeParse(values);
      if (!digits.success) {
        toast({
          title: "Check the phone digits",
          description: digits.error.issues[0]?.message,
          variant: "destructive",
        });
        return "keep";
      }
      result = await apiRequest(`${path}/details`, { body: digits.data });
    } else {
      result = await apiRequest(path);
    }
    if (result.ok) {
      const found = result.data.order;
      setOrder(found);
      toast(
        found.details
          ? TRACKING_TOASTS.found(found.details.customerName)
          : TRACKING_TOASTS.foundById(found.orderId),
      );
    } else {
      setOrder(null);
      toast(
        result.status === 404
          ? { ...TRACKING_TOASTS.notFound, variant: "destructive" }
          : result.field === "phoneLast4"
            ? {
                title: "Phone digits do not match",
                description: result.error,
                variant: "destructive",
              }
            : { title: "Tracking unavailable", description: result.error, variant: "destructive" },
      );
    }
    return "keep";
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <header className="text-center">
        <h1 className="text-4xl font-bold text-maroon-800 sm:text-5xl">Track Your Order</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-ink/80">
          Enter your Order ID to see where your garment is, from our artisans&apos; hands to your
          door.
        </p>
      </header>

      <section
        aria-label="Find your order"
        className="mt-10 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <form
          action={form.action}
          onFocus={() => void loadDigitsSchema()}
          className="grid gap-3 sm:grid-cols-[1fr_13rem_auto] sm:items-end"
        >
          <div>
            <label htmlFor="order-id" className="text-sm font-medium">
              Order ID
            </label>
            <input
              id="order-id"
              name="orderId"
              ref={orderIdField}
              defaultValue={form.values.orderId}
              placeholder={`e.g. ${DEMO_ORDER_IDS[0]}`}
              autoComplete="off"
              maxLength={40}
              className={`${FIELD} uppercase placeholder:normal-case`}
            />
          </div>
          <div>
            <label htmlFor="phone-last4" className="text-sm font-medium">
              {TRACKING_TEXTS.digitsLabel}
            </label>
            <input
              id="phone-last4"
              name="phoneLast4"
              defaultValue={form.values.phoneLast4}
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              placeholder="e.g. 3210"
              className={FIELD}
            />
          </div>
          <button
            type="submit"
            disabled={form.pending}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70"
          >
            <Search className="size-4" aria-hidden="true" />
            {form.pending ? "Searching..." : "Track Order"}
          </button>
        </form>
        <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="text-ink/70">Try a demo order:</span>
          {DEMO_ORDER_IDS.map((id) => (
            <button
              key={id}
              type="button"
              onClick={() => {
                if (orderIdField.current) orderIdField.current.value = id;
              }}
              className="rounded-full border border-maroon-200 px-3 py-1 font-mono text-maroon-700 hover:bg-maroon-50"
            >
              {id}
            </button>
          ))}
        </div>
      </section>

      <div className="mt-8" aria-live="polite">
        {order ? (
          <OrderCard order={order} />
        ) : (
          <p
            data-testid="tracking-prompt"
            className="rounded-2xl border border-dashed border-gold-300 bg-cream p-8 text-center text-ink/75"
          >
            Your Order ID is in the confirmation e-mail or SMS we sent when you placed your order.
          </p>
        )}
      </div>

      <section
        aria-labelledby="help-heading"
        className="mt-8 rounded-2xl bg-maroon-800 p-6 text-white sm:p-8"
      >
        <h2 id="help-heading" className="text-2xl font-bold text-gold-200">
          Need Help?
        </h2>
        <p className="mt-2 text-maroon-100">
          Can&apos;t find your Order ID or have a question about your order? We are happy to help.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <a
            href={telLink(primaryPhone())}
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-5 py-2.5 font-semibold text-maroon-900 hover:bg-gold-300"
          >
            <Phone className="size-4" aria-hidden="true" /> Call {primaryPhone().display}
          </a>
          <a
            href={chatLink("Hello! I have a question about my order.")}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-full bg-green-700 px-5 py-2.5 font-semibold hover:bg-green-800"
          >
            <MessageCircle className="size-4" aria-hidden="true" /> Chat on {BUSINESS.chat.label}
          </a>
        </div>
      </section>
    </div>
  );
}
