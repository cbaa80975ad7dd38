import { Award, Gem, Heart, Scissors } from "lucide-react";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";

const REASONS = [
  { icon: Award, title: m.why_1_title, text: m.why_1_text },
  { icon: Scissors, title: m.why_2_title, text: m.why_2_text },
  { icon: Heart, title: m.why_3_title, text: m.why_3_text },
  { icon: Gem, title: m.why_4_title, text: m.why_4_text },
] as const;

export function WhyChooseUs() {
  const o = inLocale(useLocale());
  return (
    <section className="bg-white py-16 sm:py-20" aria-labelledby="why-heading">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-heading" className="text-center text-3xl text-maroon-800 sm:text-4xl">
          {m.why_heading({}, o)}
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <article
              key={title({}, o)}
              className="rounded-2xl border border-gold-200 bg-cream p-6 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-maroon-700 text-gold-200">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl text-maroon-800">{title({}, o)}</h3>
              <p className="mt-2 text-ink/80">{text({}, o)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
