// A tiny run of `pnpm bench`, so the benchmark keeps working; the figures themselves are not asserted.
import { describe, expect, it } from 'vitest';
import { formatBench, runSdkBench } from '../bench/sdk-bench.ts';

describe('the SDK benchmark', () => {
  it('reports every figure beside its target', { timeout: 60_000 }, async () => {
    const rows = await runSdkBench({ samples: 3 });
    expect(rows.map((r) => [r.measure, r.unit, r.target])).toEqual([
      ['cache hit (recuperaDadosPorLogin)', 'ms', 0.05],
      ['decode 1,000-row users page', 'ms', 5],
      ['SDK overhead vs raw fetch (no decode)', '%', 10],
      ['  of which ky alone vs raw fetch', '%', undefined],
    ]);
    for (const row of rows) expect(Number.isFinite(row.value)).toBe(true);
    expect(formatBench(rows)).toContain('< 0.05 ms');
  });
});
