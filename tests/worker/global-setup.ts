/**
 * Prints the run's round-trip ledger and stops the local libSQL server that vitest.worker.config.ts started. A whole
 * run (`npm run test:worker` sets ROUND_TRIPS_COVERAGE) fails when a state-changing operation of the OpenAPI
 * document was answered 2xx by no test: its round trips would go unmeasured.
 */
export default () => async () => {
  const state = globalThis as {
    __socialLoopLibsql?: { close: () => Promise<void> };
    __socialLoopRoundTrips?: { report: () => string; unreached: () => string[] };
  };
  const ledger = state.__socialLoopRoundTrips;
  const report = ledger?.report();
  if (report) console.log(report);
  await state.__socialLoopLibsql?.close();
  const unreached = ledger?.unreached() ?? [];
  if (process.env.ROUND_TRIPS_COVERAGE && unreached.length) {
    // Vitest reports an error thrown here but still exits 0.
    console.error(
      `state changes no Worker test answered 2xx (their round trips are unmeasured): ${unreached.join(', ')}`,
    );
    process.exitCode = 1;
  }
};
