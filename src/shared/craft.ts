import type { Locale } from "./locale";
import { inLocale, m } from "./messages";

/** Our Craft: the five steps of making a garment, and the figures the site claims. */

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

export const CRAFT_STEPS: readonly CraftStep[] = craftSteps("en");

/** The claimed figures of the stat tiles. */
export const stats = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    { value: "25+", label: m.stat_years({}, o) },
    { value: "50+", label: m.stat_artisans({}, o) },
    { value: "5000+", label: m.stat_clients({}, o) },
    { value: "1000+", label: m.stat_designs({}, o) },
  ];
};
export const STATS = stats("en");

export const qualityPromise = (locale: Locale) => {
  const o = inLocale(locale);
  return [
    { title: m.promise_1_title({}, o), text: m.promise_1_text({}, o) },
    { title: m.promise_2_title({}, o), text: m.promise_2_text({}, o) },
    { title: m.promise_3_title({}, o), text: m.promise_3_text({}, o) },
  ];
};
export const QUALITY_PROMISE = qualityPromise("en");

export const completionLine = (locale: Locale): string => m.completion_line({}, inLocale(locale));
export const COMPLETION_LINE = completionLine("en");
