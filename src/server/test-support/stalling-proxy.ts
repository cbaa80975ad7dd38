/**
 * A TCP proxy inside the test process, between the server and its PostgreSQL, that can stop
 * forwarding without closing anything: a database host that silently stops answering (a
 * frozen VM, a dropped route). Connections stay open and bytes wait, as TCP would keep them
 * waiting; nothing is lost, and when it resumes everything held goes on.
 */
import net from "node:net";

export interface StallingProxy {
  /** `databaseUrl` with its host and port replaced by the proxy's. */
  urlFor(databaseUrl: string): string;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startStallingProxy(target: {
  host: string;
  port: number;
}): Promise<StallingProxy> {
  let stalled = false;
  const sockets = new Set<net.Socket>();
  /** Closes seen while stalled: passed on only once the proxy forwards again. */
  const heldCloses = new Set<() => void>();

  const link = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => to.write(chunk));
    from.on("close", () => {
      const pass = () => to.destroy();
      if (stalled) heldCloses.add(pass);
      else pass();
    });
    from.on("error", () => undefined);
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      if (stalled) socket.pause();
    }
    link(client, upstream);
    link(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    urlFor(databaseUrl) {
      const url = new URL(databaseUrl);
      url.hostname = "127.0.0.1";
      url.port = String(port);
      return url.toString();
    },
    stall() {
      stalled = true;
      for (const socket of sockets) socket.pause();
    },
    resume() {
      stalled = false;
      for (const socket of sockets) socket.resume();
      for (const pass of heldCloses) pass();
      heldCloses.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
