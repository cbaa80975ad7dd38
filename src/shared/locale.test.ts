import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, withoutLocale } from "./locale";

describe("locale of a path", () => {
  it("is Hindi under /hi/ only", () => {
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/hi/")).toBe("hi");
    expect(localeOfPath("/hi/products/x")).toBe("hi");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/hindi")).toBe("en");
    expect(localeOfPath("/products/hi")).toBe("en");
  });

  it("maps a page to its address in either language, keeping the query", () => {
    expect(localizedPath("/", "hi")).toBe("/hi/");
    expect(localizedPath("/hi/", "en")).toBe("/");
    expect(localizedPath("/hi", "en")).toBe("/");
    expect(localizedPath("/products?fabric=Silk&color=Wine", "hi")).toBe(
      "/hi/products?fabric=Silk&color=Wine",
    );
    expect(localizedPath("/hi/products/a-b?x=1#top", "en")).toBe("/products/a-b?x=1#top");
    expect(localizedPath("/hi/contact", "hi")).toBe("/hi/contact");
    expect(withoutLocale("/hi/tracking")).toBe("/tracking");
  });

  it("never makes a link to another site from a path with extra leading slashes", () => {
    expect(localizedPath("/hi//evil.example/login", "en")).toBe("/evil.example/login");
    expect(localizedPath("/hi///evil.example", "en")).toBe("/evil.example");
    expect(localizedPath("/hi/\\evil.example/login?x=1", "en")).toBe("/evil.example/login?x=1");
    expect(localizedPath("//evil.example/login", "en")).toBe("/evil.example/login");
    expect(localizedPath("//evil.example/login", "hi")).toBe("/hi/evil.example/login");
    expect(localizedPath("/\\evil.example", "hi")).toBe("/hi/evil.example");
    expect(withoutLocale("/hi//products")).toBe("/products");
  });
});
