/**
 * Whether the page's largest paint is prerendered content: an image or text that is in the
 * page's HTML file, painted before any script ran, rather than something the scripts draw.
 * `element` is what Lighthouse reports (the element's opening tag and its text).
 */
export function lcpIsPrerendered(element: { snippet: string; label: string }, html: string) {
  if (/^<img\b/i.test(element.snippet)) {
    const src = /\bsrc="([^"]+)"/.exec(element.snippet)?.[1];
    return src !== undefined && html.includes(`src="${src}"`);
  }
  const label = squash(element.label.replace(/…$/, ""));
  return label.length > 0 && squash(textOf(html)).includes(label);
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** The text of an HTML document: scripts and styles dropped, tags as spaces, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, code: string) => {
      if (code[0] === "#") {
        const n =
          code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
        return String.fromCodePoint(n);
      }
      return ENTITIES[code.toLowerCase()] ?? all;
    });
}

const squash = (text: string) => text.replace(/\s+/g, " ").trim();
