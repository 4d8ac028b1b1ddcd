/** Stops the local libSQL server that vitest.worker.config.ts started, so the run can exit. */
export default () => async () => {
  await (globalThis as { __socialLoopLibsql?: { close: () => Promise<void> } }).__socialLoopLibsql?.close();
};
