import { freePort, spawnWranglerDev, waitForApi } from '../../scripts/lib/wrangler-dev';

/** Runs the real Worker with `wrangler dev` against a libSQL URL, as `npm start` does; resolves when it answers. */
export const startBenchWorker = async (libsqlUrl: string, stateDir: string) => {
  const { url, child } = await spawnWranglerDev({
    port: await freePort(),
    persistTo: stateDir,
    libsqlUrl,
    jwtSecret: 'bench-secret-bench-secret-bench-secret-00',
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForApi(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url, stop: () => child.kill('SIGTERM') };
};
