/** The line e2e/support/wait-for-servers.ts prints once every test server answers. */
export const ALL_SERVERS_READY = "e2e servers ready";
