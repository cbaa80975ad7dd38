import { Check, Clock, Gem, Palette, Scissors, Sparkles, Truck } from "lucide-react";
import type { CraftIcon, CraftStep } from "../../../shared/craft";
import { inLocale, m } from "../../../shared/messages";
import { useLocale } from "../../use-locale";

const ICONS: Record<CraftIcon, typeof Palette> = {
  palette: Palette,
  sparkles: Sparkles,
  scissors: Scissors,
  gem: Gem,
  truck: Truck,
};

export function CraftStepItem({ step, number }: { step: CraftStep; number: number }) {
  const Icon = ICONS[step.icon];
  const flipped = number % 2 === 0;
  const o = inLocale(useLocale());
  return (
    <li data-testid="craft-step" className="grid items-center gap-8 lg:grid-cols-2">
      <div className={flipped ? "lg:order-2" : ""}>
        <div className="flex items-center gap-4">
          <span
            data-testid="craft-step-number"
            className="flex size-14 items-center justify-center rounded-full bg-maroon-700 font-serif text-2xl text-gold-200"
          >
            <span className="sr-only">{m.craft_step({}, o)}</span>
            {number}
          </span>
          <Icon className="size-8 text-gold-500" aria-hidden="true" />
        </div>
        <h2 className="mt-4 text-3xl text-maroon-800">{step.title}</h2>
        <p className="mt-3 text-lg text-ink/85">{step.description}</p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-2">
          {step.details.map((d) => (
            <li key={d} className="flex gap-2 text-ink/85">
              <Check className="mt-1 size-4 shrink-0 text-green-700" aria-hidden="true" />
              {d}
            </li>
          ))}
        </ul>
        <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-gold-100 px-4 py-2 font-semibold text-gold-700">
          <Clock className="size-4" aria-hidden="true" />
          <span>
            {m.craft_duration({}, o)} <span data-testid="craft-duration">{step.duration}</span>
          </span>
        </p>
      </div>
      <img
        src={step.image}
        alt={m.craft_image_alt({ title: step.title.toLowerCase() }, o)}
        width={800}
        height={600}
        loading={number === 1 ? "eager" : "lazy"}
        className={`w-full rounded-3xl shadow-xl ${flipped ? "lg:order-1" : ""}`}
      />
    </li>
  );
}
