import { Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { BUSINESS } from "../../shared/business";
import { NAV_LINKS, PATHS } from "../../shared/paths";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-medium transition-colors ${
    isActive ? "bg-maroon-700 text-white" : "text-ink hover:bg-maroon-50 hover:text-maroon-700"
  }`;

/** The sticky navigation; on small screens a toggle menu that closes when a link is chosen. */
export function SiteNav() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-50 border-b border-gold-200 bg-cream/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3"
      >
        <Link
          to={PATHS.home}
          className="flex flex-col leading-tight"
          onClick={() => setOpen(false)}
        >
          <span className="font-serif text-xl font-bold text-maroon-800 sm:text-2xl">
            {BUSINESS.name}
          </span>
          <span className="text-xs tracking-wide text-gold-600">{BUSINESS.tagline}</span>
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end className={linkClass}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="rounded-md p-2 text-maroon-800 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      {open && (
        <ul
          id="mobile-menu"
          className="flex flex-col gap-1 border-t border-gold-200 px-4 py-3 md:hidden"
        >
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end
                className={(s) => `block ${linkClass(s)}`}
                onClick={() => setOpen(false)}
              >
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}
