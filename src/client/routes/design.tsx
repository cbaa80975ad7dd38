import { ArrowLeft, Mail, Phone } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { BUSINESS, primaryPhone, telLink } from "../../shared/business";
import { designAlt, mainPhoto, PAGE_PHOTO_SIZES } from "../../shared/design";
import { designPath, PATHS } from "../../shared/paths";
import { designChatMessage, designQuotationMailto, QUOTATION_TOAST } from "../../shared/quotation";
import { designJsonLd, designSocialImage } from "../../shared/structured-data";
import { pageMeta } from "../seo";
import { useToast } from "../ui/toast";
import type { Route } from "./+types/design";
import NotFound, { meta as notFoundMeta } from "./not-found";
import { mainImage } from "../main-image";
import { ChatEnquiryLink } from "../ui/chat-enquiry-link";
import { DesignPhoto } from "../ui/design-photo";
import { DesignGallery } from "../features/products/design-gallery";

/**
 * The design at this address; an earlier address of a renamed design moves permanently to the
 * current one; a hidden or unknown design is the 404 page.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const found = context.catalogue.lookup(params.slug);
  if (found && "movedTo" in found) throw redirect(designPath({ slug: found.movedTo }), 308);
  if (!found) return data({ design: null }, { status: 404 });
  return { design: found.design };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const design = loaderData?.design;
  if (!design) return notFoundMeta();
  const social = designSocialImage(design);
  return pageMeta(
    `${design.name}: ${design.category}`,
    `${design.description} ${design.color} ${design.fabric} with ${design.work}, handcrafted in Jaipur. Ask for a quotation.`,
    {
      path: designPath(design),
      type: "product",
      ...(social ? { image: { path: social, alt: designAlt(design) } } : {}),
      jsonLd: [designJsonLd(design)],
    },
  );
};

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const { design } = loaderData;
  const toast = useToast();
  if (!design) return <NotFound />;

  const details = [
    ["Category", design.category],
    ["Fabric", design.fabric],
    ["Embroidery work", design.work],
    ["Colour", design.color],
  ] as const;

  return (
    <article className="mx-auto max-w-6xl px-4 py-10">
      <Link
        to={PATHS.products}
        className="inline-flex items-center gap-2 font-medium text-maroon-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All designs
      </Link>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <div>
          <DesignPhoto
            photo={mainPhoto(design)}
            alt={designAlt(design)}
            sizes={PAGE_PHOTO_SIZES}
            load="high"
            imgProps={mainImage}
            className="aspect-[4/5] w-full rounded-3xl border border-gold-200 bg-white object-cover shadow"
          />
          <DesignGallery design={design} />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-maroon-700">
            {design.category}
          </p>
          <h1 className="mt-2 text-4xl font-bold text-maroon-800">{design.name}</h1>
          <p className="mt-4 text-lg text-ink/80">{design.description}</p>
          <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl border border-gold-200 bg-white p-5">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt className="text-sm text-ink/75">{term}</dt>
                <dd className="font-semibold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-ink/80">
            Made to order in our Jaipur workshop in {BUSINESS.averageCompletion}. Prices depend on
            fabric, work and quantity: ask us for a quotation.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={designQuotationMailto(design)}
              onClick={() => toast(QUOTATION_TOAST)}
              className="inline-flex items-center gap-2 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white shadow hover:bg-maroon-800"
            >
              <Mail className="size-4" aria-hidden="true" />
              Call for Quotation
            </a>
            <ChatEnquiryLink message={designChatMessage(design)} />
            <a
              href={telLink(primaryPhone())}
              className="inline-flex items-center gap-2 rounded-full border border-maroon-300 px-6 py-3 font-semibold text-maroon-800 hover:bg-maroon-50"
            >
              <Phone className="size-4" aria-hidden="true" />
              Call Now
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
