import { createContext, useContext, useEffect, type ReactNode } from "react";
import { LANGUAGE_TAGS, type Locale } from "../../../../shared/locale";
import { inLocale, m } from "../../../../shared/messages";
import { HINDI_FONT } from "../hindi-font";

/**
 * The language of the owner's own screens (docs/decisions/0017): on her account outside demo
 * mode, in page memory in demo mode (every demo login starts in English). Every back-office
 * component says its texts in it: `m.admin_…({}, inLocale(useAdminLocale()))`.
 */
interface AdminLanguage {
  locale: Locale;
  /** Changes it (stored on her account first, outside demo mode); false when refused. */
  choose: (locale: Locale) => Promise<boolean>;
}

const AdminLanguageContext = createContext<AdminLanguage>({
  locale: "en",
  choose: async () => false,
});

/** The owner's language; English outside the back office's provider (the login form). */
export const useAdminLocale = (): Locale => useContext(AdminLanguageContext).locale;

/** Her language and the way to change it (the header's switch, Settings). */
export const useAdminLanguage = (): AdminLanguage => useContext(AdminLanguageContext);

/**
 * Gives her language to the back office, and while it is Hindi marks the page as hers: `lang`
 * on the document (screen readers, line breaking; the toasts are hers too), the Devanagari face
 * and type rules (hindiTypeSheet), and the two texts of the page's frame that stay on screen or
 * to a screen reader (the skip link, the toasts' region) in Hindi. All put back when she logs
 * out or switches to English. Done here, as admin-shell.tsx hides the shop's frame, so the
 * public pages' JavaScript and CSS carry none of it.
 */
export function AdminLanguageProvider({
  value,
  children,
}: {
  value: AdminLanguage;
  children: ReactNode;
}) {
  useDocumentLanguage(value.locale);
  return <AdminLanguageContext.Provider value={value}>{children}</AdminLanguageContext.Provider>;
}

/** The frame's own texts, by where root.tsx and ui/toast.tsx put them. */
const SKIP_LINK = 'body > a[href="#main"]';
const TOAST_REGION = "body > [role=region][aria-live]";

/**
 * The Hindi face first in the site's two font stacks (headings are serif), and the Hindi pages'
 * type rules (fonts/site-type.ts): vowel signs need taller lines, and letter spacing would break
 * the headline joining a word's letters. A constructed sheet: the page's CSP allows no inline
 * <style>, and the public stylesheet stays as it is.
 */
function hindiTypeSheet(): CSSStyleSheet {
  const root = getComputedStyle(document.documentElement);
  const first = (stack: string) => `"${HINDI_FONT}", ${root.getPropertyValue(stack).trim()}`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    [
      `:root{--font-sans:${first("--font-sans")};--font-serif:${first("--font-serif")}}`,
      `[class*="tracking-"]{letter-spacing:normal}`,
      `.leading-tight{line-height:1.4}`,
      `.leading-none{line-height:1.3}`,
    ].join(""),
  );
  return sheet;
}

function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    if (locale === "en") return;
    const o = inLocale(locale);
    const html = document.documentElement;
    // Its text node itself, which React keeps and may write again: never replaced.
    const skip = document.querySelector(SKIP_LINK)?.firstChild;
    const region = document.querySelector<HTMLElement>(TOAST_REGION);
    const sheet = hindiTypeSheet();
    const was = {
      lang: html.lang,
      skip: skip?.nodeValue,
      region: region?.getAttribute("aria-label"),
    };
    html.lang = LANGUAGE_TAGS[locale];
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    if (skip) skip.nodeValue = m.skip_to_content({}, o);
    region?.setAttribute("aria-label", m.toast_region({}, o));
    return () => {
      html.lang = was.lang;
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
      if (skip) skip.nodeValue = was.skip ?? null;
      if (region && was.region != null) region.setAttribute("aria-label", was.region);
    };
  }, [locale]);
}
