import path from "node:path";
import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Where the browser tests' time goes (CI must stay under 20 minutes): at the end of a run, the
 * worker time of the spec files that took the most, per project. Playwright's own
 * reportSlowTests says nothing when a file's tests are spread over workers (fullyParallel).
 */
export default class TimePerFile implements Reporter {
  private readonly seconds = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? "";
    const key = `${project} ${path.basename(test.location.file)}`;
    this.seconds.set(key, (this.seconds.get(key) ?? 0) + result.duration / 1000);
  }

  onEnd(): void {
    const rows = [...this.seconds].sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, s]) => sum + s, 0);
    console.log(`\nWorker time per spec file (${total.toFixed(0)} s in all), the largest first:`);
    for (const [key, s] of rows.slice(0, 12))
      console.log(`  ${s.toFixed(0).padStart(5)} s  ${key}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
