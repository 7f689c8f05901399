import { describe, expect, it } from 'vitest';
import { belongsTo, hasPermissions, userFlags } from './usuario.ts';

const member = (...nomes: string[]) => ({ groups: nomes.map((nome) => ({ grupoUsuario: { nome } })), primeiroAcesso: false });

describe('user flags (spec §3)', () => {
  it.each([
    [['ADMINISTRADOR'], { admin: true, user: false }],
    [['USER'], { admin: false, user: true }],
    [['ADMINISTRADOR', 'USER'], { admin: true, user: true }],
    [['EXAMINADOR'], { admin: false, user: false }],
    [[], { admin: false, user: false }],
  ])('groups %j give %j', (nomes, flags) => {
    expect(userFlags(member(...nomes))).toEqual({ ...flags, primeiroAcesso: false });
  });

  it('group names match exactly (administrador is not ADMINISTRADOR)', () => {
    expect(belongsTo(member('administrador'), 'ADMINISTRADOR')).toBe(false);
  });

  it('carries the first-access flag', () => {
    expect(userFlags({ ...member('USER'), primeiroAcesso: true }).primeiroAcesso).toBe(true);
  });

  it('holds a set of permissions only when it holds each of them', () => {
    const u = { permissoes: ['VISUALIZAR_USUARIOS', 'EDITAR_USUARIOS'] as const };
    expect(hasPermissions(u, ['VISUALIZAR_USUARIOS'])).toBe(true);
    expect(hasPermissions(u, ['VISUALIZAR_USUARIOS', 'REMOVER_USUARIOS'])).toBe(false);
    expect(hasPermissions(u, [])).toBe(true);
  });

  it('holds nothing while no user is loaded', () => {
    expect(hasPermissions(undefined, ['VISUALIZAR_USUARIOS'])).toBe(false);
    expect(hasPermissions(undefined, [])).toBe(false);
  });
});
