import { MessageCircle } from "lucide-react";
import { BUSINESS, chatLink } from "../../shared/business";
import { inLocale, m } from "../../shared/messages";
import { useLocale } from "../use-locale";

/** The green "Enquire on <chat app>" button, opening the chat with `message` typed in. */
export function ChatEnquiryLink({ message }: { message: string }) {
  const o = inLocale(useLocale());
  return (
    <a
      href={chatLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-full bg-green-700 px-6 py-3 font-semibold text-white hover:bg-green-800"
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {m.enquire_on({ chat: BUSINESS.chat.label }, o)}
    </a>
  );
}
