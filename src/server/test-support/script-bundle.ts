/**
 * TypeScript entry points (the host's commands, a test's helper process) bundled once with
 * esbuild, as scripts/build-server.mjs bundles the server, so a test can spawn plain `node` on
 * them as often as it needs: `node --import tsx` compiles the whole module graph again at every
 * start (about 2.6 CPU-seconds each), a bundle starts in a fraction of that. The same sources
 * and the same command line (arguments, environment, standard input, exit code, output).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";

const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

export interface ScriptBundle {
  /** The bundled file of an entry (by its name in `bundleScripts`' argument). */
  file(name: string): string;
  /** Deletes the bundle's folder. */
  remove(): void;
}

/**
 * Bundles `entries` (name → path from the repository's root) into a fresh folder in the temp
 * directory. npm packages stay imports, found through a link to the repository's node_modules
 * (as the server's build finds them), so native ones (better-sqlite3) load as usual.
 */
export async function bundleScripts(entries: Record<string, string>): Promise<ScriptBundle> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "boutique-scripts-"));
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => [name, path.join(REPO_ROOT, entry)]),
    ),
    outdir: dir,
    outExtension: { ".js": ".mjs" },
    chunkNames: "chunks/[name]-[hash]",
    splitting: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return {
    file: (name) => {
      if (!(name in entries)) throw new Error(`bundleScripts: no entry called ${name}`);
      return path.join(dir, `${name}.mjs`);
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
