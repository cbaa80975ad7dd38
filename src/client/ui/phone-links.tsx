import { Phone } from "lucide-react";
import { BUSINESS, telLink } from "../../shared/business";

/** The boutique's three phone numbers as tel: links, each 44 px high (a phone's tap target). */
export function PhoneLinks({
  className = "",
  linkClassName = "",
}: {
  className?: string;
  linkClassName?: string;
}) {
  return (
    <ul className={className}>
      {BUSINESS.phones.map((p) => (
        <li key={p.e164}>
          <a
            href={telLink(p)}
            className={`inline-flex min-h-11 items-center gap-2 hover:underline ${linkClassName}`}
          >
            <Phone className="size-4 shrink-0" aria-hidden="true" />
            {p.display}
          </a>
        </li>
      ))}
    </ul>
  );
}
