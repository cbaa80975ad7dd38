import { MessageCircle } from "lucide-react";
import { BUSINESS, chatLink } from "../../shared/business";

/**
 * The round floating chat button, fixed at the bottom right; opens the chat in a new tab. It sits
 * in its own complementary landmark so that all of the page's content is inside a landmark.
 */
export function ChatButton() {
  return (
    <aside aria-label="Chat with us">
      <a
        href={chatLink("Hello! I would like to know more about your designs.")}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Chat with us on ${BUSINESS.chat.label} (opens in a new tab)`}
        data-testid="floating-chat"
        className="fixed bottom-5 right-5 z-40 flex size-14 items-center justify-center rounded-full bg-green-600 text-white shadow-lg transition hover:scale-105 hover:bg-green-700"
      >
        <MessageCircle className="size-7" aria-hidden="true" />
      </a>
    </aside>
  );
}
