/**
 * One value per key, made when first asked for and kept for good: for Intl's formatters, which
 * cost about 100 times more to make than to use (a Hindi date formatter: ~340 µs to make,
 * ~3 µs to format) and hold ICU memory outside V8's heap until the garbage collector finalizes
 * them. Made per call, the contact summary's hour words, the digest's hour and dates, and the
 * numbers in the pages made several per request (issue 27 §5). Only for keys from a small,
 * fixed set (a language, a locale): nothing is ever forgotten.
 */
export function madeOnce<K, T>(make: (key: K) => T): (key: K) => T {
  const made = new Map<K, T>();
  return (key) => {
    let one = made.get(key);
    if (one === undefined) made.set(key, (one = make(key)));
    return one;
  };
}
