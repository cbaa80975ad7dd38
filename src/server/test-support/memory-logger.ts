import { Writable } from "node:stream";
import { createLogger } from "../log/logger";

/** A logger whose JSON lines a test reads back, parsed (`lines`) and as written (`raw`). */
export function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  let raw = "";
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ destination }), lines, raw: () => raw };
}
