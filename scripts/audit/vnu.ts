import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

export interface VnuMessage {
  file: string;
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

export interface VnuResult {
  files: number;
  errors: VnuMessage[];
  /** Messages left out because the checker does not know the attribute yet, by attribute. */
  ignored: Record<string, number>;
  /** The checker could not run (no Java, bad output). */
  failure?: string;
  seconds: number;
}

interface VnuJson {
  messages?: {
    type: string;
    subType?: string;
    url?: string;
    lastLine?: number;
    firstColumn?: number;
    lastColumn?: number;
    message: string;
    extract?: string;
  }[];
}

/**
 * The pages inline the site's stylesheet (Tailwind 4 output) in a <style> element, and vnu runs
 * the W3C CSS validator on it, which predates @property, margin-trim and custom properties in
 * transition-property: hundreds of errors about valid CSS. The stylesheet was an external file
 * before, which vnu never checked; its CSS messages are left out, the HTML is checked as before.
 */
const isCssMessage = (message: string) => message.startsWith("CSS: ");

/**
 * Attributes of web platform specifications newer than the checker's HTML schema. Messages
 * about them are counted and reported as ignored, not as errors.
 * - `elementtiming`: the Element Timing API (https://w3c.github.io/element-timing/), which the
 *   pages use to load their scripts after the main image (src/client/main-image.ts).
 */
const NEWER_ATTRIBUTES = ["elementtiming"];
const newerAttribute = (message: string) =>
  NEWER_ATTRIBUTES.find((name) => message.startsWith(`Attribute \u201c${name}\u201d not allowed`));

/** The jar's path: require("vnu-jar") is a String object holding it. */
function jarPath(): string {
  return String(createRequire(import.meta.url)("vnu-jar"));
}

/** Checks every file in one JVM: java -jar vnu.jar --errors-only --format json <files>. */
export function runVnu(files: string[], clientDir: string): Promise<VnuResult> {
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  return new Promise((resolve) => {
    const child = spawn(
      "java",
      ["-jar", jarPath(), "--errors-only", "--format", "json", ...files],
      {
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("error", (error) =>
      resolve({
        files: files.length,
        errors: [],
        ignored: {},
        failure: `java: ${error.message}`,
        seconds: seconds(),
      }),
    );
    child.on("close", (code) => {
      const json = out.slice(out.indexOf("{"), out.lastIndexOf("}") + 1);
      let parsed: VnuJson;
      try {
        parsed = JSON.parse(json) as VnuJson;
      } catch {
        resolve({
          files: files.length,
          errors: [],
          ignored: {},
          failure: `vnu exited ${code} without JSON: ${out.slice(0, 500)}`,
          seconds: seconds(),
        });
        return;
      }
      const ignored: Record<string, number> = {};
      const errors = (parsed.messages ?? [])
        .filter(
          (m) => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error",
        )
        .filter((m) => !isCssMessage(m.message))
        .filter((m) => {
          const attribute = newerAttribute(m.message);
          if (attribute) ignored[attribute] = (ignored[attribute] ?? 0) + 1;
          return !attribute;
        })
        .map((m) => ({
          file: m.url ? path.relative(clientDir, new URL(m.url).pathname) : "?",
          line: m.lastLine,
          column: m.firstColumn ?? m.lastColumn,
          message: m.message,
          extract: m.extract?.replace(/\s+/g, " ").trim(),
        }));
      resolve({ files: files.length, errors, ignored, seconds: seconds() });
    });
  });
}
