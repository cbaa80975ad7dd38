import { useState } from "react";
import { LANGUAGE_TAGS, LOCALES, type Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { WITHOUT_HINDI_FONT } from "../hindi-font";
import { useAdminLanguage } from "../i18n/admin-locale";
import { languageName } from "../i18n/language-switch";

/**
 * Settings → Language: English or हिन्दी for her own screens, each named in its own language.
 * The one place to switch in demo mode, whose spec frame has no header of ours; there the
 * choice lasts until she logs out.
 */
export function LanguagePanel({ demo }: { demo: boolean }) {
  const { locale, choose } = useAdminLanguage();
  /** Her pick while it is being stored: shown at once, her language once the server has it. */
  const [picked, setPicked] = useState<Locale | null>(null);
  const busy = picked !== null;
  const o = inLocale(locale);
  return (
    <fieldset className="mt-2" aria-busy={busy || undefined} data-testid="language-choice">
      <legend className="text-sm text-ink/70">{m.admin_language_intro({}, o)}</legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {LOCALES.map((option) => (
          <label
            key={option}
            lang={LANGUAGE_TAGS[option]}
            style={option === "hi" && locale === "en" ? WITHOUT_HINDI_FONT : undefined}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-4 py-2 font-semibold has-[:checked]:border-maroon-700 has-[:checked]:bg-maroon-50 has-[:checked]:text-maroon-800"
          >
            <input
              type="radio"
              name="admin-language"
              value={option}
              checked={(picked ?? locale) === option}
              disabled={busy}
              onChange={async () => {
                setPicked(option);
                await choose(option);
                setPicked(null);
              }}
              className="size-4 accent-maroon-700"
            />
            {languageName(option)}
          </label>
        ))}
      </div>
      {demo && <p className="mt-3 text-sm text-ink/70">{m.admin_language_demo({}, o)}</p>}
    </fieldset>
  );
}
