import {
  messageCursor,
  SHORT_SEARCH_COUNT_MAX,
  type MessagePage,
  type MessagePageQuery,
} from "../../shared/admin-messages";
import type { ContactRepository } from "./contact-repository";
import { isShortSearch } from "./message-search";

/**
 * One page of the inbox (GET /api/admin/messages): the messages after the cursor that the filter
 * and search hold, newest first, and how many they are. A search the trigram index can look up
 * is counted whole. A short one (isShortSearch) is compared row by row, so its count is bounded:
 * when the first page already holds every match those are all; otherwise the count stops past
 * SHORT_SEARCH_COUNT_MAX and the page says there are more (a letter typed into the search, which
 * nearly every message holds, never reads the whole table just to count).
 */
export async function readMessagePage(
  messages: ContactRepository,
  { limit, cursor, handled, q }: MessagePageQuery,
): Promise<MessagePage> {
  const short = isShortSearch(q);
  // One more than asked tells whether an older page follows, without an empty last page.
  const [rows, total] = await Promise.all([
    messages.listMessages({ limit: limit + 1, before: cursor, handled, search: q }),
    short ? null : messages.countMessages(handled, q),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  const nextCursor = rows.length > limit && last ? messageCursor(last) : null;
  if (total !== null) return { messages: shown, total, moreThanTotal: false, nextCursor };
  if (!cursor && rows.length <= limit)
    return { messages: shown, total: shown.length, moreThanTotal: false, nextCursor };
  const counted = await messages.countMessages(handled, q, SHORT_SEARCH_COUNT_MAX + 1);
  return {
    messages: shown,
    total: Math.min(counted, SHORT_SEARCH_COUNT_MAX),
    moreThanTotal: counted > SHORT_SEARCH_COUNT_MAX,
    nextCursor,
  };
}
