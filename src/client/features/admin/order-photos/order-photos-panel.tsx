import { Camera, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { MAX_PHOTO_BYTES, MAX_PHOTO_MB, photoErrors } from "../../../../shared/catalogue-admin";
import { inLocale, m } from "../../../../shared/messages";
import {
  MAX_ORDER_PHOTOS,
  ORDER_PHOTO_THUMB_SIZES,
  type OrderPhoto,
  type OrderPhotosAnswer,
} from "../../../../shared/order-photos";
import { apiUpload } from "../../../api-client";
import { DesignPhoto } from "../../../ui/design-photo";
import { Button } from "../button";
import { CheckboxInput, SelectInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { useAdminToast } from "../i18n/admin-toast";
import { localizedStep } from "../i18n/display-names";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { useWorkshopRead } from "../workshop/use-workshop-read";
import { ORDER_PHOTO_PROBLEMS } from "./order-photo-problems";
import { UploadProgress } from "../upload-progress";

type Step = OrderPhotosAnswer["steps"][number];

/**
 * Photos of her piece on the order's screen (issue 24 §4), phone-first: choose the step and
 * whether she sees it, then take a photo with the phone's camera (or choose one); each photo's
 * thumbnail with its step, "For her" and Delete. A photo goes through the catalogue's pipeline
 * on the server (real format, upright, no EXIF or GPS, sizes for the screen).
 */
export function OrderPhotosPanel({
  orderId,
  currentStepId,
  call,
  token,
}: {
  orderId: string;
  /** The step the new photo is for unless she chooses another: the one being made now. */
  currentStepId: string | null;
  call: AdminCall;
  /** Demo mode's session token (the upload is sent apart from `call`, for its progress). */
  token: string | undefined;
}) {
  const o = inLocale(useAdminLocale());
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const toast = useAdminToast();
  const path = `/orders/${encodeURIComponent(orderId)}/photos`;
  const read = useWorkshopRead<OrderPhotosAnswer>(call, path);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  /** "For her" as just ticked, shown while the server has not yet answered. */
  const [ticking, setTicking] = useState<ReadonlyMap<number, boolean>>(new Map());
  const answer = read.answer;
  const steps = answer?.steps ?? [];
  const stepName = (id: string | null) => {
    const step = steps.find((s) => s.id === id);
    return step ? localizedStep(step, locale).name : m.admin_order_photos_whole_order({}, o);
  };
  const stepOptions = [
    { value: "", label: m.admin_order_photos_whole_order({}, o) },
    ...steps.map((s: Step) => ({ value: s.id, label: localizedStep(s, locale).name })),
  ];
  const position = (id: string | null) => (id === null ? -1 : steps.findIndex((s) => s.id === id));
  const photos = [...(answer?.photos ?? [])].sort(
    (a, b) => position(a.stepId) - position(b.stepId) || a.id - b.id,
  );

  async function change(photo: OrderPhoto, init: { method: string; body?: unknown }, said: string) {
    setBusy(true);
    const r = await call<OrderPhotosAnswer>(`${path}/${photo.id}`, init);
    setBusy(false);
    if (r.ok) {
      read.setAnswer(r.data);
      setError("");
      toast({ title: said });
    } else if (r.status !== 401) setError(problemText(locale, r, { known: ORDER_PHOTO_PROBLEMS }));
  }

  return (
    <section
      aria-labelledby="order-photos-heading"
      data-testid="order-photos-panel"
      className="mt-6 rounded-2xl border border-gold-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3
        id="order-photos-heading"
        className="flex items-center gap-2 text-xl font-semibold text-maroon-800"
      >
        <Camera className="size-5" aria-hidden="true" />
        {m.admin_order_photos_heading({}, o)}
      </h3>
      <p className="mt-1 text-sm text-ink/70">{m.admin_order_photos_intro({}, o)}</p>
      {read.error && (
        <Notice error>{problemText(locale, read.error, { known: ORDER_PHOTO_PROBLEMS })}</Notice>
      )}
      {answer && (
        <NewPhoto
          key={currentStepId ?? ""}
          path={path}
          count={answer.photos.length}
          stepOptions={stepOptions}
          initialStep={currentStepId ?? ""}
          call={call}
          token={token}
          onAnswer={(next) => {
            read.setAnswer(next);
            toast({ title: m.admin_order_photos_added({}, o) });
          }}
        />
      )}
      {answer && photos.length === 0 && <Notice>{m.admin_order_photos_none({}, o)}</Notice>}
      {photos.length > 0 && (
        <ul
          aria-label={m.admin_order_photos_heading({}, o)}
          className="mt-4 grid gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {photos.map((photo, i) => (
            <li
              key={photo.id}
              data-testid="order-photo"
              data-for-her={photo.forHer}
              // A phone: the thumbnail beside its controls, so the step's name has the width;
              // wider screens: a card under the thumbnail.
              className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-xl border border-gold-200 bg-cream/40 p-2 sm:flex sm:flex-col"
            >
              <a href={photo.src} target="_blank" rel="noopener" className="row-span-4 block">
                <DesignPhoto
                  photo={photo}
                  alt={m.admin_order_photos_alt(
                    { number: i + 1, orderId, step: stepName(photo.stepId) },
                    o,
                  )}
                  sizes={ORDER_PHOTO_THUMB_SIZES}
                  load="lazy"
                  locale={locale}
                  className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
                />
              </a>
              <SelectInput
                label={m.admin_order_photos_step({}, o)}
                value={photo.stepId ?? ""}
                options={stepOptions}
                onChange={(v) =>
                  void change(
                    photo,
                    { method: "PATCH", body: { stepId: v === "" ? null : v } },
                    m.admin_order_photos_moved({}, o),
                  )
                }
              />
              <CheckboxInput
                label={m.admin_order_photos_for_her({}, o)}
                hint={
                  photo.forHer
                    ? m.admin_order_photos_on_her_page({}, o)
                    : m.admin_order_photos_owners_only({}, o)
                }
                checked={ticking.get(photo.id) ?? photo.forHer}
                onChange={(forHer) => {
                  setTicking((t) => new Map(t).set(photo.id, forHer));
                  void change(
                    photo,
                    { method: "PATCH", body: { forHer } },
                    forHer
                      ? m.admin_order_photos_marked({}, o)
                      : m.admin_order_photos_unmarked({}, o),
                  ).finally(() =>
                    setTicking((t) => {
                      const next = new Map(t);
                      next.delete(photo.id);
                      return next;
                    }),
                  );
                }}
              />
              <p className="text-xs text-ink/70">
                {m.admin_order_photos_added_by(
                  { by: photo.addedBy, at: f.dateTime(photo.addedAt) },
                  o,
                )}
              </p>
              <Button
                variant="outline"
                className="col-start-2 px-2 py-1 text-sm sm:mt-auto"
                disabled={busy}
                aria-label={m.admin_order_photos_delete_label({ number: i + 1 }, o)}
                onClick={() =>
                  void change(photo, { method: "DELETE" }, m.admin_order_photos_deleted({}, o))
                }
              >
                <Trash2 className="size-4" aria-hidden="true" />{" "}
                {m.admin_order_photos_delete({}, o)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <Notice error>{error}</Notice>}
    </section>
  );
}

/** The new photo's step and "Show it to her", then the camera (or the phone's photos). */
function NewPhoto({
  path,
  count,
  stepOptions,
  initialStep,
  call,
  token,
  onAnswer,
}: {
  path: string;
  count: number;
  stepOptions: { value: string; label: string }[];
  initialStep: string;
  call: AdminCall;
  token: string | undefined;
  onAnswer: (answer: OrderPhotosAnswer) => void;
}) {
  const id = useId();
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const [stepId, setStepId] = useState(initialStep);
  const [forHer, setForHer] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const full = count >= MAX_ORDER_PHOTOS;

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setError(photoErrors(locale).tooLarge);
    setError("");
    setProgress(0);
    const form = new FormData();
    form.append("stepId", stepId);
    form.append("forHer", String(forHer));
    form.append("photo", file);
    const r = await apiUpload<OrderPhotosAnswer>(`/admin${path}`, form, {
      token,
      onProgress: setProgress,
    });
    setProgress(null);
    if (r.ok) return onAnswer(r.data);
    // A refused session: the session check logs the owner out, as every other call does.
    if (r.status === 401) return void call("/session");
    setError(problemText(locale, r, { known: ORDER_PHOTO_PROBLEMS }));
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div
      role="group"
      aria-label={m.admin_order_photos_add({}, o)}
      className="mt-3 rounded-xl border border-gold-200 bg-cream/60 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
        <SelectInput
          label={m.admin_order_photos_step({}, o)}
          value={stepId}
          options={stepOptions}
          onChange={setStepId}
        />
        <div className="sm:pb-2">
          <CheckboxInput
            label={m.admin_order_photos_for_her_new({}, o)}
            checked={forHer}
            onChange={setForHer}
          />
        </div>
      </div>
      <label
        htmlFor={id}
        className="mt-3 flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 sm:w-fit"
      >
        <Camera className="size-4" aria-hidden="true" />
        {m.admin_order_photos_take({}, o)}
        <input
          id={id}
          type="file"
          // Any image: a phone offers its camera as well as its photos. The server reads the
          // real format from the bytes, whatever this says.
          accept="image/*"
          disabled={full || progress !== null}
          onChange={(e) => void upload(e)}
          className="sr-only"
          aria-describedby={`${id}-hint`}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
        {full
          ? m.admin_order_photos_problem_too_many({ max: MAX_ORDER_PHOTOS }, o)
          : m.admin_order_photos_hint(
              { mb: MAX_PHOTO_MB, count: f.number(count), max: f.number(MAX_ORDER_PHOTOS) },
              o,
            )}
      </p>
      {progress !== null && (
        <UploadProgress
          percent={percent}
          label={m.admin_order_photos_upload_label({}, o)}
          uploading={m.admin_order_photos_uploading({ percent: f.number(percent) }, o)}
          preparing={m.admin_order_photos_preparing({}, o)}
          testId="order-photo-progress"
          barClassName="w-full max-w-64"
        />
      )}
      {error && (
        <p
          role="alert"
          data-testid="order-photo-error"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
    </div>
  );
}
