import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { readEnv } from "./env";

function main(): void {
  const env = readEnv();
  const app = createApp({ clientDir: env.CLIENT_DIR });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Boutique site on http://localhost:${info.port}`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
