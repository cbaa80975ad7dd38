import { expect, test, type Page } from "@playwright/test";
import { instantOf, type Appointment } from "../src/shared/calendar/calendar";
import { addDays, todayInIndia } from "../src/shared/dates";
import type { OrderMessages } from "../src/shared/notifications";
import { TRACKING_TEXTS } from "../src/shared/order-card-texts";
import { gotoHydrated, PHONE_TOO } from "./support/app";
import { loginAsOwner, openOrder } from "./support/admin";
import { expectNoEnglish } from "./support/back-office-hindi";
import { useOwnClientAddress } from "./support/client-address";
import { OwnerApi } from "./support/owner-api";
import { expectToast } from "./support/toast";

/**
 * The calendar (issue 24 §3), on both engines, desktop and phone: an owner books a fitting from
 * the order's page (her order and measurement version), its two reminders wait in her messages
 * for 24 hours and 2 hours before, on the channel she agreed to, and none are planned for a
 * customer who did not agree; the day and week views show it; her reminder's link opens her
 * page, where she asks for another time, her tracking page shows the fitting's alteration after
 * her phone's digits, and the owner sees her request on the appointment,
 * marks it answered and moves it (the reminders planned again for the new time). That each
 * reminder goes at its time, once, is the outbox worker's on a controlled clock
 * (src/server/calendar/calendar-routes.test.ts, both engines).
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const HOUR = 3_600_000;

/** Moves the back office to another of its screens as its own links do (demo mode keeps the session in the page, not across a reload). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

test(
  "a fitting booked from the order: its reminders planned at 24 h and 2 h, her request to move it reaches the calendar",
  PHONE_TOO,
  async ({ page, context, request }, testInfo) => {
    const owner = await OwnerApi.login(request);
    const { order } = await owner.createOrder({
      messaging: { language: "en", whatsapp: true, email: false },
    });
    const day = addDays(todayInIndia(), 3);
    const time = testInfo.project.name === "phone" ? "16:30" : "11:30";
    // Desktop, phone and earlier runs share the server: this run's note is its own.
    const note = `Bring the dupatta ${testInfo.project.name} ${Date.now().toString(36)}`;

    await loginAsOwner(page);
    await page.getByRole("tab", { name: "Orders" }).click();
    await page.getByRole("searchbox", { name: "Search orders" }).fill(order.orderId);
    await openOrder(page, order.orderId);
    const panel = page.getByTestId("order-appointments");
    await expect(panel).toContainText("No appointments yet.");
    await panel.getByRole("button", { name: "Book an appointment" }).click();
    const form = panel.getByRole("form", { name: "Book an appointment" });
    await expect(form.getByLabel("Kind")).toHaveValue("fitting");
    await form.getByLabel("Date").fill(addDays(todayInIndia(), -1));
    await form.getByLabel("Time (Jaipur)").fill(time);
    await form.getByRole("button", { name: "Book appointment" }).click();
    await expect(form.getByLabel("Time (Jaipur)")).toHaveAccessibleDescription(
      /Date and time must be in the future/,
    );
    await form.getByLabel("Date").fill(day);
    await form.getByLabel("Note").fill(note);
    await form.getByRole("button", { name: "Book appointment" }).click();
    await expectToast(page, "Appointment booked", `${day} ${time}`, "default");
    const card = panel.getByTestId("appointment");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(time);
    await expect(card).toContainText("Trial / fitting");
    await expect(card).toContainText(note);

    // Her two reminders wait for their times, on WhatsApp (the channel she agreed to).
    const starts = Date.parse(instantOf(day, time));
    const reminders = async () =>
      (await owner.get<OrderMessages>(`/orders/${order.orderId}/messages`)).messages.filter(
        (m) => m.kind === "appointment-reminder",
      );
    const planned = await reminders();
    expect(planned.map((m) => [m.channel, m.state, Date.parse(m.sendAfter)]).sort()).toEqual(
      [
        ["whatsapp", "queued", starts - 24 * HOUR],
        ["whatsapp", "queued", starts - 2 * HOUR],
      ].sort(),
    );
    const shown = page
      .getByRole("region", { name: "Messages to the customer" })
      .locator('[data-testid="message"][data-kind="appointment-reminder"]');
    await goInApp(page, "/admin/orders");
    await goInApp(page, `/admin/orders/${order.orderId}`);
    await expect(shown).toHaveCount(2);
    await expect(shown.first()).toContainText("Goes at");
    await expect(shown.first()).toContainText("trial fitting at the boutique");

    // Her occasion in 10 days: the nine steps' 19 days do not fit, a warning; in 40 days they do.
    const occasion = panel.getByRole("form", { name: "Her occasion" });
    await occasion.getByLabel("Her occasion").fill(addDays(todayInIndia(), 10));
    await occasion.getByRole("button", { name: "Save occasion" }).click();
    await expect(panel.getByTestId("occasion-fit")).toHaveAttribute("data-fits", "false");
    await expect(panel.getByTestId("occasion-fit")).toContainText("Does not fit");
    await occasion.getByLabel("Her occasion").fill(addDays(todayInIndia(), 40));
    await occasion.getByRole("button", { name: "Save occasion" }).click();
    await expect(panel.getByTestId("occasion-fit")).toHaveAttribute("data-fits", "true");
    await expect(panel.getByTestId("occasion-fit")).toContainText("usually take 19 days");

    // The fitting's notes: an alteration becomes a step of the order's own, counted in the fit.
    await panel.getByRole("button", { name: "Add trial notes" }).click();
    const notes = panel.getByRole("form", { name: "Trial notes" });
    await notes.getByLabel("What the fitting found").fill("Blouse loose at the waist");
    await notes.getByLabel("Alteration 1").fill("Take in the waist");
    await notes.getByLabel("Days").fill("3");
    await notes.getByRole("button", { name: "Save trial notes" }).click();
    await expectToast(page, "Trial notes saved", order.orderId, "default");
    await expect(panel.getByTestId("trial-note")).toContainText("Blouse loose at the waist");
    const alteration = panel.getByTestId("alteration");
    await expect(alteration).toContainText("Take in the waist");
    await expect(panel.getByTestId("occasion-fit")).toContainText("usually take 22 days");
    await alteration.getByLabel("Status of Take in the waist").selectOption("completed");
    await expect(alteration).toHaveAttribute("data-status", "completed");
    await expect(panel.getByTestId("occasion-fit")).toContainText("usually take 19 days");

    // Another customer who agreed to no messages: her fitting is booked, no reminder planned.
    const { order: quiet } = await owner.createOrder({
      messaging: { language: "en", whatsapp: false, email: false },
    });
    await owner.send("/calendar/appointments", {
      kind: "fitting",
      customerId: quiet.customerId,
      orderId: quiet.orderId,
      date: day,
      time: "10:00",
    });
    const quietMessages = await owner.get<OrderMessages>(`/orders/${quiet.orderId}/messages`);
    expect(quietMessages.messages.filter((m) => m.kind === "appointment-reminder")).toEqual([]);

    // Her link: her page says when, and takes her request for another time.
    const link = /https?:\/\/\S+\/appointment#[a-z0-9]{16}/.exec(planned[0]!.body)![0];
    const url = new URL(link);
    const her = await context.newPage();
    await useOwnClientAddress(her, testInfo);
    await gotoHydrated(her, `${url.pathname}${url.hash}`);
    await expect(her.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(her.getByTestId("appointment-when")).toContainText(
      `Your trial fitting at the boutique is on`,
    );
    await expect(her.getByTestId("appointment-when")).toContainText(time);
    await her.getByRole("button", { name: "Ask for another time" }).click();
    await expect(her.getByText("Please write when suits you")).toBeVisible();
    await her.getByLabel(/Need another time/).fill("Can we make it the evening?");
    await her.getByRole("button", { name: "Ask for another time" }).click();
    await expect(her.getByTestId("appointment-asked")).toBeVisible();
    // Her tracking page: the fitting's alteration, done, after her phone's digits only.
    await gotoHydrated(her, "/tracking");
    await her.getByLabel("Order ID").fill(order.orderId);
    await her.getByRole("button", { name: "Track Order" }).click();
    await expect(her.getByTestId("order-card")).toBeVisible();
    await expect(her.getByTestId("order-alterations")).toHaveCount(0);
    await her
      .getByLabel(TRACKING_TEXTS.digitsLabel)
      .fill(order.customerPhone.replace(/\D/g, "").slice(-4));
    await her.getByRole("button", { name: "Track Order" }).click();
    const altered = her.getByTestId("order-alterations").getByTestId("her-alteration");
    await expect(altered).toHaveCount(1);
    await expect(altered).toHaveAttribute("data-status", "completed");
    await expect(altered).toContainText("Take in the waist");
    // A code no appointment has (a new document: a hash change alone loads nothing).
    await her.goto("about:blank");
    await gotoHydrated(her, "/appointment#abcdefghijkmnpqr");
    await expect(her.getByTestId("appointment-missing")).toBeVisible();
    await her.close();

    // The owner's calendar: the day, her request on it; the week too.
    await goInApp(page, "/admin/workshop/calendar");
    await expect(page.getByRole("heading", { name: "Calendar", exact: true })).toBeVisible();
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Next" }).click();
    const dayView = page.locator(`[data-testid="calendar-day"][data-date="${day}"]`);
    const mine = dayView.getByTestId("appointment").filter({ hasText: note });
    await expect(mine.filter({ hasText: time })).toHaveCount(1);
    await expect(mine.getByTestId("move-request")).toContainText("Can we make it the evening?");
    await mine.getByRole("button", { name: "Mark answered" }).click();
    await expect(mine.getByTestId("move-request")).toContainText("Answered");
    await page.getByRole("button", { name: "Week", exact: true }).click();
    await expect(page.getByTestId("calendar-day")).toHaveCount(7);
    const inWeek = page.locator(`[data-testid="calendar-day"][data-date="${day}"]`);
    await expect(inWeek.getByTestId("appointment").filter({ hasText: note })).toHaveCount(1);

    // Moved to the evening: her reminders planned again for the new time.
    await page.getByRole("button", { name: "Day", exact: true }).click();
    await mine.getByRole("button", { name: "Move" }).click();
    const move = mine.getByRole("form", { name: "Move the appointment" });
    await move.getByLabel("Time (Jaipur)").fill("18:00");
    await move.getByRole("button", { name: "Save new time" }).click();
    await expectToast(page, "Appointment moved", `${day} 18:00`, "default");
    const after = await reminders();
    const moved = Date.parse(instantOf(day, "18:00"));
    expect(
      after
        .filter((m) => m.state === "queued")
        .map((m) => Date.parse(m.sendAfter))
        .sort(),
    ).toEqual([moved - 24 * HOUR, moved - 2 * HOUR]);
    expect(after.filter((m) => m.state === "superseded")).toHaveLength(2);
    const { appointments } = await owner.get<{ appointments: Appointment[] }>(
      `/calendar/orders/${order.orderId}`,
    );
    expect(appointments.map((a) => [a.date, a.time, a.measurementVersion])).toEqual([
      [day, "18:00", null],
    ]);
  },
);

test(
  "the calendar in Hindi on the browser's today: the day's texts, an appointment booked from it for a customer found by name",
  PHONE_TOO,
  async ({ page, request }, testInfo) => {
    const owner = await OwnerApi.login(request);
    const stamp = `${testInfo.project.name[0]}${Date.now().toString(36).slice(-6)}`;
    const name = `Kavita Rathore ${stamp}`;
    const { order } = await owner.createOrder({
      customer: {
        name,
        phone: `+91 97${String(Date.now()).slice(-8)}`,
        email: "",
        address: { line: "12, MI Road", city: "Jaipur", state: "Rajasthan", postalCode: "302001" },
      },
      messaging: { language: "hi", whatsapp: true, email: false },
    });
    // The browser's clock set to that day's morning in Jaipur: its "today" is the day booked.
    const day = addDays(todayInIndia(), 5);
    await owner.send("/calendar/appointments", {
      kind: "fitting",
      customerId: order.customerId,
      orderId: order.orderId,
      date: day,
      time: "12:30",
    });
    await page.clock.setFixedTime(new Date(instantOf(day, "09:00")));

    await loginAsOwner(page);
    // Hindi, for this login (demo mode), then the calendar's day: its texts are Hindi.
    await page.getByRole("tab", { name: "Settings" }).click();
    await page.getByTestId("language-choice").getByRole("radio", { name: "हिन्दी" }).check();
    await goInApp(page, "/admin/workshop/calendar");
    await expect(page.getByRole("heading", { name: "कैलेंडर", exact: true })).toBeVisible();
    const dayView = page.locator(`[data-testid="calendar-day"][data-date="${day}"]`);
    await expect(dayView).toContainText("आज");
    const hers = dayView.getByTestId("appointment").filter({ hasText: name });
    await expect(hers).toContainText("ट्रायल / फ़िटिंग");
    await expectNoEnglish(page, {
      within: "main",
      allow: [name, order.orderId, /\d{1,2}:\d{2}/g],
    });

    // A new appointment from the calendar: she is found by her name, booked on the day shown.
    await page.getByRole("button", { name: "नई मुलाक़ात" }).click();
    await page.getByRole("searchbox", { name: "पुरानी ग्राहक खोजें" }).fill(stamp);
    await page.getByRole("button", { name: new RegExp(name) }).click();
    await expect(page.getByTestId("appointment-customer")).toContainText(name);
    const form = page.getByRole("form", { name: "मुलाक़ात तय करें" });
    await expect(form.getByLabel("तारीख़")).toHaveValue(day);
    await form.getByLabel("किस लिए").selectOption("measurement");
    await form.getByLabel("समय (जयपुर)").fill("17:15");
    await form.getByRole("button", { name: "मुलाक़ात तय करें" }).click();
    await expectToast(page, "मुलाक़ात तय हुई", `${day} 17:15`, "default");
    await expect(hers).toHaveCount(2);
    await expect(hers.filter({ hasText: "17:15" })).toContainText("नाप");
    const { appointments } = await owner.get<{ appointments: Appointment[] }>(
      `/calendar?from=${day}`,
    );
    expect(
      appointments
        .filter((a) => a.customerName === name)
        .map((a) => [a.time, a.kind, a.orderId, a.customerId]),
    ).toEqual([
      ["12:30", "fitting", order.orderId, order.customerId],
      ["17:15", "measurement", null, order.customerId],
    ]);
  },
);
