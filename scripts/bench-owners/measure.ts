/**
 * Timing one request at a time as an owner's browser sends it: the time to the whole answer,
 * to its first byte, its size on the wire and decoded (read as a stream, so a large export is
 * counted, not kept).
 */
import http from "node:http";
import zlib from "node:zlib";

export interface Probe {
  path: string;
  headers: Record<string, string>;
  /** The status a good answer has (default 200). */
  expect?: number;
}

export interface Sample {
  ms: number;
  firstByteMs: number;
  status: number;
  bytes: number;
  decodedBytes: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request. A kept-alive connection the server closed just as it was reused fails at once
 * ("socket hang up"): sent again once on a new one. A request that fails again counts as a
 * failed answer (status 0), never stops the run.
 */
export async function send(base: string, probe: Probe): Promise<Sample> {
  const failed = { ms: 0, firstByteMs: 0, status: 0, bytes: 0, decodedBytes: 0 };
  try {
    return await sendOnce(base, probe);
  } catch {
    return sendOnce(base, probe).catch(() => failed);
  }
}

function sendOnce(base: string, probe: Probe): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      new URL(probe.path, base),
      { agent, headers: probe.headers },
      (res) => {
        let firstByteMs = -1;
        let bytes = 0;
        let decodedBytes = 0;
        const encoding = res.headers["content-encoding"];
        const decoder =
          encoding === "br"
            ? zlib.createBrotliDecompress()
            : encoding === "gzip"
              ? zlib.createGunzip()
              : undefined;
        res.on("data", (chunk: Buffer) => {
          if (firstByteMs < 0) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          if (!decoder) decodedBytes += chunk.length;
        });
        const done = () =>
          resolve({
            ms: performance.now() - started,
            firstByteMs: Math.max(0, firstByteMs),
            status: res.statusCode ?? 0,
            bytes,
            decodedBytes,
          });
        if (decoder) {
          decoder.on("data", (chunk: Buffer) => (decodedBytes += chunk.length));
          decoder.on("end", done);
          decoder.on("error", reject);
          res.pipe(decoder);
        } else res.on("end", done);
        res.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

export interface Figures {
  n: number;
  p50: number;
  p99: number;
  max: number;
  firstByteP50: number;
  /** Decoded, per answer (the median answer). */
  decodedKb: number;
  sentKb: number;
  /** Answers without the expected status. */
  failed: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export function figures(samples: Sample[], expect = 200): Figures {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const median = (values: number[]) =>
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    );
  return {
    n: samples.length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: ms.at(-1) ?? NaN,
    firstByteP50: median(samples.map((s) => s.firstByteMs)),
    decodedKb: median(samples.map((s) => s.decodedBytes)) / 1024,
    sentKb: median(samples.map((s) => s.bytes)) / 1024,
    failed: samples.filter((s) => s.status !== expect).length,
  };
}

/**
 * The probe again and again, one at a time after one unmeasured try, for `seconds` and at
 * least `min` times (a slow answer is still measured several times), at most `max` times.
 */
export async function repeat(
  base: string,
  probe: () => Probe,
  { seconds, min, max }: { seconds: number; min: number; max: number },
): Promise<Sample[]> {
  await send(base, probe());
  const samples: Sample[] = [];
  const until = performance.now() + seconds * 1000;
  while (samples.length < max && (samples.length < min || performance.now() < until))
    samples.push(await send(base, probe()));
  return samples;
}

/** Sends the probes one after the other, round and round, until stopped; answers the count. */
export function keepSending(base: string, probes: () => Probe): { stop: () => Promise<number> } {
  let stopped = false;
  let count = 0;
  const running = (async () => {
    while (!stopped) {
      await send(base, probes());
      count++;
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await running;
      return count;
    },
  };
}
