import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { BUSINESS, businessTexts } from "../../shared/business";
import { localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { navLinks, PATHS } from "../../shared/paths";
import { useLocale } from "../use-locale";
import { LanguageSwitch, useOffersLanguages } from "./language-switch";

/** Every target at least 44 px high (WCAG 2.2's target size, as a phone needs it). */
const linkClass = (current: boolean) =>
  `min-h-11 items-center rounded-md px-3 py-2 font-medium transition-colors ${
    current ? "bg-maroon-700 text-white" : "text-ink hover:bg-maroon-50 hover:text-maroon-700"
  }`;

const SWITCH_CLASS =
  "min-h-11 rounded-md px-3 py-2 font-medium text-maroon-700 hover:bg-maroon-50 hover:text-maroon-800";

/** "/hi/" and "/hi" are the same page: trailing slashes do not count. */
const samePath = (a: string, b: string) =>
  a.replace(/(.)\/+$/, "$1") === b.replace(/(.)\/+$/, "$1");

/**
 * The sticky navigation; on small screens a toggle menu that closes when a link is chosen. The
 * language switch stays in view at every size. The current page's link is marked (aria-current)
 * whichever spelling of its address is shown (React Router's NavLink missed the Hindi home at
 * "/hi/").
 */
export function SiteNav() {
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const o = inLocale(locale);
  const links = navLinks(locale);
  const languages = useOffersLanguages();
  const { pathname } = useLocation();
  const link = (to: string, label: string, display: string, onClick?: () => void) => {
    const current = samePath(pathname, to);
    return (
      <Link
        to={to}
        aria-current={current ? "page" : undefined}
        className={`${display} ${linkClass(current)}`}
        onClick={onClick}
      >
        {label}
      </Link>
    );
  };
  return (
    <header className="sticky top-0 z-50 border-b border-gold-200 bg-cream/95 backdrop-blur">
      <nav
        aria-label={m.nav_label({}, o)}
        className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3"
      >
        <Link
          to={localizedPath(PATHS.home, locale)}
          className="flex min-h-11 flex-col justify-center leading-tight"
          onClick={() => setOpen(false)}
        >
          <span className="font-serif text-2xl text-maroon-800 sm:text-3xl">{BUSINESS.name}</span>
          <span className="text-xs tracking-wide text-gold-600">
            {businessTexts(locale).tagline}
          </span>
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <li key={l.to}>{link(l.to, l.label, "inline-flex")}</li>
          ))}
          {languages && (
            <li className="ml-2 border-l border-gold-200 pl-2">
              <LanguageSwitch className={SWITCH_CLASS} />
            </li>
          )}
        </ul>
        <div className="flex items-center gap-1 md:hidden">
          {languages && <LanguageSwitch className={SWITCH_CLASS} />}
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-md text-maroon-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? m.nav_close_menu({}, o) : m.nav_open_menu({}, o)}
            onClick={() => setOpen((shown) => !shown)}
          >
            {open ? (
              <X className="size-6" aria-hidden="true" />
            ) : (
              <Menu className="size-6" aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>
      {open && (
        <ul
          id="mobile-menu"
          className="flex flex-col gap-1 border-t border-gold-200 px-4 py-3 md:hidden"
        >
          {links.map((l) => (
            <li key={l.to}>{link(l.to, l.label, "flex", () => setOpen(false))}</li>
          ))}
        </ul>
      )}
    </header>
  );
}
