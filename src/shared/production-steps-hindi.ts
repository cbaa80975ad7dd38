/**
 * The production steps' words in Hindi, for an owner who reads her screens in Hindi
 * (docs/decisions/0017). An order keeps its steps as they were when it was taken, in English
 * (the server's data, the timeline, the exports); the back office shows a template's step in
 * Hindi by its identity (its id) while it still has the template's English, and anything else
 * (a step an owner named herself) as it is written, as catalogue-hindi.ts does for the
 * catalogue.
 */
import type { Locale } from "./locale";
import {
  PRODUCTION_STEP_TEMPLATE,
  READY_MADE_STEP_TEMPLATE,
  type ProductionStepTemplate,
} from "./production-steps";

/** Every template step's name and description (the test checks every step has them). */
const STEPS_HI: Record<string, { name: string; description: string }> = {
  "step-0": {
    name: "ग्राहक की ज़रूरत समझना",
    description: "ग्राहक से मौक़ा, डिज़ाइन, रंग और नाप की बात करना।",
  },
  "step-1": {
    name: "कपड़े की ख़रीद",
    description: "ऑर्डर के लिए कपड़ा, गोटा, ज़री और लेस चुनकर मँगाना।",
  },
  "step-2": {
    name: "डिज़ाइन पक्का करना",
    description: "बूटे और उनकी जगह तय करना, और पैटर्न कपड़े पर उतारना।",
  },
  "step-3": {
    name: "कपड़े की कटाई",
    description: "ग्राहक के नाप से कलियाँ और पल्ले ठीक-ठीक काटना।",
  },
  "step-4": {
    name: "कढ़ाई का काम",
    description: "माहिर कारीगर हाथ से गोटा पत्ती, ज़रदोज़ी या धागे का काम करते हैं।",
  },
  "step-5": {
    name: "सिलाई",
    description: "अस्तर, बॉर्डर और फ़िटिंग के साथ कपड़ा सिलना।",
  },
  "step-6": {
    name: "फ़िनिशिंग",
    description: "आख़िरी जाँच, प्रेस, फुंदने और लटकन।",
  },
  "step-7": {
    name: "पैकिंग",
    description: "टिशू में तह करके बुटीक के गिफ़्ट बॉक्स में अच्छे से पैक करना।",
  },
  "step-8": {
    name: "डिलीवरी",
    description: "कूरियर को सौंपना या बुटीक से ले जाने के लिए तैयार रखना।",
  },
  "ready-0": {
    name: "ऑर्डर मिला",
    description: "पीस, उसका साइज़ और रंग पक्का करके स्टॉक से अलग रखना।",
  },
  "ready-1": {
    name: "क्वालिटी जाँच",
    description: "काम, सिलाई और फ़िनिश जाँचना; प्रेस करना और छोटा-मोटा बदलाव करना।",
  },
  "ready-2": {
    name: "पैकिंग",
    description: "टिशू में तह करके बुटीक के गिफ़्ट बॉक्स में अच्छे से पैक करना।",
  },
  "ready-3": {
    name: "रवाना करना",
    description: "कूरियर को सौंपना या बुटीक से ले जाने के लिए तैयार रखना।",
  },
};

const TEMPLATE = new Map<string, ProductionStepTemplate>(
  [...PRODUCTION_STEP_TEMPLATE, ...READY_MADE_STEP_TEMPLATE].map((t) => [t.id, t]),
);

/** A step's name and description in a language: the template's in Hindi, an owner's own as typed. */
export function localizedStep(
  step: { id: string; name: string; description: string },
  locale: Locale,
): { name: string; description: string } {
  if (locale === "en") return { name: step.name, description: step.description };
  const template = TEMPLATE.get(step.id);
  const hindi = STEPS_HI[step.id];
  return {
    name: hindi && template?.name === step.name ? hindi.name : step.name,
    description:
      hindi && template?.description === step.description ? hindi.description : step.description,
  };
}

const NAMES_HI = new Map(
  [...TEMPLATE.values()].flatMap((t) => {
    const hindi = STEPS_HI[t.id];
    return hindi ? [[t.name, hindi.name] as const] : [];
  }),
);

/**
 * A step's name alone (an orders list row has its current step's name, not its id): a
 * template's name in Hindi, any other as it is written.
 */
export const localizedStepName = (name: string, locale: Locale): string =>
  locale === "en" ? name : (NAMES_HI.get(name) ?? name);

/** The template steps that have Hindi words (the tests check every template step is covered). */
export const HINDI_STEP_IDS: ReadonlySet<string> = new Set(Object.keys(STEPS_HI));
