/** `npm run bench`: runs every benchmark of tests/bench in turn and prints their figures (nothing is asserted). */
import { runCreatorSearchBenchmark } from './creator-search';
import { runEdgeLatencyBenchmark } from './edge-latency';
import { runLighthouseBenchmark } from './lighthouse';
import { runUploadBenchmark } from './upload';

const BENCHMARKS: [name: string, run: () => Promise<void>][] = [
  ['creator search', runCreatorSearchBenchmark],
  ['edge distance', runEdgeLatencyBenchmark],
  ['upload', runUploadBenchmark],
  ['lighthouse', runLighthouseBenchmark],
];

// BENCH_ONLY=search runs only the benchmarks whose name contains that word.
const only = process.env.BENCH_ONLY?.toLowerCase();
for (const [name, run] of BENCHMARKS.filter(([n]) => !only || n.includes(only))) {
  console.log(`\n=== ${name} ===`);
  await run();
}
process.exit(0);
