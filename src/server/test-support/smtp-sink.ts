import { afterAll, beforeAll } from "vitest";
import { createEmailSender } from "../notifications/email-sender";
import { startSmtpTestServer, type SmtpTestServer } from "./smtp-test-server";

/**
 * For a describe block: an SMTP server on loopback that keeps what it receives, started before
 * the block's tests and closed after them, and e-mail senders that log in to it.
 */
export function useSmtpSink(password: string) {
  const login = { user: "orders@rajwadirang.example", password };
  let server: SmtpTestServer | undefined;
  beforeAll(async () => {
    server = await startSmtpTestServer(login);
  });
  afterAll(async () => server?.close());
  return {
    get smtp(): SmtpTestServer {
      if (!server) throw new Error("the SMTP sink starts in beforeAll");
      return server;
    },
    sender: () =>
      createEmailSender({
        host: "127.0.0.1",
        port: server!.port,
        tls: "none",
        ...login,
        from: "Rajwadi Rang <orders@rajwadirang.example>",
      }),
  };
}
