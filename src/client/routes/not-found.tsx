import { useEffect } from "react";
import { data, Link, useLocation } from "react-router";
import { PATHS } from "../../shared/paths";
import { BUSINESS } from "../../shared/business";

/** The server renders this page for any path it has no page for: with status 404. */
export const loader = () => data(null, { status: 404 });

export const meta = () => [
  { title: `Page not found | ${BUSINESS.name}` },
  { name: "description", content: "The page you were looking for does not exist." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-serif text-7xl font-bold text-maroon-700">404</p>
      <h1 className="mt-4 text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <Link
        to={PATHS.home}
        className="mt-8 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800"
      >
        Return to Home
      </Link>
    </section>
  );
}
