import { Eye, EyeOff, Trash2 } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { todayInIndia } from "../../../../shared/dates";
import { inLocale, m } from "../../../../shared/messages";
import { REVIEW_LIMITS, type AdminDesignReview, type NewReview } from "../../../../shared/reviews";
import { Button } from "../button";
import {
  CheckboxInput,
  DateInput,
  FormError,
  SelectInput,
  TextArea,
  TextInput,
  useServerAction,
} from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { problemText } from "../i18n/problem-text";
import { BODY_CLASS, CELL_CLASS, HEAD_CLASS, ROW_CLASS, TABLE_CLASS } from "../list-table";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";
import { Data } from "./with-parts";

type Reviews = { reviews: AdminDesignReview[] };
type Values = Omit<NewReview, "rating"> & { rating: "1" | "2" | "3" | "4" | "5" };

const FIELDS: readonly string[] = ["firstName", "city", "rating", "text", "reviewedOn"];
const RATINGS = ["5", "4", "3", "2", "1"] as const;
const empty = (): Values => ({
  firstName: "",
  city: "",
  rating: "5",
  text: "",
  reviewedOn: todayInIndia(),
  approved: true,
});

/** A review's stars as drawn in the list: filled ones, then outlines, and said in words. */
function StarsOf({ rating }: { rating: number }) {
  const o = inLocale(useAdminLocale());
  const said =
    rating === 1
      ? m.admin_catalogue_review_stars_one({ count: rating }, o)
      : m.admin_catalogue_review_stars_other({ count: rating }, o);
  return (
    <span role="img" aria-label={said} className="whitespace-nowrap text-gold-700">
      {"★".repeat(rating)}
      <span className="text-stone-300">{"★".repeat(5 - rating)}</span>
    </span>
  );
}

/**
 * A design's reviews in its editor (issue 23): each one the owners recorded, newest first, shown
 * on the website or not (show, hide, delete after asking); and a form for a review a customer
 * gave them (on WhatsApp, on the phone), shown at once unless she unticks it.
 */
