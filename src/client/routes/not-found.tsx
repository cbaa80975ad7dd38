import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { BUSINESS } from "../../shared/business";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { useLocale } from "../use-locale";

/**
 * The server renders this page for any path it has no page for: with status 404, in Hindi
 * under /hi/ and in English elsewhere.
 */
export const loader = () => data({ notFound: true as const }, { status: 404 });

export const meta = ({ location }: { location: { pathname: string } }) => {
  const o = inLocale(localeOfPath(location.pathname));
  return [
    { title: `${m.not_found_title({}, o)} | ${BUSINESS.name}` },
    { name: "description", content: m.not_found_description({}, o) },
    // Nothing of the path asked for: the server renders this page once per language and
    // serves it for every unknown path (rendered-pages.ts); it is not indexed anyway.
    { name: "robots", content: "noindex" },
  ];
};

export default function NotFound() {
  const location = useLocation();
  const locale = useLocale();
  const o = inLocale(locale);
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl text-maroon-700">404</p>
      <h1 className="mt-4 text-2xl text-ink">{m.not_found_heading({}, o)}</h1>
      <Link
        to={localizedPath(PATHS.home, locale)}
        className="mt-8 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
      >
        {m.return_home({}, o)}
      </Link>
    </section>
  );
}
