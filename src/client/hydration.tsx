import { Suspense, useEffect, useState, type ReactNode } from "react";

/**
 * Hydration in several short tasks instead of one long one (Total Blocking Time on a slow
 * phone). A part of the page wrapped in <HydrateLater slot={n}> keeps its prerendered DOM while
 * the rest of the page hydrates, and is hydrated `n` tasks later: its component suspends during
 * the first render in the browser, and Preact resumes hydrating a suspended subtree on the DOM
 * it left in place. Prerendering (React) and every later render are unaffected.
 *
 * The wrapped element must be one DOM element (Preact keeps one node for a suspended vnode).
 */

/** Resolves `n` macrotasks (MessageChannel messages: timers stop under a paused test clock) after the first call. */
const tasks: Promise<void>[] = [];
function afterTasks(n: number): Promise<void> {
  while (tasks.length <= n) {
    const previous = tasks[tasks.length - 1] ?? Promise.resolve();
    tasks.push(previous.then(nextTask));
  }
  return tasks[n]!;
}

export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

const waiting = new Map<number, Promise<void>>();
const hydratedSlots = new Set<number>();
let initialHydrationOver = false;

function Deferred({ slot, children }: { slot: number; children: ReactNode }) {
  if (import.meta.env.SSR || initialHydrationOver || hydratedSlots.has(slot)) return children;
  let wait = waiting.get(slot);
  if (!wait) {
    wait = afterTasks(slot).then(() => {
      hydratedSlots.add(slot);
    });
    waiting.set(slot, wait);
  }
  throw wait;
}

export function HydrateLater({ slot, children }: { slot: number; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred slot={slot}>{children}</Deferred>
    </Suspense>
  );
}

/**
 * Resolves once every deferred part has been hydrated (called from an effect of the first
 * render, when all of them have been met); from then on nothing is deferred.
 */
export async function deferredHydration(): Promise<void> {
  await Promise.all(waiting.values());
  // Preact re-renders a resumed subtree in a microtask after its promise settles.
  await nextTask();
  initialHydrationOver = true;
}

/**
 * False until the page, deferred parts included, has hydrated; true from then on (and at once
 * on a page reached by client-side navigation). For what must render as prerendered first.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(initialHydrationOver);
  useEffect(() => {
    if (!hydrated) void deferredHydration().then(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
