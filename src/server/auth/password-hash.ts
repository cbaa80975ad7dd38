import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** scrypt cost: about 85 ms a hash on a small host, which makes guessing offline expensive. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const SCHEME = "scrypt";

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, params: Omit<ParsedHash, "salt" | "key">) {
  const options: ScryptOptions = {
    ...params,
    // Node's default limit (32 MiB) is just below what N=2^15, r=8 needs (128·N·r bytes).
    maxmem: 256 * params.N * params.r * params.p,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** A salted slow hash in a self-describing format: scrypt$N$r$p$salt$hash (base64url). */
export const hashPassword = (password: string): Promise<string> =>
  hashPasswordAtCost(password, SCRYPT_PARAMS);

/**
 * The same at another cost. Only tests use another: a test of what happens around logins
 * (limits, devices) stores cheap hashes so it does not spend its time in scrypt, while
 * password-hash.test.ts and account-sync.test.ts prove every stored hash has today's cost.
 */
export async function hashPasswordAtCost(
  password: string,
  params: { N: number; r: number; p: number },
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  const { N, r, p } = params;
  return [SCHEME, N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  const sane = [N, r, p].every((n) => Number.isSafeInteger(n) && n > 0);
  // Cap the parameters so a corrupted row cannot make one login eat the server's memory.
  if (!sane || N > 2 ** 20 || r > 32 || p > 16 || salt.length === 0 || key.length === 0)
    return undefined;
  return { N, r, p, salt, key };
}

/** True when `password` matches `stored`; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when `stored` was made with other parameters than today's (re-hash it on next start). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.N !== SCRYPT_PARAMS.N ||
    parsed.r !== SCRYPT_PARAMS.r ||
    parsed.p !== SCRYPT_PARAMS.p ||
    parsed.salt.length !== SALT_BYTES ||
    parsed.key.length !== KEY_BYTES
  );
}

/**
 * A hash of a random, forgotten password with today's parameters. Logins for unknown usernames
 * verify against it, so they take as long as a wrong password for a real owner.
 */
export const DUMMY_HASH =
  "scrypt$32768$8$1$BPoVbHNl9JgWc1N00mk0Hg$" +
  "jErJyzoFGZOt6cOmW0Hka36scBVFiw5TvPSjnEale6Ep6znNaFd7gARXPGqcat6x5u4udopx1MGsstbSkLRhVg";
