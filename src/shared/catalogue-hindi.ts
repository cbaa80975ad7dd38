/**
 * The seeded catalogue's words in Hindi. The catalogue is the owners' data (they edit it in
 * English in the back office); what the seed put there has a Hindi name, keyed by the seed's own
 * English text, so the Hindi pages say it in Hindi. A value or design the owners add or rename
 * has none and is shown as they typed it (docs/decisions/0013).
 */
// Types only: the seed itself stays out of the browser's bundle.
import type { CATEGORIES, COLORS, FABRICS, WORKS } from "./catalogue";
import type { Design } from "./design";
import type { Locale } from "./locale";

type SeedValue =
  | (typeof CATEGORIES)[number]
  | (typeof FABRICS)[number]
  | (typeof WORKS)[number]
  | (typeof COLORS)[number];

/** Every filter option of the seed, and the three values only design 1 uses. */
const VALUES_HI: Record<SeedValue | "Bambric Satin" | "Resham aari work" | "Cherry Rani", string> =
  {
    "Poshak Set": "पोशाक सेट",
    Lehenga: "लहंगा",
    "Bridal Set": "दुल्हन सेट",
    "Kurti Set": "कुर्ती सेट",
    "Ghaghra Set": "घाघरा सेट",
    Georgette: "जॉर्जेट",
    Silk: "सिल्क",
    "Cotton Silk": "कॉटन सिल्क",
    Tissue: "टिशू",
    Velvet: "मख़मल",
    "Bambric Satin": "बैंबरिक साटन",
    "Gota Patti": "गोटा पत्ती",
    Zardozi: "ज़रदोज़ी",
    "Dabka Work": "दबका का काम",
    "Mirror Work": "शीशे का काम",
    "Thread Work": "धागे का काम",
    "Applique Work": "एप्लिक का काम",
    "Resham aari work": "रेशम आरी का काम",
    Maroon: "मैरून",
    Turquoise: "फ़िरोज़ी",
    Purple: "बैंगनी",
    "Navy Blue": "नेवी ब्लू",
    Wine: "वाइन",
    Fuchsia: "फ़ुशिया",
    Magenta: "मैजेंटा",
    Orange: "नारंगी",
    Teal: "टील",
    Coral: "कोरल",
    "Cherry Rani": "चेरी रानी",
  };

const valuesHi = new Map<string, string>(Object.entries(VALUES_HI));

/** A filter value as the page's language says it; the owners' own values as typed. */
export const valueName = (value: string, locale: Locale): string =>
  locale === "hi" ? (valuesHi.get(value) ?? value) : value;

/** The seed's English values that have a Hindi name (the tests check every list is covered). */
export const HINDI_VALUE_NAMES: ReadonlyMap<string, string> = valuesHi;

/** A design's words as a page in that language shows them. */
export function localizedDesign<D extends Pick<Design, "category" | "fabric" | "work" | "color">>(
  design: D,
  locale: Locale,
): D {
  if (locale === "en") return design;
  return {
    ...design,
    category: valueName(design.category, locale),
    fabric: valueName(design.fabric, locale),
    work: valueName(design.work, locale),
    color: valueName(design.color, locale),
  };
}
