import pino, { type DestinationStream, type Logger } from "pino";

export type { Logger };

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * How long an info line may wait in memory before it is written. Lines are written together,
 * once 4 KB have gathered or this time has passed, by the server's own thread (a write to a
 * pipe or file takes microseconds); a warning or an error is written at once with whatever
 * waits before it, and whatever waits is written when the process exits. One line a write, each
 * handed to libuv's thread pool (pino's default), cost a page served from memory a fifth of
 * its time (docs/benchmarks.md, "What limits throughput"). Only a killed process (SIGKILL)
 * loses at most this much of its last lines.
 */
export const LOG_BATCH_MS = 100;
const LOG_BATCH_BYTES = 4096;
const WARN = 40;

/**
 * The server's log: one JSON object a line (time, level, msg and the fields given), on stdout
 * unless another destination is given (tests read their own). Nothing personal goes in: no
 * bodies, headers, query strings, client addresses or tokens (request-log.ts), and errors
 * through safeError.
 */
export function createLogger(
  options: { level?: LogLevel; destination?: DestinationStream } = {},
): Logger {
  const batched = options.destination ? undefined : batchedStdout();
  return pino(
    {
      level: options.level ?? "info",
      timestamp: isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: safeError },
      ...(batched && {
        hooks: {
          logMethod(args, method, level) {
            method.apply(this, args);
            if (level >= WARN) batched.flushNow();
            else batched.wrote();
          },
        },
      }),
    },
    options.destination ?? batched!.stream,
  );
}

/**
 * pino's `"time":"2026-11-27T19:41:13.042Z"`, its date and time made once a second: Date's
 * toISOString for every line was 4 % of a page's time per request.
 */
let second = Number.NaN;
let secondIso = "";
export function isoTime(): string {
  const now = Date.now();
  const ms = now % 1000;
  if (now - ms !== second) {
    second = now - ms;
    secondIso = new Date(second).toISOString().slice(0, 20);
  }
  return `,"time":"${secondIso}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z"`;
}

/** Stdout, written in batches (LOG_BATCH_MS). */
function batchedStdout() {
  const stream = pino.destination({ dest: 1, sync: true, minLength: LOG_BATCH_BYTES });
  let waiting = false;
  let closed = false;
  stream.once("close", () => (closed = true));
  const flushNow = () => {
    waiting = false;
    if (!closed) stream.flush(); // written now (sync), not fsync-ed as flushSync would
  };
  setInterval(() => waiting && flushNow(), LOG_BATCH_MS).unref();
  process.once("exit", flushNow);
  return { stream, flushNow, wrote: () => (waiting = true) };
}

/** What a log line may say about an error: its kind, code, message and where it was thrown. */
export interface LoggedError {
  type: string;
  code?: string;
  message?: string;
  stack?: string;
  cause?: LoggedError;
}

/** Enough frames to find where it failed; async stacks repeat themselves after that. */
const STACK_FRAMES = 8;

/**
 * An error as the log may keep it. A PostgreSQL error's `detail` quotes the row's values
 * (`Key (phone_key)=(98290…) already exists`) and is left out; a data exception (SQLSTATE
 * class 22) quotes the bad value in its message, so quoted text is blanked there. Stack
 * frames only: the stack's first line repeats the message.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const sqlState = typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
  const message = sqlState?.startsWith("22")
    ? error.message.replace(/"[^"]*"/g, '"…"')
    : error.message;
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES);
  return {
    type: error.name,
    ...(typeof code === "string" ? { code } : {}),
    message,
    ...(frames.length > 0 ? { stack: frames.join("\n") } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: safeError(error.cause, depth + 1) } : {}),
  };
}

/** For an app built without a logger: failures only, on stderr. */
export const fallbackLogger: Logger = createLogger({
  level: "error",
  destination: pino.destination({ dest: 2, sync: true }),
});

/** Says nothing: for tests that cause failures on purpose. */
export const silentLogger: Logger = createLogger({ level: "silent" });
