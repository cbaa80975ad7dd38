import { describe, expect, it } from "vitest";
import { LOCALES } from "./locale";
import { MEASUREMENT_KEYS, measurementNames } from "./measurements";
import { guideSteps, guideTips } from "./size-guide";

describe("the measurement guide", () => {
  it.each(LOCALES)("explains every measurement the forms ask for, in order (%s)", (locale) => {
    const steps = guideSteps(locale);
    expect(steps.map((s) => s.key)).toEqual([...MEASUREMENT_KEYS]);
    expect(steps.map((s) => s.number)).toEqual(MEASUREMENT_KEYS.map((_, i) => i + 1));
    const names = measurementNames(locale);
    for (const step of steps) expect(step.name).toBe(names[step.key]);
    // Each says something of its own.
    expect(new Set(steps.map((s) => s.how)).size).toBe(steps.length);
    expect(guideTips(locale).length).toBeGreaterThan(0);
  });

  it("is in Hindi on Hindi pages", () => {
    for (const text of [...guideSteps("hi").map((s) => s.how), ...guideTips("hi")])
      expect(text).toMatch(/[\u0900-\u097F]/);
    expect(guideSteps("hi")[0]!.how).not.toBe(guideSteps("en")[0]!.how);
  });
});
