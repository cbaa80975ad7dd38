import { Fragment } from "react";
import { MESSAGE_TEMPLATES } from "../../../../shared/message-templates";
import {
  LANGUAGE_LABELS,
  LANGUAGES,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
} from "../../../../shared/notifications";

/** A template's text with its {placeholders} marked. */
function Marked({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((part, i) =>
        /^\{\w+\}$/.test(part) ? (
          <mark key={i} className="rounded bg-gold-100 px-0.5 text-maroon-800">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Every message the boutique sends, when, and its words in English and Hindi. */
export function TemplateList() {
  return (
    <ul className="space-y-3">
      {MESSAGE_KINDS.map((kind) => {
        const t = MESSAGE_TEMPLATES[kind];
        return (
          <li key={kind} data-testid="template">
            <details className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
              <summary className="cursor-pointer font-semibold">
                {MESSAGE_KIND_LABELS[kind]}{" "}
                <span className="font-normal text-ink/70">
                  · {t.audience === "customer" ? "to the customer" : "to the owners"} · {t.when}
                </span>
              </summary>
              <div className="mt-3 grid gap-3 md:grid-cols-2">
                {LANGUAGES.map((language) => (
                  <div
                    key={language}
                    lang={language}
                    className="rounded-lg bg-stone-50 p-3 text-sm"
                  >
                    <p className="text-xs font-semibold uppercase tracking-wide text-ink/70">
                      {LANGUAGE_LABELS[language]}
                    </p>
                    <p className="mt-1 font-semibold">
                      <Marked text={t.text[language].subject} />
                    </p>
                    <p className="mt-1">
                      <Marked text={t.text[language].body} />
                    </p>
                  </div>
                ))}
              </div>
              <p className="mt-2 text-xs text-ink/70">
                WhatsApp template: <code>{t.whatsappName}</code>, its variables in this order:{" "}
                {t.params.map((p, i) => `{{${i + 1}}} ${p}`).join(", ")}
              </p>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
