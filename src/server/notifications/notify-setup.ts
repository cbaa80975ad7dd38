import { BUSINESS } from "../../shared/business";
import {
  CHANNEL_LABELS,
  CHANNELS,
  type Channel,
  type OwnerRecipient,
} from "../../shared/notifications";
import type { Env } from "../env";
import type { DigestSettings } from "./daily-digest";
import { createEmailSender } from "./email-sender";
import type { OwnerAudience } from "./owner-messages";
import { createRedactor, type Redact } from "./redact";
import type { Sender } from "./sender";
import { createWhatsAppSender } from "./whatsapp-sender";

/** What the API needs of the notifications: where owners hear, what is configured. */
export interface ApiNotifications {
  /** Each configured channel and where it sends (never a secret). */
  channels: Partial<Record<Channel, string>>;
  owners: OwnerAudience;
  /** null: no digest. */
  digestHour: number | null;
  /** Tells the worker that a message was just queued. */
  wake: () => void;
}

export const DEFAULT_OWNERS: OwnerAudience = {
  recipients: [
    { channel: "whatsapp", address: BUSINESS.phones[BUSINESS.chat.phoneIndex].e164 },
    { channel: "email", address: BUSINESS.email },
  ],
  language: "en",
};

export const NO_NOTIFICATIONS: ApiNotifications = {
  channels: {},
  owners: DEFAULT_OWNERS,
  digestHour: 8,
  wake: () => undefined,
};

export interface NotificationSetup {
  senders: Sender[];
  owners: OwnerAudience;
  /** Undefined when the digest is off. */
  digest: DigestSettings | undefined;
  redact: Redact;
  pollMs: number;
  leaseMs: number;
}

/** The channels, owners and digest as the environment configures them. */
export function notificationSetup(env: Env): NotificationSetup {
  const senders: Sender[] = [];
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    senders.push(
      createWhatsAppSender({
        apiUrl: env.WHATSAPP_API_URL,
        phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
        token: env.WHATSAPP_TOKEN,
      }),
    );
  }
  if (env.SMTP_HOST && env.SMTP_FROM) {
    senders.push(
      createEmailSender({
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        tls: env.SMTP_TLS,
        user: env.SMTP_USER,
        password: env.SMTP_PASSWORD,
        from: env.SMTP_FROM,
      }),
    );
  }
  const recipients: OwnerRecipient[] = [
    ...env.OWNER_WHATSAPP.map((address) => ({ channel: "whatsapp" as const, address })),
    ...env.OWNER_EMAILS.map((address) => ({ channel: "email" as const, address })),
  ];
  const owners = { recipients, language: env.OWNER_LANGUAGE };
  return {
    senders,
    owners,
    digest: env.DIGEST_HOUR === null ? undefined : { ...owners, hour: env.DIGEST_HOUR },
    redact: createRedactor([env.SMTP_PASSWORD, env.WHATSAPP_TOKEN]),
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
  };
}

/** The API's view of a setup, woken through `wake`. */
export const apiNotificationsOf = (
  setup: NotificationSetup,
  wake: () => void,
): ApiNotifications => ({
  channels: Object.fromEntries(setup.senders.map((s) => [s.channel, s.detail])),
  owners: setup.owners,
  digestHour: setup.digest?.hour ?? null,
  wake,
});

/** One line for the start-up log: which channels send, and where (never a secret). */
export function describeChannels(setup: NotificationSetup): string {
  const each = CHANNELS.map((channel) => {
    const sender = setup.senders.find((s) => s.channel === channel);
    return `${CHANNEL_LABELS[channel]} ${sender ? `via ${sender.detail}` : "not configured (messages wait to be sent by hand)"}`;
  });
  return `Messages: ${each.join("; ")}`;
}