export function ReviewManager({
  designId,
  call,
  onChanged,
}: {
  designId: number;
  call: AdminCall;
  /** A review was added, shown, hidden or deleted. */
  onChanged: () => void;
}) {
  const [reviews, setReviews] = useState<AdminDesignReview[] | null>(null);
  const [values, setValues] = useState<Values>(empty);
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [rowError, setRowError] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const toast = useAdminToast();
  const labels = {
    firstName: m.admin_catalogue_review_first_name({}, o),
    city: m.admin_catalogue_review_city({}, o),
    rating: m.admin_catalogue_review_rating({}, o),
    text: m.admin_catalogue_review_text({}, o),
    reviewedOn: m.admin_catalogue_review_date({}, o),
  };
  const action = useServerAction({ labels, known: CATALOGUE_PROBLEMS });
  const path = `/designs/${designId}/reviews`;

  useEffect(() => {
    void call<Reviews>(path).then((r) => {
      if (r.ok) setReviews(r.data.reviews);
      else setRowError(problemText(locale, r, { known: CATALOGUE_PROBLEMS }));
    });
  }, [call, path, locale]);

  const set =
    <K extends keyof Values>(field: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const result = await action.run(() =>
      call<Reviews>(path, { body: { ...values, rating: Number(values.rating) } }),
    );
    if (!result.ok) return;
    setReviews(result.data.reviews);
    setValues(empty());
    onChanged();
    toast({ title: m.admin_catalogue_toast_review_added({}, o) });
  };

  const change = async (reviewId: number, init: { method: string; body?: unknown }) => {
    setBusy(true);
    const result = await call<Reviews>(`${path}/${reviewId}`, init);
    setBusy(false);
    setAsking(null);
    setRowError(result.ok ? "" : problemText(locale, result, { known: CATALOGUE_PROBLEMS }));
    if (!result.ok) return;
    setReviews(result.data.reviews);
    onChanged();
  };

  const rows = reviews ?? [];
  return (
    <section aria-labelledby="design-reviews" className="mt-10">
      <h3 id="design-reviews" className="text-lg font-semibold text-maroon-800">
        {m.admin_catalogue_reviews_heading({}, o)}
      </h3>
      <p className="max-w-prose text-sm text-ink/70">{m.admin_catalogue_reviews_intro({}, o)}</p>
      {reviews && rows.length === 0 && <Notice>{m.admin_catalogue_no_reviews({}, o)}</Notice>}
      {rows.length > 0 && (
        <table className={TABLE_CLASS} aria-label={m.admin_catalogue_reviews_label({}, o)}>
          <thead className="max-sm:hidden">
            <tr>
              <th scope="col" className={HEAD_CLASS}>
                {m.admin_catalogue_review_customer({}, o)}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {labels.rating}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {labels.text}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {labels.reviewedOn}
              </th>
              <th scope="col" className={HEAD_CLASS}>
                {m.admin_catalogue_review_on_site({}, o)}
              </th>
            </tr>
          </thead>
          <tbody className={BODY_CLASS}>
            {rows.map((r) => (
              <tr
                key={r.id}
                data-testid="review-row"
                className={`${ROW_CLASS} ${r.approved ? "max-sm:border-l-green-600" : ""}`}
              >
                <td className={CELL_CLASS}>
                  <span className="font-semibold">
                    <Data>{r.firstName}</Data>
                  </span>
                  {r.city && (
                    <span className="block text-ink/70 max-sm:inline">
                      <Data>{r.city}</Data>
                    </span>
                  )}
                </td>
                <td className={CELL_CLASS}>
                  <StarsOf rating={r.rating} />
                </td>
                <td className={`${CELL_CLASS} max-sm:[&>p]:basis-full`}>
                  <p translate="no" className="max-w-prose whitespace-pre-line">
                    {r.text}
                  </p>
                </td>
                <td className={`${CELL_CLASS} whitespace-nowrap text-ink/70`}>
                  {f.shortDate(r.reviewedOn)}
                </td>
                <td className={CELL_CLASS}>
                  <div className="flex flex-wrap items-center gap-2 max-sm:basis-full">
                    <span
                      data-testid="review-state"
                      className={`rounded-full px-2 py-px text-xs font-semibold ${r.approved ? "bg-green-100 text-green-800" : "bg-stone-100 text-stone-700"}`}
                    >
                      {r.approved
                        ? m.admin_catalogue_review_shown({}, o)
                        : m.admin_catalogue_review_not_shown({}, o)}
                    </span>
                    <Button
                      variant="outline"
                      className="px-2 py-1 text-sm"
                      disabled={busy}
                      aria-label={(r.approved
                        ? m.admin_catalogue_review_hide_label
                        : m.admin_catalogue_review_approve_label)({ first_name: r.firstName }, o)}
                      onClick={() =>
                        void change(r.id, { method: "PATCH", body: { approved: !r.approved } })
                      }
                    >
                      {r.approved ? (
                        <EyeOff className="size-4" aria-hidden="true" />
                      ) : (
                        <Eye className="size-4" aria-hidden="true" />
                      )}
                      {r.approved
                        ? m.admin_catalogue_review_hide({}, o)
                        : m.admin_catalogue_review_approve({}, o)}
                    </Button>
                    <Button
                      variant="outline"
                      className="px-2 py-1 text-sm"
                      disabled={busy}
                      aria-label={m.admin_catalogue_review_delete_label(
                        { first_name: r.firstName },
                        o,
                      )}
                      onClick={() => setAsking(r.id)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {m.admin_catalogue_review_delete({}, o)}
                    </Button>
                  </div>
                  {asking === r.id && (
                    <div
                      role="alertdialog"
                      aria-label={m.admin_catalogue_review_delete_ask(
                        { first_name: r.firstName },
                        o,
                      )}
                      className="mt-2 flex flex-wrap items-center gap-2 rounded-lg bg-red-50 p-3 text-sm text-red-900 max-sm:basis-full"
                    >
                      <p className="w-full">
                        {m.admin_catalogue_review_delete_ask({ first_name: r.firstName }, o)}
                      </p>
                      <Button
                        variant="danger"
                        className="py-1 text-sm"
                        disabled={busy}
                        onClick={() => void change(r.id, { method: "DELETE" })}
                      >
                        {m.admin_catalogue_review_delete_yes({}, o)}
                      </Button>
                      <Button
                        variant="outline"
                        className="py-1 text-sm"
                        onClick={() => setAsking(null)}
                      >
                        {m.admin_catalogue_review_delete_keep({}, o)}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rowError && <Notice error>{rowError}</Notice>}
      <form
        onSubmit={(e) => void add(e)}
        aria-label={m.admin_catalogue_review_form_label({}, o)}
        className="mt-6 grid max-w-3xl gap-4 rounded-2xl border border-gold-200 bg-white p-4 sm:grid-cols-2"
      >
        <TextInput
          label={labels.firstName}
          required
          translate="no"
          value={values.firstName}
          maxLength={REVIEW_LIMITS.firstName}
          onChange={set("firstName")}
          error={action.errorFor("firstName")}
        />
        <TextInput
          label={labels.city}
          translate="no"
          value={values.city}
          maxLength={REVIEW_LIMITS.city}
          onChange={set("city")}
          error={action.errorFor("city")}
        />
        <SelectInput
          label={labels.rating}
          required
          value={values.rating}
          options={RATINGS.map((value) => ({
            value,
            label:
              value === "1"
                ? m.admin_catalogue_review_stars_one({ count: 1 }, o)
                : m.admin_catalogue_review_stars_other({ count: Number(value) }, o),
          }))}
          onChange={set("rating")}
          error={action.errorFor("rating")}
        />
        <DateInput
          label={labels.reviewedOn}
          required
          value={values.reviewedOn}
          max={todayInIndia()}
          onChange={set("reviewedOn")}
          error={action.errorFor("reviewedOn")}
        />
        <TextArea
          className="sm:col-span-2"
          label={labels.text}
          required
          value={values.text}
          maxLength={REVIEW_LIMITS.text}
          hint={m.admin_catalogue_review_text_hint({}, o)}
          onChange={set("text")}
          error={action.errorFor("text")}
        />
        <div className="sm:col-span-2">
          <CheckboxInput
            label={m.admin_catalogue_review_show({}, o)}
            hint={m.admin_catalogue_review_show_hint({}, o)}
            checked={values.approved}
            onChange={set("approved")}
          />
        </div>
        <div className="space-y-3 sm:col-span-2">
          <FormError message={FIELDS.includes(action.field) ? "" : action.error} />
          <Button type="submit" disabled={action.pending}>
            {action.pending
              ? m.admin_catalogue_review_adding({}, o)
              : m.admin_catalogue_review_add({}, o)}
          </Button>
        </div>
      </form>
    </section>
  );
}
