import { describe, expect, it } from 'vitest';
import { TEXTOS, semPermissao } from './messages.ts';

describe('texts of the original, letter for letter (spec §1, §6, §8)', () => {
  it.each([
    ['tituloSistema', 'Sistema de Registro de Pessoa Jurídica'],
    ['carregando', 'Carregando...'],
    [
      'erroInesperado',
      'Ocorreu um erro inesperado em nosso sistema! Tente novamente mais tarde! Se o erro persistir, entre em contato!',
    ],
    [
      'credenciaisIncompativeis',
      'Ocorreu um erro devido à incompatibilidade de credenciais para este usuário! Verifique se todas as permissões necessárias foram habilitadas!',
    ],
    ['erroCarregarUsuario', 'ERRO AO CARREGAR USUÁRIO'],
  ] as const)('%s', (key, text) => {
    expect(TEXTOS[key]).toBe(text);
  });

  it("fixes the original's typo 'persisitr' (a recorded deviation)", () => {
    expect(TEXTOS.erroInesperado).not.toContain('persisitr');
  });

  it('names the missing permission, with the space before the colon of the original', () => {
    expect(semPermissao(['VISUALIZAR_USUARIOS'])).toBe(
      'Usuário não possui permissão para acessar esta página! Permissão necessária : VISUALIZAR_USUARIOS',
    );
  });

  it('names every missing permission', () => {
    expect(semPermissao(['VISUALIZAR_PERMISSOES', 'EDITAR_PERMISSOES'])).toMatch(
      /necessária : VISUALIZAR_PERMISSOES, EDITAR_PERMISSOES$/,
    );
  });
});
