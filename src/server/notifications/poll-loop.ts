/** Runs `run` every `pollMs`, or at once when woken; never two runs at the same time. */
export interface PollLoop {
  start(): void;
  /** Runs soon (after the run in progress, if any). */
  wake(): void;
  /** Stops and waits for the run in progress. */
  stop(): Promise<void>;
}

export function createPollLoop(
  run: () => Promise<unknown>,
  pollMs: number,
  onError: (error: unknown) => void,
): PollLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = true;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(tick, delayMs);
  };
  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = run()
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
        const soon = again;
        again = false;
        schedule(soon ? 0 : pollMs);
      });
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
