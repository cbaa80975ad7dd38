import { expect, type Locator } from "@playwright/test";
import { BUSINESS, chatLink, telLink } from "../../src/shared/business";

/** The three boutique numbers as `tel:` links, in BUSINESS order, each printed as displayed. */
export async function expectThreePhoneLinks(scope: Locator): Promise<void> {
  expect(BUSINESS.phones).toHaveLength(3);
  const links = scope.locator('a[href^="tel:"]');
  await expect(links).toHaveCount(3);
  for (const [i, phone] of BUSINESS.phones.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", telLink(phone));
    await expect(links.nth(i)).toHaveText(phone.display);
  }
}

/** A link that opens the boutique's chat (optionally with a typed message) in a new tab. */
export async function expectChatLink(link: Locator): Promise<void> {
  const href = (await link.getAttribute("href")) ?? "";
  expect(href === chatLink() || href.startsWith(`${chatLink()}?text=`), `chat link ${href}`).toBe(
    true,
  );
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}

/** A link that opens an outside site in a new tab, safely. */
export async function expectNewTabLink(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
}
