import { describe, expect, it } from 'vitest';
import { CATALOGO_PERMISSOES, PERMISSAO, ROTULO_ACAO, isPermissao, permissaoInfo } from './permission.ts';

// Spec §6, written out independently of the code.
const crud = (area: string): string[] => ['CRIAR', 'EDITAR', 'VISUALIZAR', 'REMOVER'].map((a) => `${a}_${area}`);
const SPEC_PERMISSIONS = [
  'EDITAR_DISTRIBUICOES',
  'VISUALIZAR_DISTRIBUICOES',
  'VISUALIZAR_EXAMES',
  'ANALISAR_EXAME',
  'CRIAR_CONFERENCIAS',
  'VISUALIZAR_CONFERENCIAS',
  'CRIAR_PROCESSOS',
  'EDITAR_PROCESSOS',
  'VISUALIZAR_PROCESSOS',
  ...crud('ATOS'),
  'REMOVER_SOCIOS',
  ...[
    'SELAGENS',
    'SERVICOS',
    'EMPRESAS',
    'CAIXAS',
    'RELATORIOS',
    'USUARIOS',
    'DIGITALIZACOES',
    'PERMISSOES',
    'GRUPOS_DISTRIBUICAO',
    'FERIADOS',
    'RESPONSAVEIS_ASSINANTE',
    'QUALIFICACAO_SOCIO',
    'RELATORIO_CAIXA_DIARIO',
  ].flatMap(crud),
  'CRIAR_CERTIDOES',
  'EDITAR_CERTIDOES',
  'VISUALIZAR_CERTIDOES',
  'ANALISAR_CAIXAS',
  'EDITAR_NUMERO_AVERBACAO',
  'REMOVER_HISTORICO_EMPRESA',
  'EDITAR_SITUACAO_SOLICITACAO',
  'VISUALIZAR_RELATORIOS_COTACAO',
  'ENVIAR_EMAIL_PENDENCIAS',
  'NULL',
];

describe('permissions (spec §6)', () => {
  it('are exactly the names of the spec, each constant spelled as its own value', () => {
    expect(new Set(Object.values(PERMISSAO))).toEqual(new Set(SPEC_PERMISSIONS));
    expect(SPEC_PERMISSIONS).toHaveLength(76);
    for (const [key, value] of Object.entries(PERMISSAO)) expect(key).toBe(value);
  });

  it('certificates have no remove permission', () => {
    expect(isPermissao('REMOVER_CERTIDOES')).toBe(false);
  });

  it('the catalogue describes every permission once, in its area, with the action of its prefix', () => {
    expect(CATALOGO_PERMISSOES.map((p) => p.nome).sort()).toEqual([...SPEC_PERMISSIONS].sort());
    for (const info of CATALOGO_PERMISSOES) {
      if (info.nome === 'NULL') continue;
      expect(info.nome.startsWith(`${info.acao}_`), info.nome).toBe(true);
      expect(info.rotulo.startsWith(ROTULO_ACAO[info.acao]), info.nome).toBe(true);
    }
  });

  it.each([
    ['VISUALIZAR_CAIXAS', 'CAIXAS'],
    ['ANALISAR_CAIXAS', 'CAIXAS'],
    ['ANALISAR_EXAME', 'EXAMES'],
    ['ENVIAR_EMAIL_PENDENCIAS', 'EXAMES'],
    ['EDITAR_NUMERO_AVERBACAO', 'EMPRESAS'],
    ['REMOVER_HISTORICO_EMPRESA', 'EMPRESAS'],
    ['VISUALIZAR_RELATORIOS_COTACAO', 'RELATORIOS'],
    ['EDITAR_SITUACAO_SOLICITACAO', 'SOLICITACOES'],
    ['VISUALIZAR_RELATORIO_CAIXA_DIARIO', 'RELATORIO_CAIXA_DIARIO'],
  ] as const)('%s belongs to the area %s', (nome, area) => {
    expect(permissaoInfo(nome).area).toBe(area);
  });

  it('labels are pt-BR with accents', () => {
    expect(permissaoInfo('VISUALIZAR_USUARIOS')).toEqual({
      nome: 'VISUALIZAR_USUARIOS',
      area: 'USUARIOS',
      acao: 'VISUALIZAR',
      rotulo: 'Visualizar usuários',
      atribuivel: true,
    });
    expect(permissaoInfo('EDITAR_NUMERO_AVERBACAO').rotulo).toBe('Editar número de averbação');
  });

  it('the NULL marker exists on the wire but is never given to a group', () => {
    expect(permissaoInfo('NULL').atribuivel).toBe(false);
    expect(CATALOGO_PERMISSOES.filter((p) => !p.atribuivel).map((p) => p.nome)).toEqual(['NULL']);
  });

  it('recognises permission names and nothing else', () => {
    expect(isPermissao('VISUALIZAR_USUARIOS')).toBe(true);
    expect(isPermissao('visualizar_usuarios')).toBe(false);
    expect(isPermissao('toString')).toBe(false);
    expect(isPermissao(undefined)).toBe(false);
  });
});
