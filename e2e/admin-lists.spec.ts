import { devices, expect, test, type Page } from "@playwright/test";
import { ADMIN_PATHS } from "../src/shared/admin-paths";
import { addDays, todayInIndia } from "../src/shared/dates";
import { formatRecentDate } from "../src/shared/order-format";
import { editBody } from "../src/server/test-support/order-bodies";
import { expectHeaderRowBelowBar, loginAsOwner, loginForm, OWNER } from "./support/admin";
import { useOwnClientAddress } from "./support/client-address";
import { colourFamily } from "./support/colour";
import { OwnerApi } from "./support/owner-api";
import { uniquePhone } from "./support/order-form";
import { slowCpu, slowPhone } from "./support/slow-page";
import { expectToast } from "./support/toast";

/**
 * The lists as a busy owner reads them (issue 25 §3): the orders as a table with a sticky,
 * sortable header on a computer (the server sorts; the sort is in the address) and two lines an
 * order on a phone; overdue in red, due soon marked, other balances not red; every phone number
 * and e-mail a link; each list's search or filter in the address, kept on reload.
 */

test.beforeEach(async ({ page }, testInfo) => {
  await useOwnClientAddress(page, testInfo);
});

const rows = (page: Page) => page.getByTestId("admin-order-row");
const row = (page: Page, orderId: string) => rows(page).filter({ hasText: orderId });

/** The text colour's family (colourFamily reads the background). */
async function textColour(locator: ReturnType<Page["locator"]>) {
  await locator.evaluate((el) => {
    (el as HTMLElement).style.backgroundColor = getComputedStyle(el).color;
  });
  return colourFamily(locator);
}

async function logInAgain(page: Page) {
  await loginForm(page).getByLabel("Username").fill(OWNER.username);
  await loginForm(page).getByLabel("Password", { exact: true }).fill(OWNER.password);
  await loginForm(page).getByRole("button", { name: "Login" }).click();
  await expectToast(page, "Login successful!", `Welcome back, ${OWNER.name}`, "default");
}

test("desktop: a table with a sticky header, sorted by the server, the sort in the address", async ({
  page,
}) => {
  await loginAsOwner(page);
  const table = page.getByTestId("order-table");
  await expect(table).toBeVisible();
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveText([
    "Order",
    "Customer",
    "Delivery",
    "Step",
    "Priority",
    "Balance",
  ]);
  expect(await headers.first().evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  await expectHeaderRowBelowBar(page, "order-table");
  await page.evaluate(() => window.scrollTo(0, 0));

  const delivery = table.getByRole("columnheader", { name: "Delivery" });
  await expect(delivery).toHaveAttribute("aria-sort", "none");
  // Keyboard: the header's button, focused and pressed with Enter.
  const asked = page.waitForRequest((r) =>
    r.url().includes("/api/admin/orders?sort=delivery&dir=asc"),
  );
  await delivery.getByRole("button").focus();
  await page.keyboard.press("Enter");
  await asked;
  await expect(delivery).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => new URL(page.url()).search).toBe("?sort=delivery&dir=asc");
  const dates = () =>
    rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-delivery") ?? ""));
  await expect
    .poll(async () => {
      const shown = await dates();
      return shown.length > 1 && shown.every((d, i) => i === 0 || shown[i - 1]! <= d);
    })
    .toBe(true);

  await delivery.getByRole("button").click();
  await expect(delivery).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => new URL(page.url()).search).toBe("?sort=delivery&dir=desc");
  await expect
    .poll(async () => {
      const shown = await dates();
      return shown.every((d, i) => i === 0 || shown[i - 1]! >= d);
    })
    .toBe(true);

  // The address keeps it: reloaded (and logged in again, demo mode's rule), still so sorted.
  await page.reload();
  await logInAgain(page);
  await expect(
    page.getByTestId("order-table").getByRole("columnheader", { name: "Delivery" }),
  ).toHaveAttribute("aria-sort", "descending");
  const afterReload = await dates();
  expect(afterReload).toEqual([...afterReload].sort().reverse());
});

