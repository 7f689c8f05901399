/**
 * Reads the endpoint → permission table of docs/api.md (between the `endpoint-table` markers), for the tests
 * that hold the contract and the server to it.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row: who may call `method path` of a service. */
export interface ApiTableRow {
  readonly service: string;
  readonly method: string;
  /** With `{param}` placeholders, as the doc writes them. */
  readonly path: string;
  readonly permission: ApiPermission;
}

/** The permission grammar of docs/api.md. */
export type ApiPermission =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'all'; readonly permissions: readonly string[]; readonly account: boolean }
  | { readonly kind: 'createUpdate'; readonly create: readonly string[]; readonly update: readonly string[]; readonly account: boolean };

const NAME = /^[A-Z][A-Z_]*$/;

function names(text: string): readonly string[] {
  const list = text.split(' e ').map((s) => s.trim());
  if (list.some((n) => !NAME.test(n))) throw new Error(`Not a permission list: "${text}"`);
  return list;
}

/** Parses one permission cell; throws on anything outside the grammar. */
export function parsePermission(cell: string): ApiPermission {
  const text = cell.trim();
  if (text === 'público') return { kind: 'public' };
  if (text === 'autenticado') return { kind: 'authenticated' };
  // `+ conta`: the endpoint acts on an existing account, and needs every permission it holds (security.md #14).
  const account = text.endsWith(' + conta');
  const rule = account ? text.slice(0, -' + conta'.length) : text;
  const m = /^novo: (.+) \/ existente: (.+)$/.exec(rule);
  if (m) return { kind: 'createUpdate', create: names(m[1] ?? ''), update: names(m[2] ?? ''), account };
  return { kind: 'all', permissions: names(rule), account };
}

/** Parses the table out of the text of docs/api.md. */
export function parseApiTable(markdown: string): readonly ApiTableRow[] {
  const start = markdown.indexOf('<!-- endpoint-table:start -->');
  const end = markdown.indexOf('<!-- endpoint-table:end -->');
  if (start < 0 || end < start) throw new Error('docs/api.md has no endpoint table markers');
  const lines = markdown
    .slice(start, end)
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .slice(2); // header and separator
  return lines.map((line) => {
    const cells = line.split('|').slice(1, -1).map((c) => c.trim());
    const [service = '', method = '', path = '', permission = ''] = cells;
    if (cells.length !== 4) throw new Error(`Malformed row: ${line}`);
    return { service, method, path, permission: parsePermission(permission) };
  });
}

/** The table of the repository's docs/api.md. */
export function readApiTable(): readonly ApiTableRow[] {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  return parseApiTable(readFileSync(join(root, 'docs', 'api.md'), 'utf8'));
}
