import {
  LANGUAGE_LABELS,
  LANGUAGES,
  type CustomerMessaging,
  type MessagingInput,
} from "../../../../shared/notifications";
import { formatIndianDateTime } from "../../../../shared/orders";
import { CheckboxInput, optionsOf, SelectInput } from "../form-parts";

/** When she agreed, if she still does as recorded. */
const since = (agrees: boolean, at: string | null | undefined) =>
  agrees && at ? `She agreed on ${formatIndianDateTime(at)}` : undefined;

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
  return (
    <fieldset className="space-y-3 rounded-xl border border-gold-200 bg-white p-4">
      <legend className="px-1 font-semibold text-maroon-800">Messages to her</legend>
      <p className="text-sm text-ink/70">Order updates go only where she agreed to receive them.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectInput
          label="Her language"
          value={value.language}
          options={optionsOf(LANGUAGES, (l) => LANGUAGE_LABELS[l])}
          onChange={(language) => onChange({ ...value, language })}
          error={errorFor("messaging.language")}
        />
        <div className="space-y-3">
          <CheckboxInput
            label="She agrees to WhatsApp messages"
            checked={value.whatsapp}
            onChange={(whatsapp) => onChange({ ...value, whatsapp })}
            hint={since(value.whatsapp, recorded?.whatsappConsentAt)}
          />
          <CheckboxInput
            label="She agrees to e-mails"
            checked={value.email}
            onChange={(email) => onChange({ ...value, email })}
            hint={
              since(value.email, recorded?.emailConsentAt) ??
              (value.email && !hasEmail ? "Add her e-mail address above" : undefined)
            }
          />
        </div>
      </div>
    </fieldset>
  );
}
