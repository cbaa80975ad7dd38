import { Upload } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_MB,
  PHOTO_TYPES,
  photoErrors,
} from "../../../../shared/catalogue-admin";
import { inLocale, m } from "../../../../shared/messages";
import { apiUpload } from "../../../api-client";
import { Button } from "../button";
import { useAdminLocale } from "../i18n/admin-locale";
import { problemText } from "../i18n/problem-text";
import type { AdminCall } from "../use-admin-session";
import { SETTINGS_PROBLEMS } from "./bill-problems";

/** Where the photo store's files are served (server/photos/media-routes.ts). */
export const mediaUrl = (key: string) => `/media/${key}`;

/**
 * The signature image of Settings → Business: uploaded through the photos' pipeline (made a
 * JPEG on white), shown, replaced or removed; it counts once the business details are saved.
 */
export function SignatureField({
  signatureKey,
  saved,
  onChange,
  call,
  token,
  error,
}: {
  signatureKey: string;
  /** The key stored now: a different one is new until saved. */
  saved: string;
  onChange: (key: string) => void;
  call: AdminCall;
  token: string | undefined;
  error: string | undefined;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState("");
  const locale = useAdminLocale();
  const o = inLocale(locale);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES) return setRefusal(photoErrors(locale).tooLarge);
    setRefusal("");
    setUploading(true);
    const form = new FormData();
    form.append("signature", file);
    const r = await apiUpload<{ key: string }>("/admin/billing/signature", form, { token });
    setUploading(false);
    if (r.ok) return onChange(r.data.key);
    if (r.status === 401) return void call("/session");
    setRefusal(problemText(locale, r, { known: SETTINGS_PROBLEMS }));
  };

  const shown = refusal || error;
  return (
    <div className="sm:col-span-2">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        {m.admin_bills_signature({}, o)}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        {signatureKey ? (
          <img
            src={mediaUrl(signatureKey)}
            alt={m.admin_bills_signature_alt({}, o)}
            data-testid="signature-image"
            className="h-16 max-w-56 rounded border border-stone-200 bg-white object-contain p-1"
          />
        ) : (
          <span className="text-sm text-ink/70">{m.admin_bills_signature_none({}, o)}</span>
        )}
        <label
          htmlFor={id}
          className={`inline-flex cursor-pointer items-center gap-2 rounded-lg border border-maroon-200 px-4 py-2 font-semibold text-maroon-700 hover:bg-maroon-50 ${uploading ? "opacity-70" : ""}`}
        >
          <Upload className="size-4" aria-hidden="true" />
          {uploading
            ? m.admin_bills_signature_uploading({}, o)
            : signatureKey
              ? m.admin_bills_signature_replace({}, o)
              : m.admin_bills_signature_upload({}, o)}
          <input
            id={id}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            disabled={uploading}
            onChange={(e) => void upload(e)}
            className="sr-only"
            aria-describedby={`${id}-hint`}
          />
        </label>
        {signatureKey && (
          <Button variant="outline" onClick={() => onChange("")}>
            {m.admin_bills_signature_remove({}, o)}
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
        {signatureKey && signatureKey !== saved
          ? m.admin_bills_signature_unsaved({}, o)
          : m.admin_bills_signature_hint({ mb: MAX_PHOTO_MB }, o)}{" "}
        <span translate="no">(JPEG, PNG, WebP, AVIF)</span>
      </p>
      {shown && (
        <p role="alert" data-testid="signature-error" className="mt-1 text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}
