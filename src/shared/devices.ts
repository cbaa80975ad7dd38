/**
 * The owner's signed-in devices, as Settings lists them (GET /api/admin/sessions) and ends one
 * (DELETE /api/admin/sessions/:id).
 */
export interface SignedInDevice {
  /** The session's public id. */
  id: string;
  /** "Chrome on Android", from the browser's User-Agent when it was last used. */
  browser: string;
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

export const DEVICE_TEXTS = {
  heading: "Signed-in devices",
  intro: "Where you are signed in now. End any you do not recognise or no longer use.",
  thisDevice: "This device",
  end: "Sign out",
  ended: { title: "Device signed out", description: "That device must log in again." },
  kept: "Stays signed in",
  untilClosed: "Until the browser closes",
} as const;

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

/** A User-Agent as an owner would name her device: "Chrome on Android", "Safari on iPhone". */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown browser";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown browser";
}
