// The built server's entry (build/node/server.js): V8's settings first, then the server, loaded
// afterwards so that no module, ours or a package's, runs before them (heap-tuning.ts says why).
import "./heap-tuning";

await import("./main");
