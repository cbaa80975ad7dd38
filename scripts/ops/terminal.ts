// Reading from the host's terminal: a hidden answer for passwords, or lines from a pipe.
import readline from "node:readline";

/** Asks `question` without echoing what is typed (a pipe's next line when not a terminal). */
export async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) return nextLine(question);
  process.stdout.write(question);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let typed = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\u0003") process.exit(130);
        if (ch === "\r" || ch === "\n") {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off("data", onData);
          process.stdout.write("\n");
          resolve(typed);
          return;
        }
        typed = ch === "\u007f" || ch === "\b" ? typed.slice(0, -1) : typed + ch;
      }
    };
    stdin.on("data", onData);
  });
}

let piped: AsyncIterator<string> | undefined;
/** The next line of standard input (for scripts and tests that pipe the answers in). */
async function nextLine(question: string): Promise<string> {
  process.stdout.write(question);
  piped ??= readline.createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const next = await piped.next();
  process.stdout.write("\n");
  return next.done ? "" : next.value;
}

/** Asks a yes/no question on the terminal; false when there is none. */
export async function confirm(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise<string>((resolve) => rl.question(`${question} [y/N] `, resolve));
  rl.close();
  return /^y(es)?$/i.test(answer.trim());
}
