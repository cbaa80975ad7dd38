import { MESSAGE_TEMPLATES } from "../../shared/message-templates";
import { whatsappNumber } from "../../shared/hand-links";
import { SendFailure, type OutgoingMessage, type Sender } from "./sender";

export interface WhatsAppSettings {
  /** The Graph API's base, e.g. https://graph.facebook.com/v21.0 (a local fake in tests). */
  apiUrl: string;
  phoneNumberId: string;
  token: string;
}

/**
 * WhatsApp Business Cloud API: a template message (the only kind a business may start a
 * conversation with), sent with plain fetch. 429, 408 and 5xx are tried again (after the
 * Retry-After the API asks for); any other refusal is final.
 */
export function createWhatsAppSender(settings: WhatsAppSettings): Sender {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/${settings.phoneNumberId}/messages`;
  return {
    channel: "whatsapp",
    detail: `${new URL(settings.apiUrl).host}, phone number ID ${settings.phoneNumberId}`,
    async send(message, timeoutMs) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: {
            authorization: `Bearer ${settings.token}`,
            "content-type": "application/json",
          },
          body: JSON.stringify(requestOf(message)),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new SendFailure(`WhatsApp could not be reached: ${why}`, false);
      }
      const answer = (await res.json().catch(() => undefined)) as WhatsAppAnswer | undefined;
      if (res.ok) return answer?.messages?.[0]?.id ?? "";
      const said = answer?.error?.message ? `: ${answer.error.message}` : "";
      const retry = res.status === 429 || res.status === 408 || res.status >= 500;
      throw new SendFailure(
        `WhatsApp answered ${res.status}${said}`,
        !retry,
        retryAfterMs(res.headers.get("retry-after")),
      );
    },
  };
}

interface WhatsAppAnswer {
  messages?: { id?: string }[];
  error?: { message?: string };
}

const requestOf = (m: OutgoingMessage) => ({
  messaging_product: "whatsapp",
  recipient_type: "individual",
  to: whatsappNumber(m.recipient),
  type: "template",
  template: {
    name: MESSAGE_TEMPLATES[m.kind].whatsappName,
    language: { code: m.language },
    components: [{ type: "body", parameters: m.params.map((text) => ({ type: "text", text })) }],
  },
});

function retryAfterMs(header: string | null): number | undefined {
  const seconds = Number(header);
  return header !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}
