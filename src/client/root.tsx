import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
} from "react-router";
import type { Route } from "./+types/root";
import { BUSINESS } from "../shared/business";
import appCss from "./app.css?inline";
import { ChatButton } from "./layout/chat-button";
import { SiteFooter } from "./layout/site-footer";
import { SiteNav } from "./layout/site-nav";
import { ToastProvider } from "./ui/toast";

export function Layout({ children }: { children: ReactNode }) {
  // Effects run children first, so this runs once the whole page has hydrated; the mark tells
  // the browser tests and the audit that the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#741c2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <InlineStyles />
      </head>
      <body>
        <ToastProvider>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <SiteNav />
          <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <ChatButton />
        </ToastProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * The site's stylesheet, inlined into every prerendered page: the first paint waits for no
 * request (the CSS is 8 KB gzipped; the server's CSP allows it by hash). In the browser the
 * element is only hydrated, never rewritten, so the CSS text stays out of the JavaScript.
 */
const INLINE_CSS = import.meta.env.SSR ? appCss : "";
function InlineStyles() {
  return <style dangerouslySetInnerHTML={{ __html: INLINE_CSS }} suppressHydrationWarning />;
}

export default function App() {
  return <Outlet />;
}

/**
 * The title of a page whose route has no meta of its own: the SPA fallback page (unknown paths),
 * before the app has loaded and the 404 route's meta takes over.
 */
export const meta: Route.MetaFunction = () => [{ title: BUSINESS.name }];

/** Shown only by the SPA fallback page (unknown paths) until the app has loaded. */
export function HydrateFallback() {
  return <p className="py-24 text-center text-ink/80">Loading…</p>;
}

/** The fallback for routing failures: a title and the message, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Something went wrong.";
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-maroon-800">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-ink/80" data-testid="error-message">
        {message}
      </p>
      <a href="/" className="mt-8 inline-block text-maroon-700 underline">
        Return to Home
      </a>
    </section>
  );
}
