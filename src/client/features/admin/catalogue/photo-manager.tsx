import { Star, Trash2 } from "lucide-react";
import { useState } from "react";
import type { AdminDesignDetail } from "../../../../shared/catalogue-admin";
import { localizedDesign } from "../../../../shared/catalogue-hindi";
import { designAlt } from "../../../../shared/design";
import { inLocale, m } from "../../../../shared/messages";
import { DesignPhoto } from "../../../ui/design-photo";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { Notice } from "../notice";
import type { AdminCall } from "../use-admin-session";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";
import { PhotoUpload } from "./photo-upload";

interface Props {
  detail: AdminDesignDetail;
  call: AdminCall;
  token: string | undefined;
  onAnswer: (detail: AdminDesignDetail) => void;
}

/** A design's photos: the main one first; make another the main one, delete, add. */
export function PhotoManager({ detail, call, token, onAnswer }: Props) {
  const { design } = detail;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const alt = designAlt(localizedDesign(design, locale), locale);
  const change = async (path: string, init: { method: string; body?: unknown }) => {
    setBusy(true);
    const result = await call<AdminDesignDetail>(`/designs/${design.id}/photos${path}`, init);
    setBusy(false);
    setError(result.ok ? "" : problemText(locale, result, { known: CATALOGUE_PROBLEMS }));
    if (result.ok) onAnswer(result.data);
  };
  const makeMain = (photoId: number) =>
    change("/order", {
      method: "PUT",
      body: { ids: [photoId, ...design.photos.map((p) => p.id).filter((id) => id !== photoId)] },
    });

  return (
    <section aria-labelledby="design-photos" className="mt-10">
      <h3 id="design-photos" className="text-lg font-semibold text-maroon-800">
        {m.admin_catalogue_photos_heading({}, o)}
      </h3>
      <p className="text-sm text-ink/70">{m.admin_catalogue_photos_intro({}, o)}</p>
      {design.photos.length === 0 && <Notice>{m.admin_catalogue_no_photos({}, o)}</Notice>}
      <ul
        className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
        aria-label={m.admin_catalogue_photos_heading({}, o)}
      >
        {design.photos.map((photo, i) => (
          <li
            key={photo.id}
            data-testid="design-photo"
            className="rounded-2xl border border-gold-200 bg-white p-2"
          >
            <DesignPhoto
              photo={photo}
              alt={m.admin_catalogue_photo_alt({ alt, n: i + 1 }, o)}
              sizes="200px"
              load="eager"
              className="aspect-[4/5] w-full rounded-lg object-cover"
            />
            <p className="mt-2 text-sm font-semibold">
              {i === 0
                ? m.admin_catalogue_main_photo({}, o)
                : m.admin_catalogue_photo_n({ n: i + 1 }, o)}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {i > 0 && (
                <Button
                  variant="outline"
                  className="px-2 py-1 text-sm"
                  disabled={busy}
                  onClick={() => void makeMain(photo.id)}
                  aria-label={m.admin_catalogue_make_main_label({ n: i + 1 }, o)}
                >
                  <Star className="size-4" aria-hidden="true" />{" "}
                  {m.admin_catalogue_make_main({}, o)}
                </Button>
              )}
              <Button
                variant="outline"
                className="px-2 py-1 text-sm"
                disabled={busy}
                onClick={() => void change(`/${photo.id}`, { method: "DELETE" })}
                aria-label={m.admin_catalogue_delete_photo_label({ n: i + 1 }, o)}
              >
                <Trash2 className="size-4" aria-hidden="true" />{" "}
                {m.admin_catalogue_delete_photo({}, o)}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {error && <Notice error>{error}</Notice>}
      <PhotoUpload
        designId={design.id}
        photoCount={design.photos.length}
        call={call}
        token={token}
        onAnswer={onAnswer}
      />
    </section>
  );
}
