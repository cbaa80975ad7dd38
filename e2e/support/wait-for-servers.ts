// The last of playwright.config.ts's web servers: Playwright starts its web servers one after
// another, each waiting for the last to answer (ten servers took about a minute and a half of
// CI's e2e step that way). The test servers are declared without a URL, so they all start at
// once; this waits until every one of them answers, prints the line the config waits for, and
// stays up until Playwright ends it with the others.
//   npx tsx e2e/support/wait-for-servers.ts http://127.0.0.1:3999/ http://127.0.0.1:4000/ …
import { ALL_SERVERS_READY } from "./servers-ready";

const urls = process.argv.slice(2);
const answers = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
};

const started = Date.now();
let lastReport = started;
let waiting = urls;
while (waiting.length > 0) {
  const up = await Promise.all(waiting.map(answers));
  waiting = waiting.filter((_, i) => !up[i]);
  if (waiting.length === 0) break;
  // A server that failed to start says why on its own stderr; this says which is still missing.
  if (Date.now() - lastReport > 30_000) {
    console.error(`still waiting for ${waiting.join(" ")}`);
    lastReport = Date.now();
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(
  `${ALL_SERVERS_READY}: ${urls.length} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
setInterval(() => {}, 1 << 30);
