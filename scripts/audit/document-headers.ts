/**
 * What every page's own response must say about scripts (issue 21's hardening): a
 * Content-Security-Policy allowing the site's scripts and the hashes of its inline ones, never
 * 'unsafe-inline', and no content-type sniffing. The audit checks each public page's response;
 * e2e/security-headers.spec.ts the back office's and the 404's.
 */
export function documentHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const csp = headers["content-security-policy"] ?? "";
  if (!/script-src 'self' 'sha256-/.test(csp))
    problems.push(`Content-Security-Policy without script hashes: "${csp.slice(0, 80)}"`);
  if (csp.includes("unsafe-inline"))
    problems.push("Content-Security-Policy allows 'unsafe-inline'");
  if (headers["x-content-type-options"] !== "nosniff")
    problems.push("X-Content-Type-Options is not nosniff");
  return problems;
}
