import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";
import { QUOTE_FORM_ID } from "./ask-for-quote";

/**
 * "Ask for a quote" in a design page's phone action bar: a link to the form, which the browser
 * opens by itself when it scrolls to it (a closed <details>' content is revealed for a link to
 * it, so it works before and without JavaScript); with JavaScript it is opened first, for a
 * browser that does not.
 */
export function AskForQuoteLink({ className }: { className: string }) {
  const o = inLocale(useLocale());
  return (
    <a
      href={`#${QUOTE_FORM_ID}`}
      onClick={() => {
        const details = document.getElementById(QUOTE_FORM_ID)?.closest("details");
        if (details) details.open = true;
      }}
      className={className}
    >
      {m.quote_open({}, o)}
    </a>
  );
}
