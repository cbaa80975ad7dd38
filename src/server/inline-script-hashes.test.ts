import { describe, expect, it } from "vitest";
import { cspHash, inlineHashes } from "./inline-script-hashes";

// Expected values from `printf '<text>' | openssl dgst -sha256 -binary | base64`.
const ALERT = "sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=";
const A_NEWLINE_B = "sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg=";
const HERO_STYLE = "sha256-o0Fo3gO/NONFOegC0TpkowjR0SJ/L/4CqBm6jEGUFKI=";

describe("inline hashes", () => {
  it("hashes the text of each inline script, as the browser does", () => {
    const html =
      '<head><script>alert(1)</script><script type="module" async="">a\r\nb</script></head>';
    expect(inlineHashes(html).scripts).toEqual([ALERT, A_NEWLINE_B]);
    expect(cspHash("a\nb")).toBe(A_NEWLINE_B);
  });

  it("skips external scripts, lists each hash once and ignores letter case in tags", () => {
    const html =
      '<script src="/assets/a.js"></script><SCRIPT>alert(1)</SCRIPT><script>alert(1)</script>';
    expect(inlineHashes(html).scripts).toEqual([ALERT]);
  });

  it("hashes style attributes by their decoded value, and style elements", () => {
    const html =
      '<img src="/a.svg" style="opacity:1;transition-duration:1000ms"/>' +
      "<p style='color:&quot;red&quot;'>x</p><div>no style</div><style>a\nb</style>";
    const hashes = inlineHashes(html);
    expect(hashes.styleAttributes).toEqual([
      HERO_STYLE,
      "sha256-SkhGaXvJ+4hQy76U72eCF3GP8c6oHUE1R6FPe6FUues=",
    ]);
    expect(hashes.styles).toEqual([A_NEWLINE_B]);
  });

  it("does not mistake text inside a script for a style attribute", () => {
    const html = '<script>document.body.innerHTML = "<b style=\\"x\\">"</script><p>plain</p>';
    expect(inlineHashes(html).styleAttributes).toEqual([]);
  });

  it("finds nothing in a page without inline code", () => {
    expect(inlineHashes("<!doctype html><p>Hello</p>")).toEqual({
      scripts: [],
      styles: [],
      styleAttributes: [],
    });
  });
});
