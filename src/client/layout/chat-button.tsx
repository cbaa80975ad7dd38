import { MessageCircle } from "lucide-react";
import { BUSINESS, chatLink } from "../../shared/business";
import { inLocale, m } from "../../shared/messages";
import { useLocale } from "../use-locale";

/**
 * The round floating chat button, fixed at the bottom right; opens the chat in a new tab. It sits
 * in its own complementary landmark so that all of the page's content is inside a landmark.
 */
export function ChatButton() {
  const o = inLocale(useLocale());
  return (
    <aside aria-label={m.chat_region({}, o)}>
      <a
        href={chatLink(m.chat_message({}, o))}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.chat_button({ chat: BUSINESS.chat.label }, o)}
        data-testid="floating-chat"
        className="fixed bottom-5 right-5 z-40 flex size-14 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition hover:scale-105 hover:bg-green-700"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
