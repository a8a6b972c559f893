/** The run's server (the plant simulator running at SIM_SPEED=4), from E2E_PORT. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8199);
/**
 * A second server of the run whose plant stands still (SIMULATOR=off): for the journeys that take
 * trucks from a yard, which the running plant empties by itself (every mixer of a station is out on
 * loads after a quarter of an hour) and whose head truck it tickets at any moment.
 */
export const QUIET_PORT = E2E_PORT + 1;
export const QUIET_BASE = `http://127.0.0.1:${QUIET_PORT}`;
