import { useEffect, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from "react-router";
import { LANGUAGE_TAGS, localizedPath } from "../shared/locale";
import { inLocale, m } from "../shared/messages";
import { isBackOffice, PATHS } from "../shared/paths";
import type { Route } from "./+types/root";
import { BUSINESS } from "../shared/business";
import { RESUMING_SCRIPT } from "./admin-resuming";
import appCss from "./app.css?inline";
import { ChatButton } from "./layout/chat-button";
import { LanguageSuggestion } from "./layout/language-suggestion";
import { SiteFooter } from "./layout/site-footer";
import { SiteNav } from "./layout/site-nav";
import { ToastProvider } from "./ui/toast";
import { useLocale } from "./use-locale";

export function Layout({ children }: { children: ReactNode }) {
  // Effects run children first, so this runs once the whole page has hydrated; the mark tells
  // the browser tests and the audit that the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const locale = useLocale();
  const backOffice = isBackOffice(useLocation().pathname);
  return (
    <html lang={LANGUAGE_TAGS[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {backOffice && <script dangerouslySetInnerHTML={{ __html: RESUMING_SCRIPT }} />}
        <meta name="theme-color" content="#741c2a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <InlineStyles />
      </head>
      <body>
        <ToastProvider locale={locale}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[60] focus:rounded focus:bg-white focus:px-4 focus:py-2"
          >
            {m.skip_to_content({}, inLocale(locale))}
          </a>
          <SiteNav />
          <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <ChatButton />
          <LanguageSuggestion />
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
  return <p className="py-24 text-center text-ink/80">{m.loading({}, inLocale(useLocale()))}</p>;
}

/** The fallback for routing failures: a title and the message, never a stack trace. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  const o = inLocale(locale);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : m.error_fallback({}, o);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl text-maroon-800">{m.error_title({}, o)}</h1>
      <p className="mt-4 text-lg text-ink/80" data-testid="error-message">
        {message}
      </p>
      <a
        href={localizedPath(PATHS.home, locale)}
        className="mt-8 inline-block text-maroon-700 underline"
      >
        {m.return_home({}, o)}
      </a>
    </section>
  );
}
