import { expect, type Page, test } from "@playwright/test";
import { PATHS } from "../src/shared/paths";
import { expectPath, gotoHydrated, visibleNavLinks } from "./support/app";

const FAILURE = "The Products screen could not be shown (test failure)";

/** The URL of a route's module chunk, from the manifest the app ships to the browser. */
async function routeModuleUrl(page: Page, routeId: string): Promise<string> {
  const path = await page.evaluate(
    (id) =>
      (
        window as unknown as {
          __reactRouterManifest: { routes: Record<string, { module: string }> };
        }
      ).__reactRouterManifest.routes[id]?.module,
    routeId,
  );
  expect(path, `module of ${routeId}`).toBeTruthy();
  return new URL(path!, page.url()).href;
}

/** The fallback shows its title and the message, and nothing that looks like a stack trace. */
async function expectFallback(page: Page, message: string) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unexpected Application Error!");
  await expect(page.getByTestId("error-message")).toHaveText(message);
  const text = await page.locator("main").innerText();
  expect(text).not.toMatch(/^\s*at\s/m);
  expect(text).not.toMatch(/\bat\s+\S+\s+\(/);
  expect(text).not.toMatch(/\.(js|mjs|ts|tsx)(:\d+)+/);
  expect(text).not.toContain("/assets/");
  expect(text).not.toMatch(/node_modules|file:\/\//);
  await expect(page.locator("main pre")).toHaveCount(0);
}

test("a route whose screen fails while navigating shows 'Unexpected Application Error!' with the message and no stack", async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, PATHS.home);
  // The craft page: a screen with no loader, so the failure is its rendering alone (the
  // catalogue's screen has loaders a stand-in module would have to copy).
  const moduleUrl = await routeModuleUrl(page, "routes/manufacturing");
  // The next navigation loads the craft page's chunk; serve one whose screen throws when rendered.
  await page.route(moduleUrl, (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: `export default function Manufacturing() { throw new Error(${JSON.stringify(FAILURE)}); }`,
    }),
  );
  const links = await visibleNavLinks(page, testInfo);
  await links.getByText("Our Craft", { exact: true }).click();
  await expectPath(page, PATHS.craft);
  await expectFallback(page, FAILURE);

  // The site around it still works: the fallback's link leads home.
  await page.getByRole("main").getByRole("link", { name: "Return to Home" }).click();
  await expectPath(page, PATHS.home);
  await expect(page.getByTestId("hero-title")).toBeVisible();
});

test("a submission to a route that takes none shows the fallback with '405 Method Not Allowed'", async ({
  page,
}) => {
  await gotoHydrated(page, PATHS.home);
  // The router itself rejects the navigation (no action on the route), a pure routing failure.
  await page.evaluate(() => {
    const router = (
      window as unknown as {
        __reactRouterDataRouter: {
          navigate: (to: string, opts: { formMethod: string; formData: FormData }) => unknown;
        };
      }
    ).__reactRouterDataRouter;
    void router.navigate("/contact", { formMethod: "post", formData: new FormData() });
  });
  await expectFallback(page, "405 Method Not Allowed");
});
