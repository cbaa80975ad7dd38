import { useEffect, useState } from "react";
import { Link } from "react-router";
import { BUSINESS, primaryPhone } from "../../shared/business";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { formatIndianDate, formatIndianDateTime } from "../../shared/order-format";
import { PATHS } from "../../shared/paths";
import { QUOTE_CODE_PATTERN, type QuotePage } from "../../shared/quotes/quote-view";
import { apiRequest } from "../api-client";
import { AcceptQuoteForm, AskForChangesForm } from "../features/quotes/quote-answer-forms";
import { QuoteSheetView } from "../features/quotes/quote-sheet-view";
import { PayByUpi } from "../features/tracking/pay-by-upi";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/quote";

/** Her quote's page is hers alone: no search engine keeps it, nothing links to it. */
export const meta = ({ location }: Route.MetaArgs) => {
  const o = inLocale(localeOfPath(location.pathname));
  return [
    { title: `${m.quote_page_title({}, o)} | ${BUSINESS.name}` },
    { name: "robots", content: "noindex, nofollow" },
  ];
};

type State =
  { is: "loading" } | { is: "missing" } | { is: "shown"; code: string; quote: QuotePage };

/** Her quote by its code; a code of the wrong shape is not even asked for. */
async function read(code: string): Promise<State> {
  if (!QUOTE_CODE_PATTERN.test(code)) return { is: "missing" };
  const r = await apiRequest<QuotePage>(`/quote-pages/${code}`);
  return r.ok ? { is: "shown", code, quote: r.data } : { is: "missing" };
}

/**
 * Her quote by the code in the link the owners send her (/quote#CODE, after the # as her
 * appointment's link, so no server log or other site's Referer holds it; the page itself is the
 * same for every code and is rendered once). This version only, as sent; open, she accepts it
 * (her name and her tick) or asks for changes; superseded, expired or accepted, it says so and
 * offers to ask again. A wrong code says only that the link opens no quotation.
 */
export default function QuotePageRoute() {
  const locale = useLocale();
  const o = inLocale(locale);
  const [state, setState] = useState<State>({ is: "loading" });

  useEffect(() => {
    // Read once hydrated: the page is rendered without the code (it is after the #); and again
    // when another link of hers is opened in the same tab (only the # changes: no new page).
    const shown = () => void read(window.location.hash.slice(1)).then(setState);
    shown();
    window.addEventListener("hashchange", shown);
    return () => window.removeEventListener("hashchange", shown);
  }, []);

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-maroon-800">{m.quote_page_title({}, o)}</h1>
      {state.is === "loading" && <p className="mt-4">{m.quote_page_loading({}, o)}</p>}
      {state.is === "missing" && (
        <p className="mt-4" data-testid="quote-missing">
          {m.quote_page_missing({ phone: primaryPhone().display }, o)}
        </p>
      )}
      {state.is === "shown" && (
        <>
          <QuoteState quote={state.quote} />
          {state.quote.advance && (
            <PayByUpi request={state.quote.advance} locale={locale} heading="h2" />
          )}
          <QuoteSheetView quote={state.quote} code={state.code} locale={locale} />
          {state.quote.state === "open" && (
            <div className="mt-6 grid gap-6">
              <AcceptQuoteForm
                code={state.code}
                locale={locale}
                onAnswer={(quote) => setState({ is: "shown", code: state.code, quote })}
                onStale={() => void read(state.code).then(setState)}
              />
              <AskForChangesForm code={state.code} locale={locale} />
            </div>
          )}
        </>
      )}
    </main>
  );
}

/** Where her quote stands: open until its date; or why it can no longer be accepted. */
function QuoteState({ quote }: { quote: QuotePage }) {
  const locale = useLocale();
  const o = inLocale(locale);
  const until = formatIndianDate(quote.content.validUntil, locale);
  const askAgain = (
    <Link
      to={localizedPath(PATHS.contact, locale)}
      className="mt-2 inline-block font-semibold text-maroon-700 underline"
    >
      {m.quote_page_ask_again({}, o)}
    </Link>
  );
  const says = {
    open: { tone: "bg-gold-100", text: m.quote_page_open({ date: until }, o), again: false },
    superseded: { tone: "bg-amber-50", text: m.quote_page_superseded({}, o), again: true },
    expired: { tone: "bg-amber-50", text: m.quote_page_expired({ date: until }, o), again: true },
    accepted: {
      tone: "bg-green-50",
      text: quote.accepted
        ? m.quote_page_accepted(
            { date: formatIndianDateTime(quote.accepted.at, locale), name: quote.accepted.name },
            o,
          )
        : "",
      again: false,
    },
  }[quote.state];
  return (
    <div
      role="status"
      data-testid="quote-state"
      data-state={quote.state}
      className={`mt-4 rounded-lg p-3 ${says.tone}`}
    >
      <p>{says.text}</p>
      {says.again && askAgain}
    </div>
  );
}
