import { lazy, memo, Suspense } from "react";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";

const OPENED = "details[data-quote-enquiry][open]";

/**
 * Resolves once she has opened an "Ask for a quote" (at once on the server, which renders the
 * form into the page). Until then the browser keeps the server's form as it is, without its
 * code: a page's first JavaScript does not carry it (issue 22: the pages' budget).
 */
function whenOpened(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    if (document.querySelector(OPENED)) return resolve();
    // "toggle" does not bubble; a listener on the capturing path hears every <details>' one.
    const heard = () => {
      if (!document.querySelector(OPENED)) return;
      document.removeEventListener("toggle", heard, true);
      resolve();
    };
    document.addEventListener("toggle", heard, true);
  });
}

const EnquiryForm = lazy(() => whenOpened().then(() => import("./enquiry-form")));

/**
 * The form's boundary. Memoised so that the page's own updates never reach a boundary still
 * waiting for its code (React would drop the server's form, and what she typed, to render the
 * fallback).
 */
const FormBoundary = memo(function FormBoundary({ designs }: { designs: string }) {
  return (
    <Suspense fallback={null}>
      <EnquiryForm designs={designs} />
    </Suspense>
  );
});

/** The address of the form inside "Ask for a quote", which the phone's action bar links to. */
export const QUOTE_FORM_ID = "ask-for-quote";

/**
 * "Ask for a quote" (issue 22 §1) beside the spec's 'Call for Quotation': a <details> that opens
 * without JavaScript, holding the enquiry form the server rendered; typed before the page is
 * interactive, it is kept and sent (use-kept-form.ts). `fromBar`: a design page, whose phone
 * action bar holds the way in (ask-for-quote-link.tsx, its own module: /products, which shows
 * this form too, does not load it); there, on a phone, its own summary shows only
 * once the form is open (to close it), so the action is not offered twice.
 */
export function AskForQuote({
  designs = "",
  fromBar = false,
}: {
  designs?: string;
  fromBar?: boolean;
}) {
  const o = inLocale(useLocale());
  return (
    <details
      data-quote-enquiry
      className={`group mt-4 w-full ${fromBar ? "max-md:[&:not([open])]:hidden" : ""}`}
    >
      <summary className="inline-flex cursor-pointer list-none items-center rounded-full border border-maroon-300 bg-white px-6 py-3 font-semibold text-maroon-800 hover:bg-maroon-50 [&::-webkit-details-marker]:hidden">
        {m.quote_open({}, o)}
      </summary>
      {/* The link's target; below the sticky site header when the browser scrolls to it. */}
      <div id={QUOTE_FORM_ID} className="scroll-mt-24">
        <FormBoundary designs={designs} />
      </div>
    </details>
  );
}
