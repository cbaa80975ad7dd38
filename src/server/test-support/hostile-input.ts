/**
 * fast-check arbitraries for what an attacker or a broken client sends: odd Unicode (lone
 * surrogates, NUL, right-to-left marks, emoji, Devanagari), injection strings, wrong types,
 * oversized values, invalid JSON and wrong content types; and a harness that sends them to the
 * in-process app, bounds each answer's time and tallies the statuses.
 */
import fc from "fast-check";
import type { Hono } from "hono";
import { expect } from "vitest";
import type { Engine } from "../db/schema";

const NASTY_PIECES = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  "1); SELECT pg_sleep(10); --",
  "\\",
  "%00",
  "%s%n",
  "${7*7}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "__proto__",
  "\u0000",
  "\u202e",
  "\u200f",
  "\ufeff",
  "\r\n",
  "\ud800",
  "\udfff",
  "👩‍👩‍👧‍👦",
  "🪡",
  "ज़री",
  "مرحبا",
];

/** Text a database cannot keep as sent: NUL and lone surrogates. */
export const isUnstorable = (s: string): boolean =>
  s.includes("\u0000") || Buffer.from(s).toString() !== s;

/** One "character" of hostile text: any code point, a lone surrogate or an attack string. */
const hostileUnit = fc.oneof(
  fc.constantFrom(...NASTY_PIECES),
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }),
);

export const hostileString = (maxLength = 40) => fc.string({ unit: hostileUnit, maxLength });

/** Hostile but storable text (no NUL, no lone surrogate): what a form may really carry. */
export const hostileText = (minLength = 0, maxLength = 40) =>
  fc.string({ unit: hostileUnit.filter((u) => !isUnstorable(u)), minLength, maxLength });

/** Longer than any field allows (the longest, a message, allows 2,000 characters). */
export const oversizedString = fc
  .tuple(fc.constantFrom("a", "ज", "🙂", " ", "\u0000"), fc.integer({ min: 2_001, max: 40_000 }))
  .map(([c, n]) => c.repeat(n));

/** Any JSON value, its strings hostile. */
export const hostileJson = fc.jsonValue({ maxDepth: 3, stringUnit: hostileUnit });

/** A value for a field: a fitting string, a hostile one, an oversized one or another type. */
export const fieldValue = (fitting: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: fitting },
    { weight: 2, arbitrary: hostileText() },
    { weight: 2, arbitrary: hostileString() },
    { weight: 1, arbitrary: oversizedString },
    { weight: 2, arbitrary: hostileJson },
  );

/** An object with some of `fields` (each a field arbitrary) and maybe unknown keys. */
export const objectBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc
    .tuple(
      fc.oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] })),
      fc.dictionary(hostileString(12), hostileJson, { maxKeys: 3 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));

export interface HostileRequest {
  contentType: string | undefined;
  /** The raw body text. */
  body: string;
  /** The value, when `body` is JSON. */
  value?: unknown;
}

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  undefined,
];

