import { CheckCircle2, CircleSlash } from "lucide-react";
import { CHANNEL_LABELS, type ChannelStatus } from "../../../../shared/notifications";
import { formatIndianDateTime } from "../../../../shared/orders";
import { Fact } from "../fact";

const when = (at: string | null) => (at ? formatIndianDateTime(at) : "Never");

/** Each channel: configured or not (and where it sends), its last success and failure. */
export function ChannelCards({ channels }: { channels: readonly ChannelStatus[] }) {
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
            {CHANNEL_LABELS[c.channel]}
          </p>
          <p className="mt-1 text-sm">
            {c.configured ? (
              <>Sends via {c.detail}</>
            ) : (
              <>
                Not configured: messages are kept as “Not sent”, each with a button that opens{" "}
                {c.channel === "whatsapp" ? "WhatsApp" : "your e-mail"} with the text ready.
              </>
            )}
          </p>
          <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            <Fact label="Last success">{when(c.lastSuccessAt)}</Fact>
            <Fact label="Last failure">{when(c.lastFailureAt)}</Fact>
            {c.lastFailureReason && (
              <Fact label="Why it failed" className="sm:col-span-2" valueClassName="text-red-700">
                {c.lastFailureReason}
              </Fact>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
