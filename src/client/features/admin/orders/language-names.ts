/**
 * Her language's and a channel's names in the owner's language, for the order's screens.
 * TODO(hindi-orders): notificationNames(locale) once the shared names land (hindi-infra).
 */
import type { Locale } from "../../../../shared/locale";
import {
  CHANNEL_LABELS,
  LANGUAGE_LABELS,
  LANGUAGES,
  type Channel,
  type Language,
} from "../../../../shared/notifications";

export const languageName = (language: Language, _locale: Locale): string =>
  LANGUAGE_LABELS[language];

export const channelName = (channel: Channel, _locale: Locale): string => CHANNEL_LABELS[channel];

/** A language as a change stores it (its English name), in her language; any other as it is. */
export function languageNameOf(english: string, locale: Locale): string {
  const language = LANGUAGES.find((l) => LANGUAGE_LABELS[l] === english);
  return language ? languageName(language, locale) : english;
}
