import { options } from "preact";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "./hydration";

/**
 * The browser build runs on Preact (see vite.config.ts) while prerendering uses React, and two
 * differences need handling before hydration:
 * - React hoists preloads (module scripts, the hero image) into <head>; the app renders them
 *   elsewhere or not at all. Preact hydrates by matching elements in order, so those extra links
 *   would shift the match and cost the stylesheet. They have done their work by now: remove them.
 * - Preact runs effects on the next animation frame; React runs them in a task after the
 *   commit. Frames stop in background tabs and under a paused test clock, so effects are run
 *   the way React does, in a MessageChannel task.
 * - HydratedRouter suspends on its first render while it decodes the prerendered router state.
 *   React lets the root suspend; Preact would render the page a second time. So the decoding is
 *   started and awaited first: HydratedRouter throws the decoding promise before it touches any
 *   hook, and renders straight through once it has settled.
 */
function removeHoistedPreloads(): void {
  for (const link of document.head.querySelectorAll(
    'link[rel="modulepreload"], link[rel="preload"]',
  ))
    link.remove();
}

/**
 * Decodes the router state, then (in a task of its own) creates the router: HydratedRouter
 * creates it before its first hook, so a second call outside rendering creates it and then
 * fails at the hook. Hydration then starts with the router ready, one long task fewer.
 */
async function routerPrepared(): Promise<void> {
  const render = HydratedRouter as (props: object) => unknown;
  try {
    render({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
  await nextTask();
  try {
    render({});
  } catch {
    // The hook outside rendering: expected, the router exists now.
  }
}

function runEffectsInATask(): void {
  options.requestAnimationFrame = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  };
}

runEffectsInATask();
removeHoistedPreloads();
void routerPrepared()
  .then(nextTask)
  .then(() => hydrateRoot(document, <HydratedRouter />));
