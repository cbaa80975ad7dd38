import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { BUSINESS } from "../../shared/business";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { guideSteps, guideTips } from "../../shared/size-guide";
import { MeasureFigure } from "../features/size-guide/measure-figure";
import { pageMeta } from "../seo";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/size-guide";

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  return pageMeta(m.size_guide_title({}, o), m.size_guide_description({ name: BUSINESS.name }, o), {
    locale,
    path: PATHS.sizeGuide,
  });
};

/** How to take each measurement for a made-to-order piece; linked from every design's page. */
export default function SizeGuide() {
  const locale = useLocale();
  const o = inLocale(locale);
  const steps = guideSteps(locale);
  return (
    <article className="mx-auto max-w-5xl px-4 py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl text-maroon-800 sm:text-5xl">{m.size_guide_heading({}, o)}</h1>
        <p className="mt-4 text-lg leading-relaxed text-ink/80">{m.size_guide_intro({}, o)}</p>
      </header>

      <section
        aria-labelledby="size-guide-tips"
        className="mt-8 rounded-2xl border border-gold-200 bg-white p-6 shadow-sm"
      >
        <h2 id="size-guide-tips" className="text-2xl text-maroon-800">
          {m.size_guide_tips_heading({}, o)}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink/90">
          {guideTips(locale).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="size-guide-list" className="mt-10">
        <h2 id="size-guide-list" className="text-2xl text-maroon-800">
          {m.size_guide_list_heading({}, o)}
        </h2>
        <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-start">
          <figure className="rounded-3xl border border-gold-200 bg-white p-4 shadow-sm md:sticky md:top-24">
            <MeasureFigure label={m.size_guide_figure_label({}, o)} />
          </figure>
          <ol className="space-y-4">
            {steps.map((step) => (
              <li key={step.key} id={`measure-${step.key}`} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-maroon-700 text-sm font-semibold text-white"
                >
                  {step.number}
                </span>
                <div>
                  <h3 className="font-semibold text-ink">{step.name}</h3>
                  <p className="mt-1 leading-relaxed text-ink/80">{step.how}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section
        aria-labelledby="size-guide-help"
        className="mt-12 rounded-2xl border border-gold-200 bg-maroon-50 p-6"
      >
        <h2 id="size-guide-help" className="text-2xl text-maroon-800">
          {m.size_guide_help_heading({}, o)}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed text-ink/90">
          {m.size_guide_help_text({}, o)}
        </p>
        <Link
          to={localizedPath(PATHS.contact, locale)}
          className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white shadow hover:bg-maroon-800"
        >
          <MessageCircle className="size-4" aria-hidden="true" />
          {m.size_guide_contact({}, o)}
        </Link>
      </section>
    </article>
  );
}
