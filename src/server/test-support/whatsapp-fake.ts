/**
 * A stand-in for the WhatsApp Business Cloud API (a small Hono app on loopback): it records
 * each request and answers with the statuses a test lines up (200 once the line is empty).
 */
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";

export interface FakeRequest {
  path: string;
  authorization: string | undefined;
  body: {
    to: string;
    type: string;
    template: {
      name: string;
      language: { code: string };
      components: { type: string; parameters: { type: string; text: string }[] }[];
    };
  };
}

export interface WhatsAppFake {
  url: string;
  requests: FakeRequest[];
  /** The next answers' statuses, in order (then 200 again). */
  answer(...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startWhatsAppFake(): Promise<WhatsAppFake> {
  const requests: FakeRequest[] = [];
  const lined: number[] = [];
  const app = new Hono().post("/:version/:phoneId/messages", async (c) => {
    requests.push({
      path: c.req.path,
      authorization: c.req.header("authorization"),
      body: (await c.req.json()) as FakeRequest["body"],
    });
    const status = lined.shift() ?? 200;
    if (status === 200) {
      return c.json({
        messaging_product: "whatsapp",
        messages: [{ id: `wamid.fake${requests.length}` }],
      });
    }
    if (status === 429) c.header("retry-after", "1");
    const message =
      {
        400: "Invalid parameter",
        // A careless API could echo the credentials: the server must not pass them on.
        401: `Invalid OAuth access token: ${c.req.header("authorization") ?? ""}`,
        429: "Rate limit hit",
      }[status] ?? "Service unavailable";
    return c.json({ error: { message, code: status } }, status as 400 | 401 | 429 | 500);
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v21.0`,
    requests,
    answer: (...statuses) => lined.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
