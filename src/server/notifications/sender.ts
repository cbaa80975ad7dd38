import type { Channel, Language, MessageKind } from "../../shared/notifications";

/** A message as a channel sends it. */
export interface OutgoingMessage {
  id: number;
  kind: MessageKind;
  recipient: string;
  language: Language;
  subject: string;
  body: string;
  /** The WhatsApp template's parameters, in order. */
  params: string[];
  createdAt: string;
  /** Where a reply goes (e-mail only); absent: to the sender's own address. */
  replyTo?: string;
  /** Files an e-mail carries (a bill's PDF); other channels send the text, with its link. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** A configured channel: sends one message, or throws a SendFailure. */
export interface Sender {
  channel: Channel;
  /** Where it sends, for Settings: never a secret. */
  detail: string;
  /** Resolves with the provider's message id once the provider has accepted the message. */
  send(message: OutgoingMessage, timeoutMs: number): Promise<string>;
}

/**
 * Why a send failed. A permanent failure (the address refused, the request malformed) is not
 * tried again; any other is, after `retryAfterMs` at least when the provider asked for a pause.
 */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = "SendFailure";
  }
}
