import { expect, test } from "@playwright/test";
import { HERO_SLIDES } from "../src/shared/hero";
import { expectPath, waitForHydration } from "./support/app";

for (const path of ["/no-such-page", "/products/unknown/deep-link"]) {
  test(`${path} answers 404, says 'Oops! Page not found' and logs the attempted path`, async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (m) => messages.push(m.text()));
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect.poll(() => messages.find((m) => m.includes(path))).toBeDefined();
    expect(messages.find((m) => m.includes(path))).toMatch(/404/);
  });
}

test("the 404 page links back to the home page", async ({ page }) => {
  await page.goto("/this/was/never/here");
  await waitForHydration(page);
  const home = page.getByRole("main").getByRole("link", { name: "Return to Home" });
  await expect(home).toHaveAttribute("href", "/");
  await home.click();
  await expectPath(page, "/");
  await expect(page.getByTestId("hero-title")).toHaveText(HERO_SLIDES[0]!.title);
  await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
});
