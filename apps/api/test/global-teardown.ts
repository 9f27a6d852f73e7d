import { rmSync } from 'node:fs';

/** Stops the run's PostgreSQL and removes the run's folder: its data and the suites' temporary folders (about 2 GB after a whole run: runs on one machine add up). */
export default async () => {
  const { lavagnaDb, lavagnaDbDir } = globalThis as { lavagnaDb?: { stop: () => Promise<void> }; lavagnaDbDir?: string };
  await lavagnaDb?.stop();
  if (lavagnaDbDir) rmSync(lavagnaDbDir, { recursive: true, force: true });
};
