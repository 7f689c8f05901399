/** Valid CPFs for tests that create people: mod-11 check digits (domain-rcpj.md §4.2) over a random base. */
import { randomInt } from 'node:crypto';

function dv(digits: string, first: number): number {
  const sum = Array.from(digits).reduce((acc, d, i) => acc + Number(d) * (first - i), 0);
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

/** A fresh valid CPF, eleven digits. */
export function novoCpf(): string {
  const nine = String(randomInt(100_000_000, 999_999_999));
  const d1 = dv(nine, 10);
  return `${nine}${d1}${dv(`${nine}${d1}`, 11)}`;
}