test("overdue is red, due soon is marked, any other balance is not red; rows link to call and WhatsApp @phone", async ({
  page,
  request,
}) => {
  const api = await OwnerApi.login(request);
  const today = todayInIndia();
  const soon = await api.createOrder({ expectedDelivery: addDays(today, 3), amountRupees: 15000 });
  const later = await api.createOrder({
    expectedDelivery: addDays(today, 40),
    amountRupees: 16000,
  });
  await loginAsOwner(page);

  // The samples of 2024 are long overdue unless delivered; one with money still due.
  const overdue = page
    .locator('[data-testid="admin-order-row"][data-mark="overdue"]')
    .filter({ has: page.getByTestId("balance").filter({ hasText: "₹" }) })
    .first();
  await expect(overdue.getByTestId("delivery-mark")).toHaveText(/^Overdue \d+ days?$/);
  expect(await textColour(overdue.getByTestId("balance"))).toBe("red");
  expect(await textColour(overdue.getByTestId("delivery-date"))).toBe("red");

  const dueSoon = row(page, soon.order.orderId);
  await expect(dueSoon).toHaveAttribute("data-mark", "due-soon");
  await expect(dueSoon.getByTestId("delivery-mark")).toHaveText("Due in 3 days");
  expect(await colourFamily(dueSoon.getByTestId("delivery-mark"))).not.toBe("red");
  await expect(dueSoon.getByTestId("balance")).toHaveText("₹15,000");
  expect(await textColour(dueSoon.getByTestId("balance"))).not.toBe("red");

  const normal = row(page, later.order.orderId);
  await expect(normal).toHaveAttribute("data-mark", "none");
  await expect(normal.getByTestId("delivery-mark")).toHaveCount(0);
  expect(await textColour(normal.getByTestId("balance"))).not.toBe("red");

  const digits = soon.order.customerPhone.replace(/\D/g, "");
  await expect(dueSoon.locator(`a[href="tel:+${digits}"]`)).toHaveCount(1);
  await expect(dueSoon.locator(`a[href^="https://wa.me/${digits}"]`)).toHaveCount(1);
  // The whole row opens the order.
  await row(page, later.order.orderId)
    .getByRole("button", { name: `View order ${later.order.orderId}` })
    .click();
  await expect(page.getByRole("heading", { name: later.order.orderId })).toBeVisible();
  const facts = page.getByRole("group", { name: `Reach ${later.order.customerName}` }).first();
  await expect(
    facts.locator(`a[href="tel:+${later.order.customerPhone.replace(/\D/g, "")}"]`),
  ).toHaveCount(1);
});

test("a customer's page: red only for the balance of her order past its delivery date", async ({
  page,
  request,
}) => {
  const api = await OwnerApi.login(request);
  const today = todayInIndia();
  const stamp = Date.now().toString(36);
  const customer = {
    name: `Rukmani ${stamp}`,
    phone: uniquePhone(),
    email: "",
    address: { line: "7, Bapu Nagar", city: "Jaipur", state: "Rajasthan", postalCode: "302015" },
  };
  const record = (await api.send("/customers", { ...customer, type: "retail" })) as unknown as {
    customer: { id: number };
  };
  const hers = { customerId: record.customer.id, customer };
  const later = await api.createOrder({
    ...hers,
    expectedDelivery: addDays(today, 30),
    amountRupees: 11000,
  });
  // Due today when taken (a new order's delivery is never past), then moved to a date gone by.
  const taken = await api.createOrder({
    ...hers,
    orderDate: addDays(today, -30),
    amountRupees: 7000,
  });
  const late = await api.send(
    `/orders/${taken.order.orderId}`,
    editBody(taken.order, { expectedDelivery: addDays(today, -3) }),
    "PATCH",
  );
  // Part paid, so each row's balance differs from its amount.
  for (const orderId of [later.order.orderId, late.order.orderId])
    await api.send(`/orders/${orderId}/payments`, {
      amountRupees: 1000,
      paidOn: today,
      method: "cash",
      reference: "",
    });
  await page.goto(ADMIN_PATHS.customer(record.customer.id));
  await logInAgain(page);
  const order = (orderId: string) =>
    page.getByTestId("customer-orders").getByRole("listitem").filter({ hasText: orderId });

  // Money due on an order not yet late: plain, as in the orders list.
  const due = order(later.order.orderId).getByText("₹10,000", { exact: true });
  await expect(due).toBeVisible();
  expect(await textColour(due)).not.toBe("red");
  await expect(order(later.order.orderId).getByTestId("delivery-mark")).toHaveCount(0);
  // Money due on an order past its date: red, and the mark says why.
  const overdue = order(late.order.orderId).getByText("₹6,000", { exact: true });
  expect(await textColour(overdue)).toBe("red");
  await expect(order(late.order.orderId).getByTestId("delivery-mark")).toHaveText("Overdue 3 days");
});

