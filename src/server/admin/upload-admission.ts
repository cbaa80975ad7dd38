import type { Context, MiddlewareHandler } from "hono";
import { PHOTO_ERRORS } from "../../shared/catalogue-admin";

/**
 * Photo uploads processed at once by one server (issue 21 §3). One: a photo's decoding and
 * AVIF/WebP encoding takes 100-250 MB while it runs, and with two at once a storm of 24 uploads
 * of 13 MB peaked at 385-454 MB (docs/benchmarks.md), over the 400 MB the server must stay
 * under; with one and one waiting, 340 MB.
 */
export const UPLOADS_AT_ONCE = 1;
/** An upload that waits its turn (the other owner's), its body unread. */
export const UPLOADS_WAITING = 1;
const WAIT_MS = 20_000;
export const UPLOAD_BUSY = { error: PHOTO_ERRORS.busy } as const;
const RETRY_AFTER_SECONDS = 5;

const busy = (c: Context) => {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  return c.json(UPLOAD_BUSY, 503);
};

/**
 * Admits `limit` requests at a time; `waiting` more wait their turn (at most WAIT_MS), and the
 * rest are answered 503 with Retry-After at once. A waiting or refused request's body is never
 * read (the socket's own buffer holds what has arrived), so a storm of uploads costs the memory
 * of the one being processed: 16 uploads of 13 MB at once used to grow the server from 261 to
 * 1,195 MB. The owners' browser shows the message and the photo can be sent again.
 */
export function admitAtOnce(
  limit: number = UPLOADS_AT_ONCE,
  waiting: number = UPLOADS_WAITING,
): MiddlewareHandler {
  let running = 0;
  const queue: (() => void)[] = [];
  const turn = (): Promise<boolean> =>
    new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(admit), 1);
        resolve(false);
      }, WAIT_MS);
      queue.push(admit);
    });
  return async (c, next) => {
    if (running < limit) running += 1;
    else if (queue.length >= waiting || !(await turn())) return busy(c);
    try {
      await next();
    } finally {
      // The place passes to the next in line, or is given back.
      const nextInLine = queue.shift();
      if (nextInLine) nextInLine();
      else running -= 1;
    }
  };
}
