import { type RouteConfig, route } from "@react-router/dev/routes";

// Every public page is also in Hindi under /hi/ (an optional static segment: one route, two
// addresses; the page reads its language from the path, shared/locale.ts). The back office is
// English only: /hi/admin is the Hindi 404 page, like any other unknown path under /hi/. One
// route holds every back-office screen (/admin, /admin/orders/RR2026003, …): the admin app reads
// its screen from the address (shared/admin-paths.ts), and the server answers each with the
// prerendered /admin page (server/static-site.ts).
export default [
  route("hi?", "routes/home.tsx"),
  route("hi?/products", "routes/products.tsx"),
  route("hi?/products/:slug", "routes/design.tsx"),
  route("hi?/manufacturing", "routes/manufacturing.tsx"),
  route("hi?/size-guide", "routes/size-guide.tsx"),
  route("hi?/tracking", "routes/tracking.tsx"),
  // Her link from an appointment's reminder (never linked elsewhere, noindex).
  route("hi?/appointment", "routes/appointment.tsx"),
  // Her link to a quote the owners sent her (never linked elsewhere, noindex).
  route("hi?/quote", "routes/quote.tsx"),
  route("hi?/contact", "routes/contact.tsx"),
  route("hi?/privacy", "routes/privacy.tsx"),
  route("admin/*", "routes/admin.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
