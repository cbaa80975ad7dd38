import { describe, expect, it } from "vitest";
import { withSiteType } from "./site-type";

const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><title>t</title></head><body><h1>x</h1></body></html>`;

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
const faces = (html: string) =>
  [...html.matchAll(/@font-face\{font-family:"([^"]+)";src:url\(([^)]+)\)[^}]*\}/g)].map((m) => ({
    family: m[1]!,
    src: m[2]!,
  }));

describe("the public pages' type in their HTML", () => {
  it("an English page: the Latin faces preloaded after its charset, the rules at the end of its head", () => {
    const html = withSiteType(page("en-IN"), false);
    expect(html).toMatch(
      /^<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"\/>(<link rel="preload" href="[^"]+\.woff2" as="font" type="font\/woff2" crossorigin=""\/>){3}<title>/,
    );
    expect(html).toMatch(/<style>@font-face\{[^<]*<\/style><\/head>/);
    const families = faces(html).map((f) => f.family);
    expect(families).toEqual(["Rang Display", "Rang Display", "Rang Text", "Rang Text"]);
    // Each preload is one of the page's faces; the faces of files are optional, never swapped.
    for (const url of preloads(html)) expect(faces(html).map((f) => f.src)).toContain(url);
    expect(html.match(/font-display:optional/g)).toHaveLength(3);
    // The switch's "हिन्दी": inlined, drawn before the first paint.
    const label = faces(html).at(-1)!;
    expect(label.src).toMatch(/^data:font\/woff2;base64,/);
    expect(html).toMatch(/font-display:block;unicode-range:U\+0900-097F/);
    expect(html).not.toContain("Rang Devanagari");
  });

  it("a Hindi page: the Devanagari faces and the Latin text face preloaded, Devanagari rules", () => {
    const html = withSiteType(page("hi-IN"), false);
    expect(preloads(html)).toHaveLength(3);
    const families = faces(html).map((f) => f.family);
    expect(families).toEqual([
      "Rang Display",
      "Rang Display",
      "Rang Text",
      "Rang Devanagari",
      "Rang Devanagari Display",
    ]);
    for (const url of preloads(html)) expect(faces(html).map((f) => f.src)).toContain(url);
    expect(html).not.toContain("data:font");
    expect(html).toContain(':root{--font-sans:"Rang Devanagari","Rang Text",');
  });

  it("the back office's pages are left as they are", () => {
    expect(withSiteType(page("en-IN"), true)).toBe(page("en-IN"));
  });
});
