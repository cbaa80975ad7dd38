import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const PARAGLIDE_RUNTIME = path.resolve("src/paraglide/runtime.js");
const BROWSER_RUNTIME = path.resolve("src/client/i18n/paraglide-runtime-browser.ts");

/**
 * The browser's messages import a two-name stand-in for Paraglide's runtime (see the stand-in
 * for why); the server (prerender, rendered pages, tests) keeps the real one.
 */
function browserMessageRuntime(): Plugin {
  return {
    name: "browser-message-runtime",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (options?.ssr || !importer || !source.endsWith("runtime.js")) return null;
      const resolved = path.resolve(path.dirname(importer), source);
      return resolved === PARAGLIDE_RUNTIME ? BROWSER_RUNTIME : null;
    },
  };
}

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const ENTRY_MODULE = /[\\/]src[\\/]client[\\/](routes[\\/]|root\.tsx|entry\.client\.tsx)/;
const EVERY_PAGE = /[\\/]src[\\/]client[\\/](root\.tsx|entry\.client\.tsx)$/;
/**
 * The public pages a visitor browses. Not the back office, and not her appointment's or her
 * quote's page, which only the link she is sent opens: a module one of them shares with one public
 * page (a form field, the tracking code's pattern) would otherwise count as two pages' and ride
 * in "shared" to all.
 */
const PUBLIC_ROUTE =
  /[\\/]src[\\/]client[\\/]routes[\\/](?!(admin|appointment|quote)\.tsx$)[^\\/]+\.tsx$/;
/**
 * Parts a few pages carry and load more of only when asked (issue 22's "Ask for a quote" and its
 * lazily loaded form): never in "shared", and what only they use stays with them.
 */
const LOADED_WHEN_ASKED = /[\\/]src[\\/]client[\\/]features[\\/]quotes[\\/]/;
/**
 * Their messages (messages/quotes/, quote_…): a message used by two chunks would otherwise go to
 * "shared" (every message module is reached from root through Paraglide's index), so the form's
 * words, which its schema and the back office use too, would ride to every page.
 */
const QUOTE_MESSAGE = /[\\/]src[\\/]paraglide[\\/]messages[\\/]quote_[a-z0-9_]*\.js$/;

type ModuleInfo = {
  code: string | null;
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
} | null;
type ModuleGraph = (id: string) => ModuleInfo;

/** Whether a module imports zod, directly or through its imports. */
function reachesZod(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (ZOD.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return graph(id)?.importedIds.some((dep) => reachesZod(dep, graph, seen)) ?? false;
}

/**
 * Modules that only pass names on: Paraglide's message index, src/shared/messages.ts (which
 * exports `m`) and lucide-react's index. Every message and every icon is imported through them,
 * and every page imports them, so walking a message's importers always reached root: a message
 * or icon two chunks used (the back office and one page, or two pages' lazily loaded parts) went
 * to every page. Through a pass-on module, only the importers that name the message or icon use it.
 */
const PASS_ON =
  /([\\/]src[\\/]paraglide[\\/]messages(\.js|[\\/]_index\.js)|[\\/]src[\\/]shared[\\/]messages\.ts|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/;
const MESSAGE = /[\\/]src[\\/]paraglide[\\/]messages[\\/]([a-z0-9_]+)\.js$/;
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/** The names code calls a message or an icon by (an icon has aliases: Funnel, FunnelIcon, …). */
function namesOf(id: string, graph: ModuleGraph): string[] {
  const message = MESSAGE.exec(id);
  if (message) return message[1] === "_index" ? [] : [message[1]!];
  const icon = ICON.exec(id);
  if (!icon) return [];
  const index = graph(id)?.importers.find((at) => PASS_ON.test(at));
  const line = graph(index ?? "")
    ?.code?.split("\n")
    .find((l) => l.endsWith(`'./icons/${icon[1]}.mjs';`));
  return [...(line?.matchAll(/ as (\w+)/g) ?? [])].map((match) => match[1]!);
}

/**
 * The modules that use a message or an icon: those that name it among the importers of the
 * pass-on modules it is reached through. Empty when none names it (a message called by a
 * computed name, m[`status_${s}`]): the caller then keeps the old, safe answer.
 */
function usersOf(id: string, graph: ModuleGraph): string[] {
  const names = namesOf(id, graph);
  if (names.length === 0) return [];
  const named = new RegExp(`\\b(${names.join("|")})\\b`);
  const users = new Set<string>();
  const seen = new Set<string>();
  const walk = (at: string) => {
    for (const importer of graph(at)?.importers ?? []) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      if (PASS_ON.test(importer)) walk(importer);
      else if (named.test(graph(importer)?.code ?? "")) users.add(importer);
    }
  };
  walk(id);
  return [...users];
}

/**
 * Whether every page needs a module: root or entry.client imports it, or two public route
 * modules do. The back office's route does not count: a module only it and one public page use
 * would otherwise ride in "shared" to every page (the bills' money and titles did, to /tracking).
 * Only static imports count: what a page loads with import() (a lazily loaded form, a viewer)
 * loads later and only there, so two pages' lazy parts sharing a module do not make it every
 * page's. A message or an icon is judged by the modules that name it (usersOf).
 */
function everyPageNeeds(id: string, graph: ModuleGraph): boolean {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const walk = (at: string): boolean => {
    if (seen.has(at) || LOADED_WHEN_ASKED.test(at)) return false;
    seen.add(at);
    if (EVERY_PAGE.test(at)) return true;
    if (PUBLIC_ROUTE.test(at)) routes.add(at);
    return (graph(at)?.importers ?? []).some(walk);
  };
  const users = usersOf(id, graph);
  const needed = users.length > 0 ? users.some(walk) : walk(id);
  return needed || routes.size >= 2;
}

/**
 * Browser chunks: a page loads the React Router manifest, entry.client, one "shared" chunk (React,
 * React DOM, React Router, the icons and every app module two or more public route modules use),
 * root and its own route module; five requests instead of ~16 small ones. zod and the modules
 * that import it stay out of "shared": only the contact form and admin load them. An icon, like
 * a message, goes to "shared" only when every page needs it; another package's module goes
 * there unless only the back office or a lazily loaded part reaches it.
 */
const browserChunks = {
  groups: [
    {
      name: (id: string, ctx: { getModuleInfo: ModuleGraph }) => {
        const graph: ModuleGraph = (m) => ctx.getModuleInfo(m);
        if (
          ENTRY_MODULE.test(id) ||
          LOADED_WHEN_ASKED.test(id) ||
          QUOTE_MESSAGE.test(id) ||
          reachesZod(id, graph)
        )
          return null;
        return everyPageNeeds(id, graph) ? "shared" : null;
      },
      debugName: "shared",
      minShareCount: 2,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [browserMessageRuntime(), tailwindcss(), reactRouter()],
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: browserChunks } } },
  // The server build bundles the few icons its pages use: left external, the server loaded
  // lucide-react's whole CommonJS build, every icon it has (+43 MB of resident memory at start,
  // issue 27 §5).
  ssr: { noExternal: ["lucide-react"] },
  server: { port: 5173 },
}));
