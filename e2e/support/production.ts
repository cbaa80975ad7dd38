/** The owners' passwords of the e2e server that runs in production mode (ADMIN_DEMO_MODE=0). */
export const PRODUCTION_PASSWORDS = {
  sunita: "mango lassi at four on a monsoon day",
  rekha: "ledger checked twice by lamplight",
} as const;
