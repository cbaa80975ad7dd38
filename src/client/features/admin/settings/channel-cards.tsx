import { CheckCircle2, CircleSlash } from "lucide-react";
import { inLocale, m } from "../../../../shared/messages";
import { notificationNames, type ChannelStatus } from "../../../../shared/notifications";
import { RichText } from "../../../ui/rich-text";
import { Fact } from "../fact";
import { useAdminFormat } from "../i18n/admin-format";
import { useAdminLocale } from "../i18n/admin-locale";

/** Each channel: configured or not (and where it sends), its last success and failure. */
export function ChannelCards({ channels }: { channels: readonly ChannelStatus[] }) {
  const locale = useAdminLocale();
  const o = inLocale(locale);
  const f = useAdminFormat();
  const names = notificationNames(locale);
  const when = (at: string | null) => (at ? f.dateTime(at) : m.admin_channel_never({}, o));
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {channels.map((c) => (
        <li
          key={c.channel}
          data-testid="channel"
          data-configured={c.configured}
          className="rounded-2xl border border-gold-200 bg-white p-4 sm:p-5"
        >
          <p className="flex items-center gap-2 text-lg font-semibold text-maroon-800">
            {c.configured ? (
              <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />
            ) : (
              <CircleSlash className="size-5 text-ink/60" aria-hidden="true" />
            )}
            {names.channel[c.channel]}
          </p>
          <p className="mt-1 text-sm">
            {c.configured ? (
              // Where it sends (a server and account, a number's id) is a name, not words.
              <RichText
                say={(marks) => m.admin_channel_sends_via(marks, o)}
                parts={{ detail: <span translate="no">{c.detail}</span> }}
              />
            ) : c.channel === "whatsapp" ? (
              m.admin_channel_off_whatsapp({}, o)
            ) : (
              m.admin_channel_off_email({}, o)
            )}
          </p>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            <Fact label={m.admin_channel_last_success({}, o)}>{when(c.lastSuccessAt)}</Fact>
            <Fact label={m.admin_channel_last_failure({}, o)}>{when(c.lastFailureAt)}</Fact>
            {c.lastFailureReason && (
              <Fact
                label={m.admin_channel_why_failed({}, o)}
                className="sm:col-span-2"
                valueClassName="text-red-700"
              >
                {/* The sender's own words (an SMTP or WhatsApp error), as it gave them. */}
                <span translate="no">{c.lastFailureReason}</span>
              </Fact>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
