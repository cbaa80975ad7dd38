import { Upload } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MB,
  MAX_PHOTOS,
  PHOTO_TYPES,
  photoErrors,
  type AdminDesignDetail,
} from "../../../../shared/catalogue-admin";
import { inLocale, m } from "../../../../shared/messages";
import { apiUpload } from "../../../api-client";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import { CATALOGUE_PROBLEMS } from "./catalogue-problems";
import type { AdminCall } from "../use-admin-session";
import { UploadProgress } from "../upload-progress";

interface Props {
  designId: number;
  photoCount: number;
  call: AdminCall;
  token: string | undefined;
  onAnswer: (detail: AdminDesignDetail) => void;
}

/**
 * Adds one photo, from a phone's camera or gallery or a computer's files, showing the upload's
 * progress and then the server's work (it checks the photo and makes its sizes). A photo over
 * the size limit is refused here before sending; the server checks everything again.
 */
export function PhotoUpload({ designId, photoCount, call, token, onAnswer }: Props) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");
  const full = photoCount >= MAX_PHOTOS;
  const locale = useAdminLocale();
  const f = useAdminFormat();
  const o = inLocale(locale);
  const refusals = photoErrors(locale);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setError(refusals.tooLarge);
    setError("");
    setProgress(0);
    const form = new FormData();
    form.append("photo", file);
    const result = await apiUpload<AdminDesignDetail>(`/admin/designs/${designId}/photos`, form, {
      token,
      onProgress: setProgress,
    });
    setProgress(null);
    if (result.ok) return onAnswer(result.data);
    // A refused session: the session check logs the owner out, as every other call does.
    if (result.status === 401) return void call("/session");
    setError(problemText(locale, result, { known: CATALOGUE_PROBLEMS }));
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className="mt-4">
      <label
        htmlFor={id}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-lg bg-maroon-700 px-4 py-2 font-semibold text-white hover:bg-maroon-800 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 ${progress !== null ? "opacity-70" : ""}`}
      >
        <Upload className="size-4" aria-hidden="true" />
        {m.admin_catalogue_add_photo({}, o)}
        <input
          id={id}
          type="file"
          accept={PHOTO_TYPES.join(",")}
          disabled={full || progress !== null}
          onChange={(e) => void upload(e)}
          className="sr-only"
          aria-describedby={`${id}-hint`}
        />
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
        {m.admin_catalogue_photo_hint({ mb: MAX_PHOTO_MB }, o)}{" "}
        {full
          ? refusals.tooMany
          : m.admin_catalogue_photo_count(
              { count: f.number(photoCount), max: f.number(MAX_PHOTOS) },
              o,
            )}
      </p>
      {progress !== null && (
        <UploadProgress
          percent={percent}
          label={m.admin_catalogue_upload_label({}, o)}
          uploading={m.admin_catalogue_uploading({ percent: f.number(percent) }, o)}
          preparing={m.admin_catalogue_preparing({}, o)}
          testId="upload-progress"
          barClassName="w-64"
        />
      )}
      {error && (
        <p
          role="alert"
          data-testid="upload-error"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
        >
          {error}
        </p>
      )}
    </div>
  );
}