// A phone's layout, in the desktop project at a phone's size (the phone project would run only
// this, the desktop one would have nothing to check).
test.describe("at a phone's size", () => {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  test.use({
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    viewport: { width: 390, height: 844 },
  });

  test("phone: each order is two dense lines, sortable from a menu kept in the address", async ({
    page,
    request,
  }) => {
    const api = await OwnerApi.login(request);
    const mine = await api.createOrder({
      expectedDelivery: addDays(todayInIndia(), 2),
      customer: {
        name: "Bhanwari Devi Rathore",
        phone: "+91 90011 22334",
        email: "",
        address: {
          line: "5, Station Road",
          city: "Jodhpur",
          state: "Rajasthan",
          postalCode: "302001",
        },
      },
    });
    await loginAsOwner(page);
    await expect(page.getByTestId("order-table").locator("thead")).toBeHidden();
    const r = row(page, mine.order.orderId);
    const box = (await r.boundingBox())!;
    const id = (await r
      .getByRole("button", { name: `View order ${mine.order.orderId}` })
      .boundingBox())!;
    const balance = (await r.getByTestId("balance").boundingBox())!;
    const date = (await r.getByTestId("delivery-date").boundingBox())!;
    // Line one: the ID, her name and the balance; line two: the date, its mark, the step, links.
    expect(Math.abs(id.y + id.height / 2 - (balance.y + balance.height / 2))).toBeLessThan(8);
    expect(date.y).toBeGreaterThan(id.y + id.height - 2);
    expect(box.height).toBeLessThan(90);
    expect(box.width).toBeLessThanOrEqual(390);
    await expect(r.getByRole("link", { name: /^Call Bhanwari Devi Rathore/ })).toHaveAttribute(
      "href",
      "tel:+919001122334",
    );

    await page.getByLabel("Sort", { exact: true }).selectOption("balance:desc");
    await expect.poll(() => new URL(page.url()).search).toBe("?sort=balance&dir=desc");
  });
});

test("the orders' search, typed on a slow phone, keeps every letter, is in the address and survives a reload @phone", async ({
  page,
  request,
}) => {
  const api = await OwnerApi.login(request);
  const stamp = Date.now().toString(36);
  // "Meera" once lost its second "r" while the address caught up with the typing.
  const name = `Meera ${stamp}`;
  await api.createOrder({
    customer: {
      name,
      phone: `+91 9${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-9, -4)}`,
      email: `lalita.${stamp}@example.in`,
      address: {
        line: "5, Station Road",
        city: "Bikaner",
        state: "Rajasthan",
        postalCode: "302001",
      },
    },
  });
  await loginAsOwner(page);
  // Her first name on a slow phone, the rest (this test's own) at full speed.
  await slowPhone(page);
  const search = page.getByRole("searchbox", { name: "Search orders" });
  await search.pressSequentially("Meera");
  await expect(search).toHaveValue("Meera");
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe("Meera");
  await slowCpu(page, 1);
  await search.pressSequentially(` ${stamp}`);
  await expect(rows(page)).toHaveCount(1);
  await expect.poll(() => new URL(page.url()).searchParams.get("search")).toBe(name);
  await expect(search).toHaveValue(name);
  await page.reload();
  await logInAgain(page);
  await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue(name);
  await expect(rows(page)).toHaveCount(1);
});

