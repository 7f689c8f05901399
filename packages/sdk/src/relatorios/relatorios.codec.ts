/** Wire codecs of the reports (registration service, `/relatorio`): the filters, a part of rows, the filters' options. */
import * as t from 'io-ts';
import { ATALHOS_PERIODO, errosDoFiltro, METODOS_PAGAMENTO, NOME_VISAO_MAXIMO, porOsTextos, RELATORIOS, type Celula, type FiltroRelatorio, type FiltrosVisao, type LinhaRelatorio, type ParteRelatorio, type VisaoRelatorio, type VisaoRelatorioSalvar } from '@rpj/domain';
import { Booleano, comRegra, corpoSalvar, data, entity, Id, IdParametro, Inteiro, oneOf, texto } from '../contract/codec-helpers.ts';

/** A report's query: its period and filters, and where its part starts (`depois`: the `proximo` of the part before). */
export type ConsultaRelatorio = FiltroRelatorio & { readonly depois?: number };

const Relatorio = oneOf(RELATORIOS, 'Relatório');
const filtrosProprios = {
  caixaId: IdParametro,
  usuario: texto(60, 'Usuário'),
  grupoId: IdParametro,
  servico: texto(10, 'Serviço'),
  metodo: oneOf(METODOS_PAGAMENTO, 'Forma de pagamento'),
  ocorrencias: Booleano,
  convertida: Booleano,
};

export const ConsultaRelatorioCodec: t.Type<ConsultaRelatorio, unknown> = comRegra(
  entity(
    'ConsultaRelatorio',
    { de: data('De'), ate: data('Até') },
    { ...filtrosProprios, depois: IdParametro },
  ),
  (f) => errosDoFiltro(f)[0],
);

function celula(v: unknown): v is Celula {
  return v === null || typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));
}

/**
 * The rows of a part: arrays of text, finite numbers or nulls. Written by hand rather than as unions of io-ts types:
 * a year's report is hundreds of thousands of rows, and this loop reads them about ten times faster.
 */
const Linhas = new t.Type<readonly LinhaRelatorio[], readonly LinhaRelatorio[], unknown>(
  'LinhasRelatorio',
  (u): u is readonly LinhaRelatorio[] => Array.isArray(u) && u.every((l) => Array.isArray(l) && l.every(celula)),
  (u, c) => {
    if (!Array.isArray(u)) return t.failure(u, c, 'Esperava as linhas do relatório.');
    for (let i = 0; i < u.length; i++) {
      const l: unknown = u[i];
      if (!Array.isArray(l)) return t.failure(l, c, `A linha ${String(i + 1)} do relatório não é uma lista de células.`);
      for (const v of l as unknown[]) if (!celula(v)) return t.failure(v, c, `A linha ${String(i + 1)} do relatório tem uma célula inválida.`);
    }
    return t.success(u as readonly LinhaRelatorio[]);
  },
  (a) => a,
);

/** A part as it travels: its repeated texts, when it has them, sent once (domain `TextosDaParte`). */
const ParteNoFio = entity(
  'ParteRelatorio',
  { linhas: Linhas, totalLinhas: Inteiro },
  { proximo: Inteiro, seguintes: t.readonlyArray(Inteiro), textos: entity('TextosDaParte', { colunas: t.readonlyArray(Inteiro), valores: t.readonlyArray(t.readonlyArray(t.string)) }, {}) },
);

/** A part with every text in its cells: the texts sent once are put back as it is decoded. */
export const ParteRelatorioCodec: t.Type<ParteRelatorio, unknown> = new t.Type<ParteRelatorio, unknown, unknown>(
  'ParteRelatorio',
  (u): u is ParteRelatorio => ParteNoFio.is(u) && !('textos' in u),
  (u, c) => {
    const lida = ParteNoFio.validate(u, c);
    if (lida._tag === 'Left') return lida;
    const { textos, ...parte } = lida.right;
    const erro = textos === undefined ? undefined : porOsTextos(parte.linhas, textos);
    return erro === undefined ? t.success(parte) : t.failure(u, c, erro);
  },
  (a) => a,
);

/** What the filters offer: people, groups and services, by name. */
export interface OpcoesRelatorio {
  readonly usuarios: readonly { readonly login: string; readonly nome: string }[];
  readonly grupos: readonly { readonly id: number; readonly nome: string }[];
  readonly servicos: readonly { readonly codigo: string; readonly descricao: string }[];
}

export const OpcoesRelatorioCodec: t.Type<OpcoesRelatorio, unknown> = entity(
  'OpcoesRelatorio',
  {
    usuarios: t.readonlyArray(entity('UsuarioRelatorio', { login: t.string, nome: t.string }, {})),
    grupos: t.readonlyArray(entity('GrupoRelatorio', { id: Inteiro, nome: t.string }, {})),
    servicos: t.readonlyArray(entity('ServicoRelatorio', { codigo: t.string, descricao: t.string }, {})),
  },
  {},
);

/** A saved view's filters in JSON: numbers as numbers, the flags as booleans. */
const FiltrosVisaoCodec: t.Type<FiltrosVisao, unknown> = entity(
  'FiltrosVisao',
  {},
  {
    periodo: oneOf(ATALHOS_PERIODO, 'Período'),
    caixaId: Id,
    usuario: texto(60, 'Usuário'),
    grupoId: Id,
    servico: texto(10, 'Serviço'),
    metodo: oneOf(METODOS_PAGAMENTO, 'Forma de pagamento'),
    ocorrencias: t.boolean,
    convertida: t.boolean,
  },
);

export const VisaoRelatorioCodec: t.Type<VisaoRelatorio, unknown> = entity(
  'VisaoRelatorio',
  { id: Id, versao: Inteiro, relatorio: Relatorio, nome: t.string, filtros: FiltrosVisaoCodec, salvaPor: t.string, salvaEm: t.string },
  {},
);

export const VisaoRelatorioSalvarCodec: t.Type<VisaoRelatorioSalvar, unknown> = corpoSalvar(
  entity('VisaoRelatorioSalvar', { relatorio: Relatorio, nome: texto(NOME_VISAO_MAXIMO, 'Nome'), filtros: FiltrosVisaoCodec }, { id: Id, versao: Inteiro }),
);

export const FiltroVisoesCodec: t.Type<{ readonly relatorio: VisaoRelatorio['relatorio'] }, unknown> = entity('FiltroVisoes', { relatorio: Relatorio }, {});
export const VisaoParams = entity('VisaoParams', { id: IdParametro }, {});
