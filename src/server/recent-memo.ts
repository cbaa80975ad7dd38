/**
 * `compute`, remembered for the `size` keys most recently asked for. For answers worked out
 * per request from what the request names (a path), which the server asks again and again for
 * the same few keys, and which must not pile up in memory when every request names a new one.
 */
export function recentMemo<V>(compute: (key: string) => V, size: number): (key: string) => V {
  if (!Number.isInteger(size) || size < 1) throw new Error(`recentMemo size ${size}: at least 1`);
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const known = new Map<string, V>();
  return (key) => {
    if (known.has(key)) {
      const value = known.get(key) as V;
      known.delete(key);
      known.set(key, value);
      return value;
    }
    const value = compute(key);
    known.set(key, value);
    if (known.size > size) known.delete(known.keys().next().value as string);
    return value;
  };
}
