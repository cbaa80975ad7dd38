import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

/**
 * Our Craft: the five steps of making a garment, the quality promise and the completion line.
 * Only the Our Craft page shows them, so their texts stay in its JavaScript (the home page's
 * stat tiles are in stat-tiles.ts).
 */

export type CraftIcon = "palette" | "sparkles" | "scissors" | "gem" | "truck";

export interface CraftStep {
  icon: CraftIcon;
  title: string;
  description: string;
  details: readonly [string, string, string, string];
  image: string;
  duration: string;
}

const STEP_TEXTS = [
  {
    icon: "palette",
    title: m.craft_1_title,
    description: m.craft_1_description,
    details: [m.craft_1_detail_1, m.craft_1_detail_2, m.craft_1_detail_3, m.craft_1_detail_4],
    duration: m.craft_1_duration,
  },
  {
    icon: "sparkles",
    title: m.craft_2_title,
    description: m.craft_2_description,
    details: [m.craft_2_detail_1, m.craft_2_detail_2, m.craft_2_detail_3, m.craft_2_detail_4],
    duration: m.craft_2_duration,
  },
  {
    icon: "scissors",
    title: m.craft_3_title,
    description: m.craft_3_description,
    details: [m.craft_3_detail_1, m.craft_3_detail_2, m.craft_3_detail_3, m.craft_3_detail_4],
    duration: m.craft_3_duration,
  },
  {
    icon: "gem",
    title: m.craft_4_title,
    description: m.craft_4_description,
    details: [m.craft_4_detail_1, m.craft_4_detail_2, m.craft_4_detail_3, m.craft_4_detail_4],
    duration: m.craft_4_duration,
  },
  {
    icon: "truck",
    title: m.craft_5_title,
    description: m.craft_5_description,
    details: [m.craft_5_detail_1, m.craft_5_detail_2, m.craft_5_detail_3, m.craft_5_detail_4],
    duration: m.craft_5_duration,
  },
] as const;

/** The five steps in a language. */
export const craftSteps = (locale: Locale): CraftStep[] =>
  STEP_TEXTS.map((step, i) => {
    const o = inLocale(locale);
    const [a, b, c, d] = step.details;
    return {
      icon: step.icon,
      title: step.title({}, o),
      description: step.description({}, o),
      details: [a({}, o), b({}, o), c({}, o), d({}, o)],
      image: `/images/craft/craft-${i + 1}.svg`,
      duration: step.duration({}, o),
    };
  });

export const CRAFT_STEPS: readonly CraftStep[] = /* @__PURE__ */ craftSteps("en");

export const qualityPromise = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    { title: m.promise_1_title({}, o), text: m.promise_1_text({}, o) },
    { title: m.promise_2_title({}, o), text: m.promise_2_text({}, o) },
    { title: m.promise_3_title({}, o), text: m.promise_3_text({}, o) },
  ];
};
export const QUALITY_PROMISE = /* @__PURE__ */ qualityPromise("en");

export const completionLine = (locale: Locale): string => m.completion_line({}, inLocale(locale));
export const COMPLETION_LINE = /* @__PURE__ */ completionLine("en");
