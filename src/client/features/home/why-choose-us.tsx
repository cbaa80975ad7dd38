import { Award, Gem, Heart, Scissors } from "lucide-react";

const REASONS = [
  {
    icon: Award,
    title: "Authentic Craftsmanship",
    text: "Every stitch placed by hand by Jaipur karigars trained in family traditions.",
  },
  {
    icon: Scissors,
    title: "Custom Tailoring",
    text: "Made to your measurements, colours and occasion, from a single piece to bulk orders.",
  },
  {
    icon: Heart,
    title: "Heritage Preservation",
    text: "We keep Gota Patti, Zardozi and Bandhej alive by giving artisans steady, fair work.",
  },
  {
    icon: Gem,
    title: "Quality Assurance",
    text: "Pure fabrics, real zari and a founder's inspection before anything leaves the boutique.",
  },
] as const;

export function WhyChooseUs() {
  return (
    <section className="bg-white py-16 sm:py-20" aria-labelledby="why-heading">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="why-heading" className="text-center text-3xl font-bold text-maroon-800 sm:text-4xl">
          Why Choose Us
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <article
              key={title}
              className="rounded-2xl border border-gold-200 bg-cream p-6 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-maroon-700 text-gold-200">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-maroon-800">{title}</h3>
              <p className="mt-2 text-ink/80">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
