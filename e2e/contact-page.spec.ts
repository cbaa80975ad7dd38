import { expect, type Page, test } from "@playwright/test";
import { BUSINESS, chatLink, fullAddress, mapsSearchLink } from "../src/shared/business";
import { PATHS } from "../src/shared/paths";
import { gotoHydrated } from "./support/app";
import { installPausedClock } from "./support/clock";
import { expectChatLink, expectNewTabLink, expectThreePhoneLinks } from "./support/links";
import { expectNoToast, expectToast } from "./support/toast";

const form = (page: Page) => page.getByRole("form", { name: "Send us a message" });
/** A field by its accessible name: the label text without the decorative asterisk. */
const field = (page: Page, label: string) =>
  form(page).getByRole("textbox", { name: label, exact: true });
const infoCards = (page: Page) => page.getByTestId("info-card");

test.beforeEach(async ({ page }) => {
  // Time stands still, so toasts stay until dismissed however slow the machine is.
  await installPausedClock(page);
  await gotoHydrated(page, PATHS.contact);
});

test("three info cards (visit with a directions link, call, chat) and the map placeholder's Open in Maps link, both a maps search for the address", async ({
  page,
}) => {
  const maps = new URL(mapsSearchLink());
  expect(maps.origin + maps.pathname).toBe("https://www.google.com/maps/search/");
  expect(maps.searchParams.get("query")).toContain(fullAddress());
  expect(fullAddress()).toContain("Jaipur, Rajasthan");

  await expect(infoCards(page)).toHaveCount(3);
  const [visit, call, chat] = [
    infoCards(page).nth(0),
    infoCards(page).nth(1),
    infoCards(page).nth(2),
  ];

  await expect(visit.getByRole("heading")).toHaveText("Visit Our Boutique");
  await expect(visit.locator("address")).toHaveText(fullAddress());
  await expectNewTabLink(visit.getByRole("link", { name: "Get Directions" }), mapsSearchLink());

  // The map placeholder opens the same maps search.
  const map = page.locator("section", {
    has: page.getByRole("heading", { name: "Find Us in Jaipur" }),
  });
  await expect(map).toContainText(fullAddress());
  await expectNewTabLink(map.getByRole("link", { name: "Open in Maps" }), mapsSearchLink());

  await expect(call.getByRole("heading")).toHaveText("Call Us");
  await expectThreePhoneLinks(call);
  await expect(call).toContainText("Mon-Sat 10 AM-8 PM");

  await expect(chat.getByRole("heading")).toHaveText(`${BUSINESS.chat.label} Chat`);
  await expectChatLink(chat.getByRole("link", { name: `Chat on ${BUSINESS.chat.label}` }));
});

test("Meet the Founders shows both founders with role, 15+/18+ years and specialty", async ({
  page,
}) => {
  const founders = page.getByTestId("founder");
  await expect(founders).toHaveCount(2);
  for (const [i, f] of BUSINESS.founders.entries()) {
    const card = founders.nth(i);
    await expect(card.getByRole("heading")).toHaveText(f.name);
    await expect(card).toContainText(f.role);
    await expect(card).toContainText(`${f.experience} years`);
    await expect(card).toContainText(f.specialty);
  }
  const years = await founders.evaluateAll((els) =>
    els.map((el) => /(\d+\+) years/.exec(el.textContent ?? "")?.[1]),
  );
  expect([...years].sort()).toEqual(["15+", "18+"]);
});

test("the hours card gives the detailed hours and the short Mon-Sat reading", async ({ page }) => {
  const hours = page.getByTestId("hours");
  const rows = hours.locator("div");
  await expect(rows.locator("dt")).toHaveText(BUSINESS.hours.detailed.map((h) => h.days));
  await expect(rows.locator("dd")).toHaveText(BUSINESS.hours.detailed.map((h) => h.time));
  // Spec §9, word for word where it gives the times.
  const spec = [
    [/Monday.*Friday/, /10:00 AM\s*-\s*8:00 PM/],
    [/Saturday/, /10:00 AM\s*-\s*8:00 PM/],
    [/Sunday/, /11:00 AM\s*-\s*6:00 PM/],
    [/Public Holidays/i, /By appointment/i],
  ] as const;
  for (const [i, [days, time]] of spec.entries()) {
    await expect(rows.nth(i).locator("dt")).toHaveText(days);
    await expect(rows.nth(i).locator("dd")).toHaveText(time);
  }
  const card = page.locator("section", {
    has: page.getByRole("heading", { name: "Business Hours" }),
  });
  await expect(card).toContainText("Mon-Sat 10 AM-8 PM");
  expect(BUSINESS.hours.short).toBe("Mon-Sat 10 AM-8 PM");
});

