import { AtSign, MapPin, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { BUSINESS, chatLink, fullAddress, ownerNames } from "../../shared/business";
import { PATHS } from "../../shared/paths";
import { PhoneLinks } from "../ui/phone-links";

const QUICK_LINKS = [
  { to: PATHS.home, label: "Home" },
  { to: PATHS.products, label: "Products" },
  { to: PATHS.craft, label: "Our Craft" },
  { to: PATHS.tracking, label: "Track Your Order" },
  { to: PATHS.contact, label: "Contact Us" },
] as const;

const SPECIALTIES = [
  "Rajputi Poshak",
  "Gota Patti Work",
  "Zardozi Embroidery",
  "Bandhej & Leheriya",
  "Bridal Collection",
  "Custom Tailoring",
] as const;

export function SiteFooter() {
  return (
    <footer className="bg-maroon-900 text-maroon-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl font-bold text-gold-300">{BUSINESS.name}</p>
          <p className="mt-1 text-sm text-gold-200">{BUSINESS.tagline}</p>
          <p className="mt-4 text-sm leading-relaxed text-maroon-100">{BUSINESS.summary}</p>
          <p className="mt-4 text-sm">
            Founded by <span className="font-semibold text-white">{ownerNames()}</span>
          </p>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-gold-300">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-gold-200 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-gold-300">Our Specialties</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {SPECIALTIES.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold text-gold-300">Visit & Call</h2>
          <address className="mt-4 flex gap-2 text-sm not-italic">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span data-testid="footer-address">{fullAddress()}</span>
          </address>
          <PhoneLinks className="mt-4 space-y-2 text-sm" />
          <div className="mt-5 flex gap-3">
            <a
              href={BUSINESS.social.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-2 text-sm hover:bg-white/20"
            >
              <AtSign className="size-4" aria-hidden="true" />
              {BUSINESS.social.label}
            </a>
            <a
              href={chatLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-2 text-sm hover:bg-white/20"
            >
              <MessageCircle className="size-4" aria-hidden="true" />
              {BUSINESS.chat.label}
            </a>
          </div>
        </div>
      </div>
      <div className="border-t border-white/10 py-5 text-center text-sm text-maroon-100">
        © {BUSINESS.copyrightYear} {BUSINESS.legalName}. All rights reserved.
      </div>
    </footer>
  );
}
