// A local S3-compatible server for the browser tests' S3 path: npx tsx e2e/support/s3-server.ts
// <port>. playwright.config.ts starts it before the server that keeps its photos there.
import { startLocalS3 } from "../../src/server/test-support/s3-server";

const s3 = await startLocalS3(Number(process.argv[2]));
console.log(`S3-compatible server on ${s3.settings.endpoint} (bucket ${s3.settings.bucket})`);
const stop = () => void s3.stop().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
