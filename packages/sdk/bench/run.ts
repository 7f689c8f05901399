// `pnpm bench` for @rpj/sdk: prints the figures beside their targets.
import { formatBench, runSdkBench } from './sdk-bench.ts';

const samples = Number(process.env['RPJ_BENCH_SAMPLES'] ?? '200');
console.log(`@rpj/sdk benchmark (median of ${samples} samples, Node ${process.version})\n`);
console.log(formatBench(await runSdkBench({ samples })));
