import { describe, expect, it } from 'vitest';
import { parseApiTable, parsePermission, readApiTable } from './api-table.ts';

describe('the permission grammar of docs/api.md', () => {
  it.each([
    ['público', { kind: 'public' }],
    ['autenticado', { kind: 'authenticated' }],
    ['VISUALIZAR_USUARIOS', { kind: 'all', permissions: ['VISUALIZAR_USUARIOS'], account: false }],
    ['VISUALIZAR_USUARIOS e EDITAR_PERMISSOES', { kind: 'all', permissions: ['VISUALIZAR_USUARIOS', 'EDITAR_PERMISSOES'], account: false }],
    ['EDITAR_USUARIOS + conta', { kind: 'all', permissions: ['EDITAR_USUARIOS'], account: true }],
    [
      'novo: CRIAR_USUARIOS / existente: EDITAR_USUARIOS',
      { kind: 'createUpdate', create: ['CRIAR_USUARIOS'], update: ['EDITAR_USUARIOS'], account: false },
    ],
    [
      'novo: CRIAR_USUARIOS / existente: EDITAR_USUARIOS + conta',
      { kind: 'createUpdate', create: ['CRIAR_USUARIOS'], update: ['EDITAR_USUARIOS'], account: true },
    ],
  ])('reads %j', (cell, expected) => {
    expect(parsePermission(cell)).toEqual(expected);
  });

  it.each(['', 'qualquer um', 'visualizar_usuarios', 'A, B', 'novo: A', '+ conta', 'A +conta'])('refuses %j', (cell) => {
    expect(() => parsePermission(cell)).toThrow();
  });

  it('reads the rows between the markers only', () => {
    const md = [
      '| x | y |',
      '<!-- endpoint-table:start -->',
      '| service | method | path | permission |',
      '|---|---|---|---|',
      '| cadastro | GET | /usuario/{id} | VISUALIZAR_USUARIOS |',
      '<!-- endpoint-table:end -->',
    ].join('\n');
    expect(parseApiTable(md)).toEqual([
      { service: 'cadastro', method: 'GET', path: '/usuario/{id}', permission: { kind: 'all', permissions: ['VISUALIZAR_USUARIOS'], account: false } },
    ]);
  });

  it('docs/api.md has a table in the grammar', () => {
    expect(readApiTable().length).toBeGreaterThan(0);
  });
});