test("the social card links the social profile and chat, with the response-time promises", async ({
  page,
}) => {
  const card = page.locator("section", {
    has: page.getByRole("heading", { name: "Stay Connected" }),
  });
  await expectNewTabLink(
    card.getByRole("link", { name: new RegExp(BUSINESS.social.label) }),
    BUSINESS.social.url,
  );
  await expectNewTabLink(
    card.getByRole("link", { name: BUSINESS.chat.label, exact: true }),
    chatLink(),
  );
  const times = card.getByTestId("response-times");
  await expect(times.locator("dd")).toHaveText([
    BUSINESS.responsePromises.chat,
    BUSINESS.responsePromises.phone,
    BUSINESS.responsePromises.email,
  ]);
  // Spec §9: chat within 1 hour in business hours; phone immediate; e-mail or form within 24 hours.
  await expect(times.locator("div").nth(0)).toContainText(/within 1 hour.*business hours/i);
  await expect(times.locator("div").nth(1)).toContainText(/phone.*immediate.*business hours/i);
  await expect(times.locator("div").nth(2)).toContainText(/e-?mail.*form.*within 24 hours/i);
});

test("the form marks name, phone and message with an asterisk and requires exactly those", async ({
  page,
}) => {
  for (const label of ["Name", "Phone", "Message"]) {
    await expect(form(page).locator("label", { hasText: label })).toHaveText(`${label} *`);
    await expect(field(page, label)).toHaveAttribute("required", "");
  }
  for (const label of ["Email", "Subject"]) {
    await expect(form(page).locator("label", { hasText: label })).toHaveText(label);
    await expect(field(page, label)).not.toHaveAttribute("required");
  }
  const required = await form(page)
    .locator("input[required], textarea[required], select[required]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("name")));
  expect(required.sort()).toEqual(["message", "name", "phone"]);
  await expect(field(page, "Phone")).toHaveAttribute("type", "tel");
  await expect(field(page, "Email")).toHaveAttribute("type", "email");
  await expect(field(page, "Message")).toHaveJSProperty("tagName", "TEXTAREA");
});

test("an empty required field is stopped by the browser before the form runs", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) requests.push(r.url());
  });
  await field(page, "Phone").fill("+91 98290 41736");
  await field(page, "Message").fill("Do you stitch poshaks for Teej?");
  await form(page).getByRole("button", { name: "Send Message" }).click();
  const missing = await field(page, "Name").evaluate(
    (el) => (el as HTMLInputElement).validity.valueMissing,
  );
  expect(missing).toBe(true);
  await expectNoToast(page);
  expect(requests).toEqual([]);
});

test("spaces only in a required field gives the 'Required fields missing' error and keeps what was typed", async ({
  page,
}) => {
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/")) requests.push(r.url());
  });
  for (const blank of ["Name", "Phone", "Message"]) {
    const values: Record<string, string> = {
      Name: "Meera Singh",
      Phone: "+91 94140 00000",
      Email: "meera@example.com",
      Subject: "Bridal order",
      Message: "Please share bridal poshak options.",
      [blank]: "   ",
    };
    for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const toast = await expectToast(
      page,
      "Required fields missing",
      "Please fill in all required fields",
      "destructive",
    );
    for (const [label, value] of Object.entries(values)) {
      await expect(field(page, label), `${label} kept when ${blank} is blank`).toHaveValue(value);
    }
    await toast.getByRole("button", { name: "Dismiss notification" }).click();
    await expectNoToast(page);
  }
  expect(requests).toEqual([]);
});
