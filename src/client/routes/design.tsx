import { ArrowLeft, Mail, Phone } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { businessTexts, primaryPhone, telLink } from "../../shared/business";
import { langIfOther, localizedDesign } from "../../shared/catalogue-hindi";
import { designAlt, type Design } from "../../shared/design";
import { groupLabels } from "../../shared/filter";
import { localeOfPath, localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { designPath, PATHS } from "../../shared/paths";
import { designChatMessage, designQuotationMailto, quotationToast } from "../../shared/quotation";
import { designJsonLd, designSocialImage } from "../../shared/structured-data";
import { pageMeta } from "../seo";
import { useToast } from "../ui/toast";
import type { Route } from "./+types/design";
import NotFound, { meta as notFoundMeta } from "./not-found";
import { ChatEnquiryLink } from "../ui/chat-enquiry-link";
import { DesignPhotos } from "../features/products/design-gallery";
import { useLocale } from "../use-locale";
import { AskForQuote } from "../features/quotes/ask-for-quote";
import { AskForQuoteLink } from "../features/quotes/ask-for-quote-link";
import { RelatedDesigns } from "../features/products/related-designs";
import { relatedDesigns } from "../../shared/related-designs";
import { DesignReviews } from "../features/products/design-reviews";
import { RatingStars } from "../ui/five-stars";

/**
 * The design at this address; an earlier address of a renamed design moves permanently to the
 * current one; a hidden or unknown design is the 404 page. `demoMode`: the spec's experience
 * shows no reviews; outside it the design's approved reviews and their stars are shown.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  const found = context.catalogue.lookup(params.slug);
  const locale = localeOfPath(new URL(request.url).pathname);
  if (found && "movedTo" in found)
    throw redirect(localizedPath(designPath({ slug: found.movedTo }), locale), 308);
  if (!found) return data({ design: null, notFound: true as const }, { status: 404 });
  return {
    design: found.design,
    related: relatedDesigns(context.catalogue.view, found.design),
    demoMode: context.demoMode,
  };
}

export const meta = (args: Route.MetaArgs) => {
  const stored = args.loaderData?.design;
  if (!stored) return notFoundMeta(args);
  const locale = localeOfPath(args.location.pathname);
  const o = inLocale(locale);
  const design = localizedDesign(stored, locale);
  const social = designSocialImage(design);
  return pageMeta(
    m.design_title({ name: design.name, category: design.category }, o),
    m.design_description(design, o),
    {
      locale,
      path: designPath(design),
      type: "product",
      ...(social ? { image: { path: social, alt: designAlt(design, locale) } } : {}),
      jsonLd: [designJsonLd(stored, locale, { reviews: args.loaderData.demoMode === false })],
    },
  );
};

export default function DesignPage({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const locale = useLocale();
  if (!loaderData.design) return <NotFound />;
  const o = inLocale(locale);
  const design = localizedDesign(loaderData.design, locale);
  const labels = groupLabels(locale);
  const details = [
    [labels.category.field, design.category],
    [labels.fabric.field, design.fabric],
    [labels.work.field, design.work],
    [labels.color.field, design.color],
  ] as const;
  const reviewed: Pick<Design, "rating" | "reviews"> =
    loaderData.demoMode === false ? loaderData.design : {};

  return (
    <>
      <article className="mx-auto max-w-6xl px-4 py-10">
        <Link
          to={localizedPath(PATHS.products, locale)}
          className="inline-flex items-center gap-2 font-medium text-maroon-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.all_designs({}, o)}
        </Link>
        <div className="mt-6 grid gap-10 md:grid-cols-2">
          <div>
            <DesignPhotos design={loaderData.design} />
          </div>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-maroon-700">
              {design.category}
            </p>
            <h1
              lang={langIfOther(design.nameLang, locale)}
              className="mt-2 text-4xl text-maroon-800"
            >
              {design.name}
            </h1>
            {reviewed.rating && (
              <a href="#design-reviews" className="mt-2 inline-block hover:underline">
                <RatingStars rating={reviewed.rating} />
              </a>
            )}
            <p
              lang={langIfOther(design.descriptionLang, locale)}
              className="mt-4 text-lg text-ink/80"
            >
              {design.description}
            </p>
            <dl className="mt-6 grid grid-cols-2 gap-4 rounded-2xl border border-gold-200 bg-white p-5">
              {details.map(([term, value]) => (
                <div key={term}>
                  <dt className="text-sm text-ink/75">{term}</dt>
                  <dd className="font-semibold text-ink">{value}</dd>
                </div>
              ))}
            </dl>
            <details className="group mt-4 rounded-2xl border border-gold-200 bg-white px-5">
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-maroon-800">
                {m.design_care_heading({}, o)}
              </summary>
              <ul className="list-disc space-y-1.5 pb-4 pl-5 text-sm leading-relaxed text-ink/80">
                {[
                  m.design_care_clean({}, o),
                  m.design_care_store({}, o),
                  m.design_care_iron({}, o),
                  m.design_care_perfume({}, o),
                ].map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </details>
            <p className="mt-6 text-ink/80">
              {m.made_to_order({ time: businessTexts(locale).averageCompletion }, o)}
            </p>
            <Link
              to={localizedPath(PATHS.sizeGuide, locale)}
              className="mt-2 inline-flex min-h-11 items-center font-medium text-maroon-700 underline underline-offset-4 hover:text-maroon-800"
            >
              {m.design_size_guide({}, o)}
            </Link>
            {/* On a phone the actions stay at the screen's foot while the design's words
                scroll past (sticky: no script, nothing shifts): the quotation across the first
                row, "Ask for a quote" (a link to its form below) and the call on the second, the
                chat on the third, clear of the floating chat button's corner. A sticky box stays
                inside its column, which starts below the photo: no margin and three rows leave it
                room to reach the screen's foot at once (a 390×844 screen). On a computer, one
                row, the form's own summary below it. */}
            <div
              data-testid="design-actions"
              className="mt-6 flex flex-wrap gap-3 max-md:sticky max-md:mt-0 max-md:bottom-0 max-md:z-20 max-md:-mx-4 max-md:grid max-md:grid-cols-[1fr_auto] max-md:gap-2 max-md:border-t max-md:border-gold-200 max-md:bg-cream/95 max-md:px-4 max-md:pb-6 max-md:pt-3 max-md:backdrop-blur max-md:[&>*]:min-h-11 max-md:[&>*]:justify-center max-md:[&>*]:px-4 max-md:[&>*]:py-2.5 max-md:[&>*:nth-child(3)]:order-last max-md:[&>*:nth-child(3)]:col-span-2 max-md:[&>*:nth-child(3)]:mr-[4.5rem]"
            >
              <a
                href={designQuotationMailto(design, locale)}
                onClick={() => toast(quotationToast(locale))}
                className="inline-flex items-center gap-2 rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white shadow hover:bg-maroon-800 max-md:col-span-2"
              >
                <Mail className="size-4" aria-hidden="true" />
                {m.quotation_button({}, o)}
              </a>
              <AskForQuoteLink className="inline-flex items-center rounded-full border border-maroon-300 bg-white font-semibold text-maroon-800 hover:bg-maroon-50 md:hidden" />
              <ChatEnquiryLink message={designChatMessage(design, locale)} />
              <a
                href={telLink(primaryPhone())}
                className="inline-flex items-center gap-2 rounded-full border border-maroon-300 px-6 py-3 font-semibold text-maroon-800 hover:bg-maroon-50"
              >
                <Phone className="size-4" aria-hidden="true" />
                {m.call_now({}, o)}
              </a>
            </div>
            <AskForQuote designs={loaderData.design.name} fromBar />
          </div>
        </div>
      </article>
      <DesignReviews design={reviewed} />
      <RelatedDesigns designs={loaderData.related} />
    </>
  );
}
