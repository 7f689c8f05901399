// docs/api.md and the contract's endpoints describe the same API: one cannot change without the other.
import { describe, expect, it } from 'vitest';
import { readApiTable } from '../../../tooling/api-table.ts';
import { describePermission } from '../src/contract/endpoint.ts';
import { ENDPOINTS } from '../src/contract/endpoints.ts';

const fromDoc = readApiTable().map((r) => ({
  key: `${r.method} ${r.path.replace(/\{(\w+)\}/g, ':$1')}`,
  service: r.service,
  permission: r.permission,
}));

describe('docs/api.md and @rpj/sdk/contract agree', () => {
  it('list the same endpoints', () => {
    expect(fromDoc.map((r) => r.key).sort()).toEqual(ENDPOINTS.map((e) => `${e.metodo} ${e.path}`).sort());
  });

  it.each(ENDPOINTS.map((e) => [`${e.metodo} ${e.path}`, e] as const))('%s: same service and permission', (key, endpoint) => {
    const row = fromDoc.find((r) => r.key === key);
    expect(row?.service).toBe(endpoint.servico);
    const text = describePermission(endpoint.permissao);
    const expected =
      endpoint.permissao.tipo === 'publico'
        ? { kind: 'public' }
        : endpoint.permissao.tipo === 'autenticado'
          ? { kind: 'authenticated' }
          : endpoint.permissao.tipo === 'todas'
            ? { kind: 'all', permissions: endpoint.permissao.permissoes, account: endpoint.permissao.conta === true }
            : { kind: 'createUpdate', create: endpoint.permissao.novo, update: endpoint.permissao.existente, account: endpoint.permissao.conta === true };
    expect(row?.permission, text).toEqual(expected);
  });
});
