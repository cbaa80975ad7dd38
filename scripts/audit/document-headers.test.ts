import { expect, it } from "vitest";
import { documentHeaderProblems } from "./document-headers";

const GOOD = {
  "content-security-policy":
    "default-src 'self'; script-src 'self' 'sha256-abc='; object-src 'none'",
  "x-content-type-options": "nosniff",
};

it("passes a page's policy with script hashes and nosniff", () => {
  expect(documentHeaderProblems(GOOD)).toEqual([]);
});

it("names each thing a page's headers lack", () => {
  expect(documentHeaderProblems({})).toEqual([
    'Content-Security-Policy without script hashes: ""',
    "X-Content-Type-Options is not nosniff",
  ]);
  expect(
    documentHeaderProblems({
      ...GOOD,
      "content-security-policy": "script-src 'self' 'sha256-abc=' 'unsafe-inline'",
    }),
  ).toEqual(["Content-Security-Policy allows 'unsafe-inline'"]);
});
