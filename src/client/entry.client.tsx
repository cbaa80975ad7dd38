import { options } from "preact";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

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

async function routerStateDecoded(): Promise<void> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

function runEffectsInATask(): void {
  options.requestAnimationFrame = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  };
}

/**
 * A new task (a MessageChannel message: timers stop under a paused test clock): the page's
 * modules are evaluated in one task and hydration runs in the next, two shorter tasks instead of
 * one long one on a slow phone.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

runEffectsInATask();
removeHoistedPreloads();
void routerStateDecoded()
  .then(nextTask)
  .then(() => hydrateRoot(document, <HydratedRouter />));
