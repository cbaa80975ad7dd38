import { Languages } from "lucide-react";
import { useState } from "react";
import { LANGUAGE_TAGS, otherLocale, type Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { WITHOUT_HINDI_FONT } from "../hindi-font";
import { useAdminLanguage } from "./admin-locale";

/** A language's own name, in its own script: "English", "हिन्दी". */
export const languageName = (locale: Locale): string => m.language_name({}, inLocale(locale));

/**
 * The header's switch to her other language: a button named in that language ("हिन्दी" on an
 * English screen, "English" on a Hindi one), 44 px tall for a thumb. A Devanagari name on an
 * English screen is drawn by the phone's own font (hindi-font.ts: WITHOUT_HINDI_FONT).
 */
export function LanguageSwitch() {
  const { locale, choose } = useAdminLanguage();
  const [busy, setBusy] = useState(false);
  const target = otherLocale(locale);
  return (
    <button
      type="button"
      lang={LANGUAGE_TAGS[target]}
      title={m.admin_language_switch_hint({}, inLocale(target))}
      aria-busy={busy || undefined}
      disabled={busy}
      data-testid="admin-language-switch"
      onClick={async () => {
        setBusy(true);
        await choose(target);
        setBusy(false);
      }}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg px-1.5 py-1.5 text-sm font-semibold text-white hover:bg-white/20 disabled:opacity-70"
      style={target === "hi" ? WITHOUT_HINDI_FONT : undefined}
    >
      {/* On a phone the boutique's name needs the room. */}
      <Languages className="hidden size-4 shrink-0 sm:block" aria-hidden="true" />
      {languageName(target)}
    </button>
  );
}