test("the customers' search, typed on a slow phone, keeps every letter; it and the inbox's filter are in the address; customers' numbers are links @phone", async ({
  page,
  request,
}) => {
  // Three logins (demo mode logs out on reload), each a deliberate scrypt: slow on a busy machine.
  test.slow();
  const api = await OwnerApi.login(request);
  const stamp = Date.now().toString(36);
  const name = `Meera ${stamp}`;
  const taken = await api.createOrder({
    customer: {
      name,
      phone: `+91 9${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-9, -4)}`,
      email: `lalita.${stamp}@example.in`,
      address: {
        line: "5, Station Road",
        city: "Bikaner",
        state: "Rajasthan",
        postalCode: "302001",
      },
    },
  });
  await page.goto(ADMIN_PATHS.customers);
  await logInAgain(page);
  await slowCpu(page);
  const search = page.getByRole("searchbox", { name: "Search customers" });
  await search.pressSequentially("Meera");
  await expect(search).toHaveValue("Meera");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe("Meera");
  await slowCpu(page, 1);
  await search.pressSequentially(` ${stamp}`);
  await expect(page.getByTestId("customer-row")).toHaveCount(1);
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(name);
  await expect(search).toHaveValue(name);
  await page.reload();
  await logInAgain(page);
  await expect(page.getByRole("searchbox", { name: "Search customers" })).toHaveValue(name);
  const customer = page.getByTestId("customer-row");
  await expect(customer).toHaveCount(1);
  const digits = taken.order.customerPhone.replace(/\D/g, "");
  await expect(customer.locator(`a[href="tel:+${digits}"]`)).toHaveCount(1);
  await expect(customer.locator(`a[href^="https://wa.me/${digits}"]`)).toHaveCount(1);
  await expect(customer.locator(`a[href^="mailto:lalita.${stamp}@example.in"]`)).toHaveCount(1);
  // Her balance is owed, not late: not red.
  expect(await textColour(customer.getByTestId("customer-row-balance"))).not.toBe("red");

  // Her page: the number and the address are links too.
  await customer.getByRole("button", { name: `Open customer ${name}` }).click();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.locator(`main a[href="tel:+${digits}"]`).first()).toBeVisible();
  await expect(
    page.locator(`main a[href^="mailto:lalita.${stamp}@example.in"]`).first(),
  ).toBeVisible();

  // The inbox keeps its filter in the address.
  await page.goto(`${ADMIN_PATHS.inbox}?handled=no`);
  await logInAgain(page);
  await expect(page.getByLabel("Which messages")).toHaveValue("no");
  await page.getByLabel("Which messages").selectOption("yes");
  await expect.poll(() => new URL(page.url()).search).toBe("?handled=yes");
});

test("an order's page: her number and address are call, WhatsApp and mail links", async ({
  page,
  request,
}) => {
  const api = await OwnerApi.login(request);
  const stamp = Date.now().toString(36);
  const taken = await api.createOrder({
    customer: {
      name: `Kesar ${stamp}`,
      phone: `+91 9${String(Date.now()).slice(-4)} ${String(Date.now()).slice(-9, -4)}`,
      email: `kesar.${stamp}@example.in`,
      address: { line: "5, Station Road", city: "Ajmer", state: "Rajasthan", postalCode: "302001" },
    },
  });
  await page.goto(ADMIN_PATHS.order(taken.order.orderId));
  await logInAgain(page);
  await expect(page.getByRole("heading", { name: taken.order.orderId })).toBeVisible();
  const digits = taken.order.customerPhone.replace(/\D/g, "");
  await expect(page.locator(`a[href="tel:+${digits}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href^="https://wa.me/${digits}"]`).first()).toBeVisible();
  await expect(page.locator(`a[href^="mailto:kesar.${stamp}@example.in"]`).first()).toBeVisible();
});

const customerRows = (page: Page) => page.getByTestId("customer-row");

/** Customers of this test only, made through the owners' API: their names carry `stamp`. */
async function makeCustomers(api: OwnerApi, stamp: string, count: number) {
  for (let i = 0; i < count; i++)
    await api.send("/customers", {
      name: `Pages ${stamp} ${String(i).padStart(2, "0")}`,
      phone: uniquePhone(),
      email: "",
      type: i % 2 ? "retail" : "wholesale",
      notes: "",
      address: { line: "", city: i % 3 ? "Jaipur" : "Ajmer", state: "Rajasthan", postalCode: "" },
    });
}

