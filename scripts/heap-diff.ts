// Compares two V8 heap snapshots (.heapsnapshot, as `SOAK_HEAP_DIR` makes them) by what their
// live objects are: count and bytes per constructor (node type and name), the largest growths
// first. Snapshots hold only what a full garbage collection kept, so what grows between the
// one after the warm-up and the one at the end is what the server holds on to.
//   npx tsx scripts/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows, default 30]
import fs from "node:fs";

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Group {
  count: number;
  bytes: number;
}

/** Live objects grouped by "type name" (strings and code by their type alone). */
function groups(file: string): Map<string, Group> {
  const heap = JSON.parse(fs.readFileSync(file, "utf8")) as Snapshot;
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const [type, name, size] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const byGroup = new Map<string, Group>();
  for (let i = 0; i < heap.nodes.length; i += fields.length) {
    const kind = types[heap.nodes[i + type]!]!;
    // A string's or code's name is its text: grouping by it would split them a million ways.
    const named = kind === "object" || kind === "closure" || kind === "native";
    const key = named ? `${kind} ${heap.strings[heap.nodes[i + name]!]!.slice(0, 60)}` : kind;
    const group = byGroup.get(key) ?? { count: 0, bytes: 0 };
    group.count += 1;
    group.bytes += heap.nodes[i + size]!;
    byGroup.set(key, group);
  }
  return byGroup;
}

const [beforeFile, afterFile, rowsArg] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error(
    "usage: npx tsx scripts/heap-diff.ts before.heapsnapshot after.heapsnapshot [rows]",
  );
  process.exit(2);
}
const before = groups(beforeFile);
const after = groups(afterFile);
const total = (g: Map<string, Group>) => [...g.values()].reduce((sum, x) => sum + x.bytes, 0);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
console.log(`live heap ${mb(total(before))} → ${mb(total(after))}`);

const rows = [...new Set([...before.keys(), ...after.keys()])].map((key) => {
  const b = before.get(key) ?? { count: 0, bytes: 0 };
  const a = after.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: a.count - b.count, bytes: a.bytes - b.bytes, now: a };
});
rows.sort((x, y) => y.bytes - x.bytes);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(10);
console.log(`${"growth".padStart(10)} ${"objects".padStart(9)}  ${"now".padStart(10)}  group`);
for (const row of rows.slice(0, Number(rowsArg ?? 30))) {
  const count = `${row.count >= 0 ? "+" : ""}${row.count}`.padStart(9);
  console.log(`${kb(row.bytes)} ${count}  ${kb(row.now.bytes)}  ${row.key}`);
}
