import { expect, type Locator, type Page } from "@playwright/test";

export type ToastVariant = "default" | "destructive";

/** The toast that carries exactly this title. */
export const toastWithTitle = (page: Page, title: string): Locator =>
  page
    // The toasts' region is named in the page's language.
    .getByRole("region", { name: /^(Notifications|सूचनाएँ)$/ })
    .getByTestId("toast")
    .filter({ has: page.getByTestId("toast-title").getByText(title, { exact: true }) });

/** A clearly red colour: strong red channel, weak green and blue. */
const isRed = ([r, g, b]: readonly number[]) => r! >= 170 && g! <= 90 && b! <= 90;

/**
 * Asserts a toast with this exact title (and description, when given) is showing, in the given
 * style: error toasts are `data-variant="destructive"`, announced as alerts, on a red background;
 * others are not red. Toasts close themselves after a few seconds, so everything is read from the
 * page in one go as soon as the toast is visible.
 */
export async function expectToast(
  page: Page,
  title: string,
  description: string | undefined,
  variant: ToastVariant,
): Promise<Locator> {
  const toast = toastWithTitle(page, title);
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  // A short wait: a toast that closed between the checks above and this one is gone for good
  // (on a busy machine, 5 s can pass between them), which the error below says at once; the
  // locator's default wait would hold the test until its own timeout.
  const shown = await toast
    .evaluate(
      (el) => {
        if (!el.isConnected) return null;
        const text = (id: string) => el.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
        // Paint the computed background (rgb(), oklch(), …) on a canvas to read it as sRGB bytes.
        const canvas = document.createElement("canvas");
        canvas.width = 1;
        canvas.height = 1;
        const ctx = canvas.getContext("2d")!;
        ctx.fillStyle = getComputedStyle(el).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        return {
          title: text("toast-title"),
          description: text("toast-description"),
          variant: el.getAttribute("data-variant"),
          role: el.getAttribute("role"),
          background: [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)],
        };
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch((error: unknown) => {
      if (error instanceof Error && error.name === "TimeoutError") return null;
      throw error;
    });
  if (shown === null) {
    throw new Error(
      `The toast '${title}' closed itself (after 5 s) before it could be checked: pause the clock with installPausedClock() before page.goto`,
    );
  }
  expect(shown.title).toBe(title);
  if (description !== undefined) expect(shown.description).toBe(description);
  expect(shown.variant).toBe(variant);
  expect(shown.role).toBe(variant === "destructive" ? "alert" : "status");
  expect(isRed(shown.background), `toast background rgb(${shown.background}) red?`).toBe(
    variant === "destructive",
  );
  return toast;
}

/**
 * Closes a toast already checked, so that the same words shown again by a later action are
 * that action's toast (a toast stays 5 s; on a loaded machine the next save comes sooner).
 */
export async function dismissToast(toast: Locator): Promise<void> {
  await toast.getByRole("button", { name: /^(Dismiss notification|सूचना हटाएँ)$/ }).click();
  await expect(toast).toHaveCount(0);
}

/** No toast at all is showing. */
export async function expectNoToast(page: Page): Promise<void> {
  await expect(page.getByTestId("toast")).toHaveCount(0);
}