test("desktop: the customers are a table sorted by the server on every column, paged by 'Load more', all in the address", async ({
  page,
  request,
}) => {
  test.slow();
  const api = await OwnerApi.login(request);
  const stamp = Date.now().toString(36);
  await makeCustomers(api, stamp, 53);
  await page.goto(ADMIN_PATHS.customers);
  await logInAgain(page);
  const table = page.getByTestId("customer-table");
  await expect(table).toBeVisible();
  const headers = table.getByRole("columnheader");
  await expect(headers).toHaveText([
    "Name",
    "Phone",
    "City",
    "Type",
    "Orders",
    "Balance",
    "Last order",
  ]);
  expect(await headers.first().evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  await expectHeaderRowBelowBar(page, "customer-table");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );

  const balance = table.getByRole("columnheader", { name: "Balance" });
  const asked = page.waitForRequest((r) =>
    /\/api\/admin\/customers\?.*sort=balance&dir=desc/.test(r.url()),
  );
  await balance.getByRole("button").click();
  await asked;
  await expect(balance).toHaveAttribute("aria-sort", "descending");
  await expect.poll(() => new URL(page.url()).search).toBe("?sort=balance&dir=desc");
  const balances = () =>
    customerRows(page).evaluateAll((trs) =>
      trs.map((tr) => Number(tr.getAttribute("data-balance"))),
    );
  await expect
    .poll(async () => {
      const shown = await balances();
      return shown.length > 1 && shown.every((b, i) => i === 0 || shown[i - 1]! >= b);
    })
    .toBe(true);
  await balance.getByRole("button").click();
  await expect(balance).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(() => new URL(page.url()).search).toBe("?sort=balance&dir=asc");

  // The search over pages: 50 first, then the rest after the last one shown.
  await page.getByRole("searchbox", { name: "Search customers" }).fill(`pages ${stamp}`);
  await expect(page.getByTestId("customer-count")).toHaveText("53 customers");
  await expect(customerRows(page)).toHaveCount(50);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(customerRows(page)).toHaveCount(53);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
  await table.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
  await expect(customerRows(page).first()).toContainText(`Pages ${stamp} 00`);
  await table.getByRole("columnheader", { name: "Name" }).getByRole("button").click();
  await expect(customerRows(page).first()).toContainText(`Pages ${stamp} 52`);
  await page.getByLabel("Filter by type").selectOption("wholesale");
  await expect(page.getByTestId("customer-count")).toHaveText("27 customers");
  await expect
    .poll(() => new URL(page.url()).searchParams.toString())
    .toBe(`q=pages+${stamp}&type=wholesale&sort=name&dir=desc`);

  // The address keeps all of it: reloaded (and logged in again, demo mode's rule).
  await page.reload();
  await logInAgain(page);
  await expect(page.getByRole("searchbox", { name: "Search customers" })).toHaveValue(
    `pages ${stamp}`,
  );
  await expect(page.getByLabel("Filter by type")).toHaveValue("wholesale");
  await expect(
    page.getByTestId("customer-table").getByRole("columnheader", { name: "Name" }),
  ).toHaveAttribute("aria-sort", "descending");
  await expect(customerRows(page).first()).toContainText(`Pages ${stamp} 52`);
  await expect(customerRows(page)).toHaveCount(27);
});

