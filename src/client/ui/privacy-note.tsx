import { Link } from "react-router";
import { localizedPath } from "../../shared/locale";
import { inLocale, m } from "../../shared/messages";
import { PATHS } from "../../shared/paths";
import { useLocale } from "../use-locale";
import { RichText } from "./rich-text";

/**
 * The line under a form that collects personal data: what it is used for, and a link to the
 * privacy notice in the page's language.
 */
export function PrivacyNote({ form }: { form: "contact" | "tracking" }) {
  const locale = useLocale();
  const o = inLocale(locale);
  const say = form === "contact" ? m.privacy_form_note : m.privacy_tracking_note;
  return (
    <p className="text-sm text-ink/70">
      <RichText
        say={(parts) => say(parts, o)}
        parts={{
          link: (
            <Link
              to={localizedPath(PATHS.privacy, locale)}
              className="font-medium text-maroon-700 underline hover:text-maroon-800"
            >
              {m.privacy_link({}, o)}
            </Link>
          ),
        }}
      />
    </p>
  );
}
