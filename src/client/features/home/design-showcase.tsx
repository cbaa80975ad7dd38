import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ShowcaseDesign } from "../../../shared/home-showcase";
import { localizedPath, type Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import { PATHS } from "../../../shared/paths";
import { useLocale } from "../../use-locale";
import { ShowcaseCard } from "./showcase-card";

/**
 * A row of designs on the home page under its heading (featured designs, new arrivals): two
 * columns on phones, four on a computer, and the way to the whole catalogue. Nothing when the
 * catalogue has no design to show.
 */
export function DesignShowcase({
  id,
  heading,
  intro,
  designs,
  tone = "cream",
}: {
  id: string;
  heading: string;
  intro: string;
  designs: readonly ShowcaseDesign[];
  tone?: "cream" | "white";
}) {
  const locale = useLocale();
  if (designs.length === 0) return null;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={id}
      className={`py-14 sm:py-20 ${tone === "white" ? "bg-white" : ""}`}
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeading id={id} heading={heading} intro={intro}>
          <AllDesignsLink locale={locale} />
        </SectionHeading>
        <ul className="mt-8 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 lg:grid-cols-4">
          {designs.map((d) => (
            <li key={d.slug} className="flex flex-col">
              <ShowcaseCard design={d} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A home page section's heading and intro, with a link beside them on wide screens. */
export function SectionHeading({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-3">
      <div className="max-w-2xl">
        <h2 id={`${id}-heading`} className="text-3xl text-maroon-800 sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-2 text-ink/80">{intro}</p>
      </div>
      {children}
    </div>
  );
}

function AllDesignsLink({ locale }: { locale: Locale }) {
  return (
    <Link
      to={localizedPath(PATHS.products, locale)}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-maroon-700 underline-offset-4 hover:underline"
    >
      {m.home_view_all({}, inLocale(locale))}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
