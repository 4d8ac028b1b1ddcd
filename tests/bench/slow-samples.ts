import { COUNTS, SEGMENTS, type Segments } from './sample-timeline';

/** A measured sample: the Worker's total and where its time went. */
export type Measured = { worker: number; segments: Segments };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const fixed = (n: number) => n.toFixed(1).padStart(7);
const describe = (s: Segments) => SEGMENTS.map((k) => `${k} ${COUNTS.has(k) ? s[k] : s[k].toFixed(1)}`).join(', ');

/** The segment that grew most over its median in the read's samples (what made this sample slow). */
const grownSegment = (sample: Segments, medians: Segments) =>
  SEGMENTS.filter((k) => !COUNTS.has(k)).reduce((best, k) =>
    sample[k] - medians[k] > sample[best] - medians[best] ? k : best,
  );

const mediansOf = (samples: Measured[]) =>
  Object.fromEntries(SEGMENTS.map((k) => [k, median(samples.map((s) => s.segments[k]))])) as Segments;

/**
 * Prints where the samples over `target` spent their time: each segment's median over all samples and over the slow
 * ones, which segment grew most in each slow sample (against its own read's medians), and the slow samples of the
 * reads that missed the target, one line each.
 */
export const reportSlowSamples = (reads: { label: string; samples: Measured[]; met: boolean }[], target: number) => {
  const all = reads.flatMap((r) => r.samples);
  const slow = reads.flatMap((r) => {
    const medians = mediansOf(r.samples);
    return r.samples.filter((s) => s.worker > target).map((s) => ({ ...s, grew: grownSegment(s.segments, medians) }));
  });
  console.log(
    `\nWhere the time went (ms; docs/decisions.md, "Edge speed, session 17"): ${slow.length} of ${all.length} samples over ${target} ms.`,
  );
  if (!slow.length) return;
  const overall = mediansOf(all);
  const slowMedians = mediansOf(slow);
  const total = (samples: Measured[], k: keyof Segments) => samples.reduce((sum, s) => sum + s.segments[k], 0);
  console.log(`${'segment'.padEnd(10)}     all    slow  grew most in (medians; for the counts, totals)`);
  for (const k of SEGMENTS)
    console.log(
      COUNTS.has(k)
        ? `${k.padEnd(10)} ${String(total(all, k)).padStart(7)} ${String(total(slow, k)).padStart(7)}`
        : `${k.padEnd(10)} ${fixed(overall[k])} ${fixed(slowMedians[k])}  ${slow.filter((s) => s.grew === k).length}`,
    );
  for (const read of reads.filter((r) => !r.met)) {
    console.log(`  ${read.label}:`);
    for (const s of read.samples.filter((x) => x.worker > target))
      console.log(`    ${s.worker.toFixed(0)} ms: ${describe(s.segments)}`);
  }
};
