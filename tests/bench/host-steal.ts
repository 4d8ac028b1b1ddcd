import { readFileSync } from 'node:fs';

/** The machine's CPU time so far and how much of it the host gave to others (`steal`), in clock ticks. */
type CpuTicks = { total: number; steal: number };

/** The first line of /proc/stat (all CPUs): user nice system idle iowait irq softirq steal … (Linux only). */
export const cpuTicks = (): CpuTicks | undefined => {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined;
  }
};

/**
 * Steal time on a virtual machine: the share of this machine's CPU time, between two readings of `cpuTicks()`, in
 * which the host ran other machines while ours had work waiting. Every process of the bench (the client, workerd, the
 * libSQL server) stops meanwhile, so a stretch of it makes every sample of those seconds slow whatever the code does.
 * Undefined where /proc/stat is not there.
 */
export const stealShare = (from: CpuTicks | undefined, to: CpuTicks | undefined) =>
  from && to && to.total > from.total ? (to.steal - from.steal) / (to.total - from.total) : undefined;
