import { Award, Gem, Users } from "lucide-react";
import { Link } from "react-router";
import { COMPLETION_LINE, CRAFT_STEPS, QUALITY_PROMISE } from "../../shared/craft";
import { PATHS } from "../../shared/paths";
import { CraftStepItem } from "../features/craft/craft-step";
import { pageMeta } from "../seo";

export const meta = () =>
  pageMeta(
    "Our Craft: How a Rajputi Poshak Is Made",
    "From design to delivery: how our Jaipur artisans make each poshak by hand with Gota Patti, Zardozi and Dabka work, in five careful steps.",
    { path: PATHS.craft },
  );

const PROMISE_ICONS = [Users, Gem, Award] as const;

export default function Manufacturing() {
  return (
    <>
      <section className="bg-gradient-to-br from-maroon-800 to-maroon-900 py-16 text-center text-white sm:py-24">
        <div className="mx-auto max-w-4xl px-4">
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-gold-300">
            Our Craft
          </p>
          <h1 className="mt-4 text-4xl font-bold sm:text-5xl">The Art of Making a Poshak</h1>
          <p className="mt-5 text-lg text-maroon-100">
            Each garment passes through the hands of designers, karigars and tailors. Here is the
            journey of your order, from the first sketch to your doorstep.
          </p>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16" aria-label="Craft process">
        <ol className="space-y-20">
          {CRAFT_STEPS.map((step, i) => (
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
            Quality Promise
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {QUALITY_PROMISE.map((item, i) => {
              const Icon = PROMISE_ICONS[i] ?? Award;
              return (
                <li
                  key={item.title}
                  className="rounded-2xl border border-gold-200 bg-cream p-6 text-center"
                >
                  <Icon className="mx-auto size-10 text-maroon-700" aria-hidden="true" />
                  <h3 className="mt-3 text-xl font-semibold text-maroon-800">{item.title}</h3>
                  <p className="mt-2 text-ink/80">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="py-16 text-center" aria-labelledby="start-heading">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="start-heading" className="text-3xl font-bold text-maroon-800">
            Ready to Own a Masterpiece?
          </h2>
          <div className="mt-8 flex flex-wrap justify-center gap-4">
            <Link
              to={PATHS.products}
              className="rounded-full bg-maroon-700 px-7 py-3 font-semibold text-white hover:bg-maroon-800"
            >
              Browse Collections
            </Link>
            <Link
              to={PATHS.contact}
              className="rounded-full border-2 border-maroon-700 px-7 py-3 font-semibold text-maroon-700 hover:bg-maroon-50"
            >
              Start Custom Order
            </Link>
          </div>
          <p className="mt-6 text-ink/75">{COMPLETION_LINE}</p>
        </div>
      </section>
    </>
  );
}
