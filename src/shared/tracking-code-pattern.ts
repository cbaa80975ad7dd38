/**
 * A tracking code (server/orders/tracking-code.ts), and an appointment's code in her reminder's
 * link: 16 letters and digits of a 32-letter alphabet. A module of its own so that her
 * appointment's page reads it without the tracking page's words (see vite.config.ts: a message
 * two pages use rides in the chunk every page loads).
 */
export const TRACKING_CODE_PATTERN = /^[a-km-np-z2-9]{16}$/;
