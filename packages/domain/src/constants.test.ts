import { describe, expect, it } from 'vitest';
import * as C from './constants.ts';

// Spec §9, one row per constant. Behaviour that uses a constant is tested beside that behaviour too.
describe('business constants (spec §9)', () => {
  it.each([
    ['PAGINA_PADRAO', 0],
    ['TAMANHO_PAGINA_PADRAO', 10],
    ['DURACAO_CACHE_MS', 2 * 60 * 60 * 1000],
    ['CHAVE_CACHE', 'cache'],
    ['VALIDADE_MINIMA_TOKEN_S', 60],
    ['ESPERA_CARREGAMENTO_USUARIO', { tentativas: 5, intervaloMs: 1000 }],
    ['ESPERA_PERMISSAO', { tentativas: 10, intervaloMs: 1000 }],
    ['PASSO_ESPERA_CLIENTE_LOGIN_MS', 100],
    ['VALIDADE_ESTADO_LOGIN_S', 60 * 60],
    ['INTERVALO_VERIFICACAO_SESSAO_MS', 5000],
    ['TEMPO_LIMITE_MENSAGEM_MS', 10_000],
    ['TEMPO_NOTIFICACAO_PADRAO_MS', 5000],
    ['LINHAS_TEXTAREA', 6],
    ['JANELA_PROTECAO_RECARGA_MS', 10_000],
    ['INTERVALO_VERIFICACAO_VERSAO_MS', 60 * 60 * 1000],
    ['CAMINHO_COOKIE', '/'],
    ['SPINNER', { tamanho: 80, atrasoMs: 0 }],
    [
      'CORES_MARCA',
      {
        primary: '#028dba',
        secondary: '#125166',
        accent: '#f29a5e',
        dark: '#0B3948',
        positive: '#21BA45',
        negative: '#e94235',
        info: '#31CCEC',
        warning: '#fdff8b',
      },
    ],
    ['LOCALE', 'pt-BR'],
    ['STATUS_NAO_ENCONTRADO', 404],
  ] as const)('%s is %j', (name, value) => {
    expect(C[name]).toEqual(value);
  });
});
