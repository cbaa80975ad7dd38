import type { Locale } from "../../../shared/locale";
import { inLocale, m } from "../../../shared/messages";
import type { ApiResult } from "../../api-client";

type Failure = Extract<ApiResult<unknown>, { ok: false }>;

/**
 * What a failed lookup says (the toast's title and text). The server answers in English, which
 * the English page shows as it is; the Hindi page says the same in Hindi, read from the
 * answer's status and field (the server's English for each is in the same messages).
 */
export function trackingProblem(
  result: Failure,
  locale: Locale,
): { title: string; description: string } {
  const o = inLocale(locale);
  const digits = result.field === "phoneLast4";
  const title = digits ? m.toast_digits_mismatch({}, o) : m.toast_tracking_unavailable({}, o);
  if (locale === "en") return { title, description: result.error };
  const description =
    result.status === 0
      ? m.network_error({}, o)
      : digits && result.status === 429
        ? m.digits_too_many({}, o)
        : digits
          ? m.digits_wrong({}, o)
          : result.status === 429
            ? m.tracking_too_many({}, o)
            : m.server_error({}, o);
  return { title, description };
}
