import { Award, Gem, Users } from "lucide-react";
import { Link } from "react-router";
import { completionLine, craftSteps, qualityPromise } from "../../shared/craft";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { CraftStepItem } from "../features/craft/craft-step";
import { pageMeta } from "../seo";
import { useLocale } from "../use-locale";
import type { Route } from "./+types/manufacturing";

export const meta = ({ location }: Route.MetaArgs) => {
  const locale = localeOfPath(location.pathname);
  const o = inLocale(locale);
  return pageMeta(m.craft_title({}, o), m.craft_description({}, o), { locale, path: PATHS.craft });
};

const PROMISE_ICONS = [Users, Gem, Award] as const;

export default function Manufacturing() {
  const locale = useLocale();
  const o = inLocale(locale);
  return (
    <>
      <section className="bg-gradient-to-br from-maroon-800 to-maroon-900 py-16 text-center text-white sm:py-24">
        <div className="mx-auto max-w-4xl px-4">
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-gold-300">
            {m.nav_craft({}, o)}
          </p>
          <h1 className="mt-4 text-4xl sm:text-5xl">{m.craft_heading({}, o)}</h1>
          <p className="mt-5 text-lg text-maroon-100">{m.craft_intro({}, o)}</p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-label={m.craft_process({}, o)}>
        <ol className="space-y-20">
          {craftSteps(locale).map((step, i) => (
            <CraftStepItem key={step.title} step={step} number={i + 1} />
          ))}
        </ol>
      </section>

      <section className="bg-white py-16" aria-labelledby="promise-heading">
        <div className="mx-auto max-w-7xl px-4">
          <h2
            id="promise-heading"
            className="text-center text-3xl font-bold text-maroon-800 sm:text-4xl"
          >
            {m.promise_heading({}, o)}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {qualityPromise(locale).map((item, i) => {
              const Icon = PROMISE_ICONS[i] ?? Award;
              return (
                <li
                  key={item.title}
                  className="rounded-2xl border border-gold-200 bg-cream p-6 text-center"
                >
                  <Icon className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
                  <h3 className="mt-3 text-xl text-maroon-800">{item.title}</h3>
                  <p className="mt-2 text-ink/80">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="py-16 text-center" aria-labelledby="start-heading">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="start-heading" className="text-3xl text-maroon-800">
            {m.start_heading({}, o)}
          </h2>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link
              to={localizedPath(PATHS.products, locale)}
              className="rounded-full bg-maroon-700 px-7 py-3 font-semibold text-white hover:bg-maroon-800"
            >
              {m.start_browse({}, o)}
            </Link>
            <Link
              to={localizedPath(PATHS.contact, locale)}
              className="rounded-full border-2 border-maroon-700 px-7 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
            >
              {m.start_custom({}, o)}
            </Link>
          </div>
          <p className="mt-6 text-ink/75">{completionLine(locale)}</p>
        </div>
      </section>
    </>
  );
}