/** Mostly JSON objects; some other JSON, broken JSON, non-JSON text, huge bodies, wrong types. */
export const hostileRequest = (
  object: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<HostileRequest> =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(object, fc.constantFrom("application/json", "application/json; charset=utf-8"))
        .map(([value, contentType]) => ({ contentType, value, body: JSON.stringify(value) })),
    },
    {
      weight: 2,
      arbitrary: hostileJson.map((value) => ({
        contentType: "application/json",
        value,
        body: JSON.stringify(value),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          object.map((o) => JSON.stringify(o)),
          fc.nat(),
          hostileString(5),
        )
        .map(([text, cut, tail]) => ({
          contentType: "application/json",
          body: text.slice(0, cut % Math.max(1, text.length)) + tail,
        })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(object, fc.constantFrom(...CONTENT_TYPES))
        .map(([value, contentType]) => ({ contentType, body: JSON.stringify(value) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 20_000, max: 2_000_000 })
        .map((n) => ({ contentType: "application/json", body: `{"message":"${"x".repeat(n)}"}` })),
    },
  );

/** Half the time the object as a well-formed JSON request, else any hostile request. */
export const mostlyJsonRequest = (
  object: fc.Arbitrary<Record<string, unknown>>,
): fc.Arbitrary<HostileRequest> =>
  fc.oneof(
    object.map((value) => ({
      contentType: "application/json",
      value,
      body: JSON.stringify(value),
    })),
    hostileRequest(object),
  );

/**
 * A URL path segment: hostile text as UTF-8 percent-escapes, or raw (often invalid) bytes. Not
 * "." or ".." (%2e): URLs resolve those away, so the request would go to another route.
 */
export const hostilePathSegment = fc
  .oneof(
    hostileString(30).map((s) => percentEncode(Buffer.from(s))),
    fc.uint8Array({ minLength: 1, maxLength: 12 }).map((b) => percentEncode(Buffer.from(b))),
    oversizedString.map((s) => percentEncode(Buffer.from(s.slice(0, 3_000)))),
  )
  .filter((segment) => !/^(%2e){0,2}$/i.test(segment));

const percentEncode = (bytes: Buffer) =>
  [...bytes].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");

/**
 * Every answer must come within this time, even for a 2 MB body on a busy machine: a hang guard
 * (a pathological pattern or a body read without end takes minutes), not a speed gate. With
 * 3 s, a login (its password hashed) took 3.6 s in a fresh-clone CI whose unit step ran 29
 * minutes on the 99% busy 2-core machine (2026-11-29); 15 s.
 */
export const ANSWER_BOUND_MS = 15_000;

/** Sends requests to the in-process app, checking each answer is bounded, JSON and not a 5xx. */
export function hostileClient(app: Hono) {
  const statuses: Record<number, number> = {};
  let nextIp = 1;
  return {
    statuses,
    /** A fresh client address, so per-client limits do not hide the validation path. */
    freshIp: () => `172.16.${Math.floor(nextIp / 250) % 250}.${(nextIp++ % 250) + 1}`,
    async send(url: string, init: RequestInit): Promise<{ status: number; json: unknown }> {
      const started = performance.now();
      const res = await app.request(url, init);
      const text = await res.text();
      expect(performance.now() - started, `${init.method ?? "GET"} ${url}`).toBeLessThan(
        ANSWER_BOUND_MS,
      );
      expect(res.status, text).toBeLessThan(500);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      return { status: res.status, json: JSON.parse(text) as unknown };
    },
  };
}

export const requestInit = (
  method: string,
  req: HostileRequest,
  headers: Record<string, string>,
): RequestInit => ({
  method,
  headers: { ...headers, ...(req.contentType ? { "content-type": req.contentType } : {}) },
  body: req.body,
});

/** What the server must answer, before the schema: 413, then 400 for anything not a JSON object. */
export function transportAnswer(
  req: HostileRequest,
  maxBytes: number,
): number | Record<string, unknown> {
  if (Buffer.byteLength(req.body) > maxBytes) return 413;
  if (!/^application\/json\b/i.test(req.contentType ?? "")) return 400;
  let value: unknown;
  try {
    value = JSON.parse(req.body);
  } catch {
    return 400;
  }
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : 400;
}

/** The path ("items.0.name") of the first text in `value` that no database keeps as sent. */
export function unstorablePath(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return isUnstorable(value) ? path : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = unstorablePath(child, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export type BodyVerdict<T> = { status: number; field?: string } | { data: T };

/**
 * What a route reading its body with a shared schema must answer before anything else: 413
 * over `maxBytes`, 400 for what is not a JSON object, 400 naming the first field the schema
 * refuses or whose text cannot be stored; otherwise the data the route goes on with.
 */
export function bodyVerdict<T>(
  req: HostileRequest,
  maxBytes: number,
  schema: {
    safeParse(
      value: unknown,
    ):
      { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
  },
): BodyVerdict<T> {
  const value = transportAnswer(req, maxBytes);
  if (typeof value === "number") return { status: value };
  const parsed = schema.safeParse(value);
  if (!parsed.success) return { status: 400, field: parsed.error.issues[0]!.path.join(".") };
  const field = unstorablePath(parsed.data);
  return field === undefined ? { data: parsed.data } : { status: 400, field };
}

/** zod's own English ("Invalid input: expected string…"), which names no field for people. */
const GENERIC_MESSAGE = /^(Invalid (input|option|element|key)|Too (big|small):|Unrecognized key)/;

/** The answer matches the verdict; a refused field is named, in words written for people. */
export function expectVerdict(
  verdict: { status: number; field?: string },
  answer: { status: number; json: unknown },
): void {
  expect(answer.status).toBe(verdict.status);
  if (verdict.field === undefined) return;
  const json = answer.json as { error?: unknown; field?: unknown };
  expect(json.field).toBe(verdict.field);
  expect(json.error).toEqual(expect.any(String));
  expect(json.error).not.toMatch(GENERIC_MESSAGE);
}

/**
 * How many cases a property runs on an engine. What the properties check (the schema's verdict,
 * the answer, nothing stored on a refusal) is the same code on both engines; PostgreSQL's share
 * proves its storage keeps what SQLite's does, at a quarter of the cases, since each of its
 * requests costs several times SQLite's (fast-check draws new cases on every run, so CI's runs
 * add up).
 */
export const runs = (engine: Engine, numRuns: number): number =>
  engine === "sqlite" ? numRuns : Math.ceil(numRuns / 4);

/**
 * The cases reached a path often enough (at least `more than` times): a check of the
 * generators' spread, which is the same on both engines, so made where every case runs.
 */
export function expectMany(engine: Engine, count: number | undefined, moreThan: number): void {
  if (engine === "sqlite") expect(count ?? 0).toBeGreaterThan(moreThan);
}
