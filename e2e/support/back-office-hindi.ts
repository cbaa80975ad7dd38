import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../../src/shared/admin-paths";
import { BUSINESS } from "../../src/shared/business";
import { gotoHydrated } from "./app";
import { loginForm } from "./admin";
import { PRODUCTION_PASSWORDS } from "./production";
import { expectToast } from "./toast";

/**
 * The back office in Hindi (docs/decisions/0017), for the browser tests of each area's screens:
 * they run on the "owners-hindi" projects' own production-mode server, where Sunita reads her
 * screens in Hindi (every test sets it again, so any one can run alone) and nobody switches her
 * back. Rekha's language there is never changed: English.
 */
export const HINDI_OWNER = {
  username: "sunita",
  password: PRODUCTION_PASSWORDS.sunita,
  name: BUSINESS.founders[0].name,
} as const;

/** Sets an owner's language on her account through the owners' API. */
export async function setLanguage(
  request: APIRequestContext,
  owner: { username: string; password: string },
  language: "en" | "hi",
): Promise<void> {
  const login = await request.post("/api/admin/login", {
    data: { username: owner.username, password: owner.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const put = await request.put("/api/admin/account/language", {
    data: { language },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  await request.post("/api/admin/logout", { headers: { authorization: `Bearer ${token}` } });
}

/**
 * Logs Sunita in through the (English) login form at `path`, her screens in Hindi: the toast
 * says so in Hindi and the back office's shell shows with `lang="hi-IN"`.
 */
export async function logInInHindi(
  page: Page,
  request: APIRequestContext,
  path: string = ADMIN_PATHS.home,
): Promise<void> {
  await setLanguage(request, HINDI_OWNER, "hi");
  await gotoHydrated(page, path);
  const form = loginForm(page);
  await form.getByLabel("Username").fill(HINDI_OWNER.username);
  await form.getByLabel("Password", { exact: true }).fill(HINDI_OWNER.password);
  await form.getByRole("button", { name: "Login" }).click();
  await expectToast(page, "लॉगिन हो गया!", `फिर से स्वागत है, ${HINDI_OWNER.name}`, "default");
  await expect(page.getByTestId("admin-shell")).toHaveAttribute("lang", "hi-IN");
}

/** Latin letters a Hindi screen may rightly show, whatever the screen. */
const ALWAYS_ALLOWED: readonly (string | RegExp)[] = [
  BUSINESS.name,
  ...BUSINESS.founders.map((f) => f.name),
  /\b[\w.+-]+@[\w-]+(\.[\w-]+)+\b/g, // e-mail addresses
  /\bhttps?:\/\/\S+/g, // links
  /\bRR\d{7,}\b/g, // order IDs
  /\b[A-Z]{2,5}\b/g, // acronyms: CSV, UPI, GST, PIN, KB
  "WebP", // a photo format's name, as JPEG and AVIF are (the photo uploads' hints and refusals)
];

export interface EnglishFound {
  /** What was found, with the English words in it. */
  text: string;
  /** Where: the element's tag, test id or id, and the attribute when it was one. */
  where: string;
}

/**
 * Every English word a Hindi screen shows: the visible text, and the names, titles and
 * placeholders of visible elements (what a screen reader says is a label too), the options of
 * visible selects. Not English on purpose:
 * - text inside an element marked with an English `lang` (an English template, the spec's fixed
 *   demo texts, the switch to English): mark such elements, do not allow-list their words;
 * - text inside `translate="no"` (a customer's or design's name, a code);
 * - the boutique's and the owners' names, e-mail addresses, links, order IDs, acronyms;
 * - `allow`: the names, IDs and design names the test's own data put on the screen.
 * A word is two or more Latin letters; digits, ₹ and punctuation are never English.
 */
export async function englishOnScreen(
  page: Page,
  options: EnglishCheck = {},
): Promise<EnglishFound[]> {
  const patterns = [...ALWAYS_ALLOWED, ...(options.allow ?? [])].map((a) =>
    typeof a === "string" ? { literal: a } : { source: a.source, flags: a.flags },
  );
  const within = options.within ?? "body";
  return page.evaluate(
    ({ patterns, within }) => {
      const found: { text: string; where: string }[] = [];
      const strip = (text: string) => {
        let rest = text;
        for (const p of patterns) {
          if ("literal" in p) rest = rest.split(p.literal!).join(" ");
          else
            rest = rest.replace(
              new RegExp(p.source!, p.flags!.includes("g") ? p.flags : `${p.flags}g`),
              " ",
            );
        }
        return rest;
      };
      const LABELLED =
        "[aria-label], [title], [placeholder], [alt], input[type=submit][value], input[type=button][value]";
      const hasEnglish = (text: string) => /[A-Za-z]{2,}/.test(strip(text));
      const exempt = (el: Element) => {
        // The document's own language is the page's, not a mark on a part of it.
        const marked = el.closest("body [lang]");
        if (marked && /^en\b/i.test(marked.getAttribute("lang") ?? "")) return true;
        return el.closest('[translate="no"]') !== null;
      };
      const where = (el: Element, attribute?: string) => {
        const testId = el.closest("[data-testid]")?.getAttribute("data-testid");
        const id = el.id ? `#${el.id}` : "";
        return `${el.tagName.toLowerCase()}${id}${testId ? ` in [data-testid=${testId}]` : ""}${attribute ? ` @${attribute}` : ""}`;
      };
      const visible = (el: Element) =>
        el.checkVisibility({ opacityProperty: false, visibilityProperty: true });

      const roots = [...document.querySelectorAll(within)];
      if (roots.length === 0) return [{ text: "", where: `nothing matches ${within}` }];
      for (const root of roots) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const el = node.parentElement;
          const text = node.textContent ?? "";
          if (!el || !text.trim() || el.closest("script, style, noscript, template")) continue;
          // An option's text is a label even while its select is closed.
          const select = el.closest("select");
          if (!(select ? visible(select) : visible(el)) || exempt(el)) continue;
          if (hasEnglish(text)) found.push({ text: text.trim(), where: where(el) });
        }
        const labelled = [
          ...(root.matches(LABELLED) ? [root] : []),
          ...root.querySelectorAll(LABELLED),
        ];
        for (const el of labelled) {
          if (!visible(el) || exempt(el)) continue;
          for (const attribute of ["aria-label", "title", "placeholder", "alt", "value"]) {
            if (attribute === "value" && !/^(submit|button)$/.test(el.getAttribute("type") ?? ""))
              continue;
            const text = el.getAttribute(attribute);
            if (text && hasEnglish(text)) found.push({ text, where: where(el, attribute) });
          }
        }
      }
      return found;
    },
    { patterns, within },
  );
}

/**
 * The shell's own parts (its header, the tabs, the home view's tiles) and the page's frame that
 * stays (the skip link, the toasts' region): what every screen shows around its own work.
 */
export const SHELL_PARTS = [
  "[data-testid=admin-shell] header",
  "[data-testid=admin-shell] nav",
  "[data-testid=stat-tiles]",
  'body > a[href="#main"]',
  "body > [role=region][aria-live]",
].join(", ");

export interface EnglishCheck {
  /** The names, IDs and design names the test's own data put on the screen. */
  allow?: readonly (string | RegExp)[];
  /**
   * Where to look (CSS selectors, as querySelectorAll takes them): the whole page unless told,
   * which a screen's own test should keep; a screen that shows another area's part not yet in
   * Hindi may look at its own parts only.
   */
  within?: string;
}

/** Fails, listing each, when the screen shows an English word outside what is allowed. */
export async function expectNoEnglish(page: Page, options: EnglishCheck = {}): Promise<void> {
  await expect
    .poll(() => englishOnScreen(page, options), {
      message: "English words on a screen in Hindi (mark intended English with lang=en)",
    })
    .toEqual([]);
}

/** No text of `selector` spills out of its box or past the screen's right edge. */
export async function expectTextFits(page: Page, selector: string) {
  const spilling = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((el) => el.checkVisibility())
      .filter(
        (el) =>
          el.scrollWidth > el.clientWidth + 1 ||
          el.scrollHeight > el.clientHeight + 1 ||
          el.getBoundingClientRect().right > document.documentElement.clientWidth,
      )
      .map(
        (el) =>
          `${el.textContent?.trim()} (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
      ),
  );
  expect(spilling).toEqual([]);
}
