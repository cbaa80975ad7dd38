import { inLocale, m } from "../../../../shared/messages";
import {
  LANGUAGES,
  type CustomerMessaging,
  type MessagingInput,
} from "../../../../shared/notifications";
import { CheckboxInput, optionsOf, SelectInput } from "../form-parts";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";
import { languageName } from "./language-names";

/**
 * The customer's language and her consent to messages, per channel: the boutique writes to
 * her only on a channel she agreed to, and records when she did.
 */
export function MessagingFields({
  value,
  recorded,
  onChange,
  errorFor,
  hasEmail,
}: {
  value: MessagingInput;
  recorded: CustomerMessaging | null;
  onChange: (value: MessagingInput) => void;
  errorFor: (field: string) => string | undefined;
  /** Whether she has an e-mail address (messages need one). */
  hasEmail: boolean;
}) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  /** When she agreed, if she still does as recorded. */
  const since = (agrees: boolean, at: string | null | undefined) =>
    agrees && at ? m.admin_orders_messaging_since({ date: f.dateTime(at) }, o) : undefined;
  return (
    <fieldset className="space-y-3 rounded-xl border border-gold-200 bg-white p-4">
      <legend className="px-1 font-semibold text-maroon-800">
        {m.admin_orders_messaging_legend({}, o)}
      </legend>
      <p className="text-sm text-ink/70">{m.admin_orders_messaging_explain({}, o)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label={m.admin_orders_messaging_language({}, o)}
          value={value.language}
          options={optionsOf(LANGUAGES, (l) => languageName(l, locale))}
          onChange={(language) => onChange({ ...value, language })}
          error={errorFor("messaging.language")}
        />
        <div className="space-y-3">
          <CheckboxInput
            label={m.admin_orders_messaging_whatsapp({}, o)}
            checked={value.whatsapp}
            onChange={(whatsapp) => onChange({ ...value, whatsapp })}
            hint={since(value.whatsapp, recorded?.whatsappConsentAt)}
          />
          <CheckboxInput
            label={m.admin_orders_messaging_email({}, o)}
            checked={value.email}
            onChange={(email) => onChange({ ...value, email })}
            hint={
              since(value.email, recorded?.emailConsentAt) ??
              (value.email && !hasEmail ? m.admin_orders_messaging_add_email({}, o) : undefined)
            }
          />
        </div>
      </div>
    </fieldset>
  );
}
