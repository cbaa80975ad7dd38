/** Her language's and a channel's names in the owner's language, for the order's screens. */
import type { Locale } from "../../../../shared/locale";
import {
  LANGUAGE_LABELS,
  LANGUAGES,
  notificationNames,
  type Channel,
  type Language,
} from "../../../../shared/notifications";

export const languageName = (language: Language, locale: Locale): string =>
  notificationNames(locale).language[language];

export const channelName = (channel: Channel, locale: Locale): string =>
  notificationNames(locale).channel[channel];

/** A language as a change stores it (its English name), in her language; any other as it is. */
export function languageNameOf(english: string, locale: Locale): string {
  const language = LANGUAGES.find((l) => LANGUAGE_LABELS[l] === english);
  return language ? languageName(language, locale) : english;
}
