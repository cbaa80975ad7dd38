import v8 from "node:v8";

/**
 * V8's allocation-site pretenuring turned off for the server (issue 27 §5), before any of its
 * modules runs (start.ts, the built entry, loads the server only after this).
 *
 * When the objects made at one place in the code all survived a young-generation collection,
 * V8 makes that place's objects directly in the old generation from then on. At start
 * (migrations, the seed, the catalogue) and under load (requests in flight when the collector
 * runs) it so decided for places every request goes through; from then on each request's
 * objects, and the young ones they point to, went to the old generation, which V8 collects only
 * when it reaches 2 to 4 times what is alive. In `npm run soak` the heap alive after a full
 * collection stayed at 25–40 MB (heap snapshots after the warm-up and at the end), yet the old
 * generation filled with dead requests at about 5 MB a second, to 95–150 MB between full
 * collections, and the server's resident memory rose from 150 MB to 250–350 MB. Without
 * pretenuring a request's objects die young, where collecting them costs nothing: the old
 * generation stays under 60 MB and the soak's resident memory under 200 MB. The flag cannot be
 * given in NODE_OPTIONS, and the server is started as `node build/node/server.js` in many places
 * (npm start, the tests, the benchmarks, a host's service), so it is set here.
 */
v8.setFlagsFromString("--no-allocation-site-pretenuring");

/**
 * The old generation may grow to 1.5 times what was alive after a full collection before the
 * next one, not V8's 2 to 4 times. An export's batches still reach the old generation (a batch
 * read, formatted and written survives a young collection or two while the socket drains): on
 * five years of orders (/tmp/5yb), six orders CSVs one after the other took the server from
 * 188 MB to 337 MB with the default, the heap alive after each full collection staying at
 * 50–65 MB; with this, to 226 MB (2026-11-29). A full collection of that heap is mostly
 * incremental and concurrent marking, tens of milliseconds.
 */
export const HEAP_GROWING_PERCENT = 50;
v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
