/**
 * What every office starts with, and the demo data outside production: each area seeds its own
 * (`semear` of its module, docs/areas.md), in the order of the list of areas, in one transaction, idempotently, at
 * every start.
 */
import { AREAS } from '../../areas.ts';
import type { OpcoesSemente } from '../../http/area.ts';
import type { Db } from '../client.ts';

/** Seeds what is missing. */
export async function seed(db: Db, opcoes: OpcoesSemente): Promise<void> {
  await db.transaction(async (tx) => {
    for (const area of AREAS) await area.semear?.(tx, opcoes);
  });
}
