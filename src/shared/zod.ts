import { z } from "zod";

// zod probes for eval support (new Function) when it builds a schema; the site's
// Content-Security-Policy forbids eval, and the browser reports the probe as a violation.
// Jitless mode skips the probe. Every shared schema imports z from here so it runs first.
z.config({ jitless: true });

export { z };
