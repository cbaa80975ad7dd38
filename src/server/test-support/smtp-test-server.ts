/**
 * A real SMTP server on loopback for the e-mail tests (smtp-server, read back with mailparser):
 * it checks the login, keeps every message that arrived, and can hold a message's answer so a
 * test can act (kill the sender) while the message is in flight.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpTestServer {
  port: number;
  /** Every message received in full, in arrival order. */
  received: ParsedMail[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** From now on, each message's answer waits until `release()` (or forever). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpTestServer(auth: {
  user: string;
  password: string;
}): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let holding = false;
  const held: (() => void)[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(login, _session, callback) {
      if (login.username === auth.user && login.password === auth.password) {
        callback(null, { user: login.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          if (holding) held.push(() => callback());
          else callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", () => undefined); // a client cut off mid-message is expected in the tests
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`only ${received.length} of ${count} messages arrived`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received;
    },
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const answer of held.splice(0)) answer();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
