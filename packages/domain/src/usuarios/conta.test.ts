import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSAO as P, type Permissao } from '../index.ts';
import { acaoSobreConta, mensagemContaMaisPoderosa } from './conta.ts';

const PERMISSOES = Object.values(P) as readonly Permissao[];

describe('acaoSobreConta (security.md #14)', () => {
  it('refuses a user administrator acting on an administrator, naming what they lack', () => {
    expect(acaoSobreConta([P.EDITAR_USUARIOS], [P.EDITAR_USUARIOS, P.EDITAR_PERMISSOES, P.REMOVER_USUARIOS])).toEqual({
      permitida: false,
      faltando: [P.EDITAR_PERMISSOES, P.REMOVER_USUARIOS],
    });
  });

  it('allows acting on an account with the same permissions, fewer, or none', () => {
    expect(acaoSobreConta([P.EDITAR_USUARIOS, P.VISUALIZAR_USUARIOS], [P.VISUALIZAR_USUARIOS, P.EDITAR_USUARIOS])).toEqual({ permitida: true });
    expect(acaoSobreConta([P.EDITAR_USUARIOS], [])).toEqual({ permitida: true });
  });

  it('is exactly the subset relation', () => {
    const conjunto = fc.uniqueArray(fc.constantFrom(...PERMISSOES), { maxLength: 12 });
    fc.assert(
      fc.property(conjunto, conjunto, (ator, alvo) => {
        const resposta = acaoSobreConta(ator, alvo);
        expect(resposta.permitida).toBe(alvo.every((p) => ator.includes(p)));
        if (!resposta.permitida) expect(resposta.faltando.every((p) => alvo.includes(p) && !ator.includes(p))).toBe(true);
      }),
    );
  });

  it('names at most five missing permissions and counts the rest', () => {
    const faltando = PERMISSOES.slice(0, 8);
    const mensagem = mensagemContaMaisPoderosa(faltando);
    expect(mensagem).toContain(`(${faltando.slice(0, 5).join(', ')} e mais 3)`);
    expect(mensagem).toContain('redefinir sua senha');
    expect(mensagemContaMaisPoderosa([P.EDITAR_PERMISSOES])).toContain('(EDITAR_PERMISSOES)');
  });
});
