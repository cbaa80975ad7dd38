/**
 * The owner's signed-in devices, as Settings lists them (GET /api/admin/sessions) and ends one
 * (DELETE /api/admin/sessions/:id).
 */
import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

export interface SignedInDevice {
  /** The session's public id. */
  id: string;
  /** "Chrome on Android", from the browser's User-Agent when it was last used. */
  browser: string;
  /** Its parts ("Chrome", "Android"; null when not known), for another language's words. */
  app: string | null;
  system: string | null;
  /** The client's address when it was last used (no place: no offline lookup is bundled). */
  ip: string | null;
  /** ISO timestamps. */
  signedInAt: string;
  lastSeenAt: string;
  /** "Keep me signed in on this device" was ticked (30 days from last use). */
  persistent: boolean;
  /** The device this list is shown on. */
  current: boolean;
}

export interface DeviceList {
  devices: SignedInDevice[];
}

/** Settings' words about her devices in a language (messages/admin). */
export function deviceTexts(locale: Locale) {
  const o = inLocale(locale);
  return {
    heading: m.admin_devices_heading({}, o),
    intro: m.admin_devices_intro({}, o),
    thisDevice: m.admin_devices_this({}, o),
    end: m.admin_devices_end({}, o),
    ended: {
      title: m.admin_devices_ended_title({}, o),
      description: m.admin_devices_ended_description({}, o),
    },
    kept: m.admin_devices_kept({}, o),
    untilClosed: m.admin_devices_until_closed({}, o),
  };
}

/** In English. */
export const DEVICE_TEXTS = deviceTexts("en");

/** DELETE /api/admin/sessions/:id of a device she is not signed in on. */
export const DEVICE_REFUSED = m.admin_devices_not_found({}, inLocale("en"));

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\//, "Firefox"],
  [/\b(?:Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "Mac"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

/** Every browser's and system's name a device may be given (names in any language). */
export const DEVICE_NAMES: readonly string[] = [...BROWSERS, ...SYSTEMS].map(([, name]) => name);

/** A User-Agent's browser and system: "Chrome", "Android" (null when not recognised). */
export function deviceOf(userAgent: string | null): { app: string | null; system: string | null } {
  if (!userAgent) return { app: null, system: null };
  return {
    app: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    system: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}

/**
 * A device as an owner would name it, in a language: "Chrome on Android", "Safari on iPhone";
 * the browser's and system's names are names in any language.
 */
export function deviceName(
  device: { app: string | null; system: string | null },
  locale: Locale,
): string {
  const { app, system } = device;
  const o = inLocale(locale);
  if (app && system) return m.admin_devices_app_on_system({ app, system }, o);
  return app ?? system ?? m.admin_devices_unknown({}, o);
}

/** A User-Agent as an owner would name her device, in English. */
export const browserOf = (userAgent: string | null): string =>
  deviceName(deviceOf(userAgent), "en");
