import nodemailer from "nodemailer";
import { BUSINESS } from "../../shared/business";
import { SendFailure, type OutgoingMessage, type Sender } from "./sender";

export interface SmtpSettings {
  host: string;
  port: number;
  tls: "starttls" | "implicit" | "none";
  user?: string | undefined;
  password?: string | undefined;
  from: string;
}

const TLS_WORDS = { starttls: "STARTTLS", implicit: "TLS", none: "no TLS" } as const;
const MESSAGE_ID_DOMAIN = new URL(BUSINESS.siteUrl).hostname;

/**
 * E-mail over SMTP with nodemailer, one connection per message. The Message-ID is the outbox
 * row's own, so a message sent again after a crash carries the same one and mail systems can
 * tell it is the same message.
 */
export function createEmailSender(smtp: SmtpSettings): Sender {
  return {
    channel: "email",
    detail: `${smtp.host}:${smtp.port} (${TLS_WORDS[smtp.tls]}), from ${smtp.from}`,
    async send(message, timeoutMs) {
      const transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.tls === "implicit",
        requireTLS: smtp.tls === "starttls",
        ignoreTLS: smtp.tls === "none",
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? "" } } : {}),
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        logger: false,
        debug: false,
      });
      let timer: NodeJS.Timeout | undefined;
      const tooLong = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          transport.close();
          reject(new SendFailure(`The SMTP server took over ${timeoutMs} ms`, false));
        }, timeoutMs);
      });
      try {
        const info = await Promise.race([transport.sendMail(mailOf(smtp, message)), tooLong]);
        if (info.rejected.length > 0) {
          throw new SendFailure(`The SMTP server refused the address ${message.recipient}`, true);
        }
        return info.messageId;
      } catch (error) {
        throw error instanceof SendFailure ? error : failureOf(error);
      } finally {
        clearTimeout(timer);
        transport.close();
      }
    },
  };
}

const mailOf = (smtp: SmtpSettings, m: OutgoingMessage) => ({
  from: smtp.from,
  to: m.recipient,
  subject: m.subject,
  text: m.body,
  messageId: `<outbox-${m.id}-${Date.parse(m.createdAt)}@${MESSAGE_ID_DOMAIN}>`,
  ...(m.replyTo ? { replyTo: m.replyTo } : {}),
  ...(m.attachments ? { attachments: m.attachments } : {}),
});

/** SMTP 5xx answers (and a malformed address) are final; the rest may pass on a later try. */
function failureOf(error: unknown): SendFailure {
  const { message, responseCode, code } = error as {
    message?: string;
    responseCode?: number;
    code?: string;
  };
  const permanent = (responseCode !== undefined && responseCode >= 500) || code === "EENVELOPE";
  return new SendFailure(message ?? String(error), permanent);
}
