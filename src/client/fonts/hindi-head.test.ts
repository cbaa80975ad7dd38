import { describe, expect, test } from "vitest";
import { withHindiType } from "./hindi-head";

const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>t</title></head><body><h1>x</h1></body></html>`;

describe("the Hindi pages' font in their HTML", () => {
  test("a Hindi page gets the preload after its charset and the rules at the end of its head", () => {
    const html = withHindiType(page("hi-IN"));
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="hi-IN"><head><meta charSet="utf-8"\/><link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin=""\/><title>/,
    );
    expect(html).toMatch(
      /<style>@font-face\{[^}]*font-display:optional[^}]*\}[^<]*<\/style><\/head>/,
    );
    const preloaded = /<link rel="preload" href="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`src:url(${preloaded}) format("woff2")`);
  });

  test("English pages are left as they are", () => {
    expect(withHindiType(page("en-IN"))).toBe(page("en-IN"));
  });
});
