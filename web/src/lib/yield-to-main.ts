type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser may paint and handle input in between (a task over
 * 50 ms counts as blocking time). `scheduler.yield()` resumes ahead of other queued tasks where the browser has it;
 * elsewhere a zero-delay timeout.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
