import { describe, expect, it } from "vitest";
import { lcpIsPrerendered } from "./lcp-element";

const PAGE = `<!doctype html><html><head><style>h1{color:red}</style></head><body>
<img src="/images/hero/bridal.webp" alt="A bride" fetchpriority="high">
<h1>Our Designer   Collection</h1><p>Rani&#x27;s poshak &amp; lehenga</p>
<script>document.body.innerHTML += "<p>Drawn by a script</p>"</script></body></html>`;

describe("lcpIsPrerendered", () => {
  it("finds an image of the HTML by its src", () => {
    const snippet = '<img src="/images/hero/bridal.webp" alt="A bride" class="w-full">';
    expect(lcpIsPrerendered({ snippet, label: "A bride" }, PAGE)).toBe(true);
    const other = '<img src="/images/hero/other.webp" alt="A bride">';
    expect(lcpIsPrerendered({ snippet: other, label: "A bride" }, PAGE)).toBe(false);
  });

  it("finds text of the HTML, whatever its spacing and entities", () => {
    expect(lcpIsPrerendered({ snippet: "<h1>", label: "Our Designer Collection" }, PAGE)).toBe(
      true,
    );
    expect(lcpIsPrerendered({ snippet: "<p>", label: "Rani's poshak & lehenga" }, PAGE)).toBe(true);
    expect(lcpIsPrerendered({ snippet: "<p>", label: "Rani's poshak & leh…" }, PAGE)).toBe(true);
  });

  it("does not count text that only a script writes", () => {
    expect(lcpIsPrerendered({ snippet: "<p>", label: "Drawn by a script" }, PAGE)).toBe(false);
    expect(lcpIsPrerendered({ snippet: "<p>", label: "" }, PAGE)).toBe(false);
  });
});
