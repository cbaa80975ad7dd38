import { businessTexts } from "../../../shared/business";
import { inLocale, m } from "../../../shared/messages";
import { RichText } from "../../ui/rich-text";
import { useLocale } from "../../use-locale";

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

export function Founders() {
  const locale = useLocale();
  const o = inLocale(locale);
  return (
    <section
      aria-labelledby="founders-heading"
      className="rounded-2xl border border-gold-200 bg-white p-6 shadow-sm"
    >
      <h2 id="founders-heading" className="text-2xl text-maroon-800">
        {m.founders_heading({}, o)}
      </h2>
      <ul className="mt-5 space-y-5">
        {businessTexts(locale).founders.map((f) => (
          <li key={f.name} data-testid="founder" className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-maroon-600 to-maroon-800 font-serif text-lg text-gold-200"
            >
              {initials(f.name)}
            </span>
            <div>
              <h3 className="text-xl text-ink">{f.name}</h3>
              <p className="text-maroon-700">{f.role}</p>
              <p className="text-sm text-ink/75">
                <RichText
                  say={(part) => m.founder_experience(part, o)}
                  parts={{
                    years: (
                      <span className="font-semibold">
                        {m.founder_years({ years: f.experience }, o)}
                      </span>
                    ),
                  }}
                />{" "}
                · {f.specialty}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
