/** Shared by the security suites: served paths as callable paths, and requests in parallel batches. */

/** A served URL as the harness calls it: without /prod-api, path parameters as a harmless 1. */
export const pathOf = (url: string): string => url.replace(/^\/prod-api/, '').replace(/:(\w+)/g, '1');

/** Runs the jobs `size` at a time: quicker than one by one, without flooding a small machine. */
export async function inBatches(jobs: ReadonlyArray<() => Promise<void>>, size: number): Promise<void> {
  for (let i = 0; i < jobs.length; i += size) await Promise.all(jobs.slice(i, i + size).map((j) => j()));
}