test("the inbox is searched by the server: words typed on a slow phone, a phone in any form, kept in the address @phone", async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name}${Date.now().toString(36)}`;
  const phone = uniquePhone();
  for (const [i, message] of [
    `Do you stitch lehengas for a ${stamp} wedding?`,
    `Is the shop open on Sunday ${stamp}?`,
  ].entries()) {
    const r = await page.request.post("/api/contact", {
      headers: { "X-Forwarded-For": `10.77.${testInfo.project.name === "phone" ? 2 : 1}.${i + 1}` },
      data: { name: `Gulabo ${i}`, phone: i === 0 ? phone : uniquePhone(), message },
    });
    expect(r.status()).toBe(201);
  }
  await page.goto(ADMIN_PATHS.inbox);
  await logInAgain(page);
  const search = page.getByRole("searchbox", { name: "Search messages" });
  const messages = page.getByTestId("contact-message");
  // Typed on a slow phone, every letter is kept while the list follows the server's answers.
  await slowCpu(page);
  await search.pressSequentially(`wedding ${stamp}`);
  await slowCpu(page, 1);
  await expect(search).toHaveValue(`wedding ${stamp}`);
  await expect(messages).toHaveCount(1);
  await expect(messages).toContainText("lehengas");
  await expect(page.getByTestId("message-count")).toHaveText("1 message, newest first");
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(`wedding ${stamp}`);

  // Her number typed another way: without +91, with the trunk 0.
  const digits = phone.replace(/\D/g, "").slice(2);
  await search.fill(`0${digits.slice(0, 5)} ${digits.slice(5)}`);
  await expect(messages).toHaveCount(1);
  await expect(messages).toContainText(stamp);

  await search.fill(stamp);
  await expect(messages).toHaveCount(2);
  await page.getByLabel("Which messages").selectOption("yes");
  await expect(page.getByText("No messages match your search.")).toBeVisible();
  await page.getByLabel("Which messages").selectOption("no");
  await expect(messages).toHaveCount(2);
  await page.reload();
  await logInAgain(page);
  await expect(search).toHaveValue(stamp);
  await expect(page.getByLabel("Which messages")).toHaveValue("no");
  await expect(messages).toHaveCount(2);
});

test.describe("customers at a phone's size", () => {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
  test.use({
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    viewport: { width: 390, height: 844 },
  });

  test("phone: each customer is two dense lines, sortable from a menu kept in the address", async ({
    page,
    request,
  }) => {
    const api = await OwnerApi.login(request);
    const stamp = Date.now().toString(36);
    // The widest second line a customer commonly has: her e-mail, "Wholesale", two orders and
    // her last order's date (it once wrapped onto a third line).
    const customer = {
      name: `Bhanwari ${stamp}`,
      phone: uniquePhone(),
      email: `bhanwari.${stamp}@example.in`,
      address: { line: "5, Station Road", city: "Jodhpur", state: "Rajasthan", postalCode: "" },
    };
    const record = (await api.send("/customers", {
      ...customer,
      type: "wholesale",
    })) as unknown as {
      customer: { id: number };
    };
    await api.createOrder({ customerId: record.customer.id, customer, amountRupees: 8000 });
    const mine = await api.createOrder({
      customerId: record.customer.id,
      customer,
      amountRupees: 10000,
    });
    await page.goto(`${ADMIN_PATHS.customers}?q=${stamp}`);
    await logInAgain(page);
    await expect(page.getByTestId("customer-table").locator("thead")).toBeHidden();
    const r = customerRows(page);
    await expect(r).toHaveCount(1);
    const box = (await r.boundingBox())!;
    const name = (await r
      .getByRole("button", { name: `Open customer Bhanwari ${stamp}` })
      .boundingBox())!;
    const owed = (await r.getByTestId("customer-row-balance").boundingBox())!;
    const count = (await r.getByTestId("customer-order-count").boundingBox())!;
    // Line one: her name and what she owes; line two: her links, type, orders, last order.
    expect(Math.abs(name.y + name.height / 2 - (owed.y + owed.height / 2))).toBeLessThan(8);
    expect(count.y).toBeGreaterThan(name.y + name.height - 2);
    const last = (await r.getByTestId("customer-last-order").boundingBox())!;
    expect(Math.abs(last.y - count.y)).toBeLessThan(8);
    expect(box.height).toBeLessThan(90);
    expect(box.width).toBeLessThanOrEqual(390);
    await expect(r.getByTestId("customer-row-balance")).toHaveText("₹18,000 due");
    await expect(r.getByTestId("customer-order-count")).toHaveText("2 orders");
    // Her type whole, and her last order's date without this year's number.
    await expect(r.getByTestId("customer-type")).toHaveText("Wholesale");
    const type = r.getByTestId("customer-type");
    expect(await type.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(r.getByTestId("customer-last-order").locator("span.sm\\:hidden")).toHaveText(
      `Last ${formatRecentDate(todayInIndia())}`,
    );
    const digits = mine.order.customerPhone.replace(/\D/g, "");
    await expect(
      r.getByRole("link", { name: new RegExp(`^Call Bhanwari ${stamp}`) }),
    ).toHaveAttribute("href", `tel:+${digits}`);
    await expect(r.locator(`a[href^="https://wa.me/${digits}"]`)).toHaveCount(1);
    await expect(r.locator(`a[href^="mailto:bhanwari.${stamp}@example.in"]`)).toHaveCount(1);

    await page.getByLabel("Sort", { exact: true }).selectOption("last:desc");
    await expect
      .poll(() => new URL(page.url()).searchParams.toString())
      .toBe(`q=${stamp}&sort=last&dir=desc`);
  });
});
