import { describe, expect, it } from "vitest";
import { recentMemo } from "./recent-memo";

describe("recentMemo", () => {
  it("computes a key once while it stays among the most recent", () => {
    const asked: string[] = [];
    const length = recentMemo((key) => {
      asked.push(key);
      return key.length;
    }, 2);
    expect([length("/a"), length("/bb"), length("/a"), length("/bb")]).toEqual([2, 3, 2, 3]);
    expect(asked).toEqual(["/a", "/bb"]);
  });

  it("forgets the least recently used key beyond its size, and only that one", () => {
    const asked: string[] = [];
    const echo = recentMemo((key) => {
      asked.push(key);
      return { key };
    }, 2);
    const first = echo("/a");
    echo("/b");
    expect(echo("/a")).toBe(first); // /a used again: /b is now the least recent
    echo("/c"); // forgets /b
    expect(echo("/a")).toBe(first);
    echo("/b");
    expect(asked).toEqual(["/a", "/b", "/c", "/b"]);
  });

  it("holds no more than its size however many keys it is asked for", () => {
    const made: object[] = [];
    const refs = new Set<object>();
    const memo = recentMemo((key) => {
      const value = { key };
      made.push(value);
      return value;
    }, 100);
    for (let i = 0; i < 10_000; i++) memo(`/path-${i}`);
    // The last 100 are remembered (same object back), the 101st from the end is not.
    for (let i = 9_900; i < 10_000; i++) refs.add(memo(`/path-${i}`));
    expect(refs.size).toBe(100);
    expect(made).toHaveLength(10_000);
    memo("/path-9899");
    expect(made).toHaveLength(10_001);
  });

  it("refuses a size that remembers nothing", () => {
    expect(() => recentMemo((k) => k, 0)).toThrow(/at least 1/);
  });
});
