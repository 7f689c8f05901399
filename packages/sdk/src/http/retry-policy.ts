/**
 * When a failed call is tried again (spec §7; security.md #9): reads (GET) once by default on 408, 409, 425,
 * 429, 500, 502, 503, 504 and on network errors; writes never, unless a call opts in. The wait is jittered;
 * a `Retry-After` from the service is honoured up to a cap, and beyond the cap the call gives up at once
 * instead of waiting on a service that asked for more patience than a person at a screen has.
 */
import type { Metodo } from '../contract/endpoint.ts';

/** Statuses worth a second try. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];

/** Retries per method unless a call says otherwise. */
export const DEFAULT_RETRIES: Readonly<Record<Metodo, number>> = { GET: 1, POST: 0, PUT: 0, PATCH: 0, DELETE: 0 };

/** The tunable part of the policy. */
export interface RetryPolicy {
  /** Base of the jittered wait before retry n: between base × 2^(n−1) / 2 and base × 2^(n−1). Default 300 ms. */
  readonly baseDelayMs: number;
  /** The longest `Retry-After` honoured. Default 10 s. */
  readonly retryAfterCapMs: number;
}

/** Defaults of {@link RetryPolicy}. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 300, retryAfterCapMs: 10_000 };

/** The wait a `Retry-After` value asks for, in ms from `nowMs`: seconds or an HTTP date; `undefined` if unreadable. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}

/**
 * How long to wait before retry number `retry` (1 for the first retry), or `'giveUp'` when the service asked
 * for longer than the cap.
 */
export function retryDelay(
  retry: number,
  retryAfter: string | null,
  nowMs: number,
  random: () => number,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): number | 'giveUp' {
  const asked = parseRetryAfter(retryAfter, nowMs);
  if (asked !== undefined) return asked > policy.retryAfterCapMs ? 'giveUp' : asked;
  return backoffDelay(retry, random, policy);
}

/** The jittered wait before retry number `retry` when the service said nothing: half the ceiling plus up to half. */
export function backoffDelay(retry: number, random: () => number, policy: RetryPolicy = DEFAULT_RETRY_POLICY): number {
  const ceiling = policy.baseDelayMs * 2 ** (retry - 1);
  return ceiling / 2 + random() * (ceiling / 2);
}
