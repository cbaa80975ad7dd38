/** The mark on <html> while the admin page does not yet know whether her session is live. */
export const RESUMING_ATTRIBUTE = "data-admin-resuming";

/**
 * The admin page's first script (in <head>, before anything paints): when the session's hint
 * cookie says she may still be signed in (src/server/auth/session-cookie.ts), it marks <html>,
 * and app.css keeps the shop's frame and the login form out of sight until the page knows,
 * so a reload opens on the back office, not on the login form. Without scripts the CSS shows
 * them again after a few seconds; demo mode sets no hint, so the spec's page is unchanged.
 */
export const RESUMING_SCRIPT = `document.cookie.split("; ").indexOf("rr_owner_signed_in=1")>=0&&document.documentElement.setAttribute("${RESUMING_ATTRIBUTE}","")`;

/** The page knows now: the back office or the login form shows. */
export function resumed(): void {
  document.documentElement.removeAttribute(RESUMING_ATTRIBUTE);
}
