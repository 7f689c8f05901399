/**
 * Wire codecs of services and their fee tables (registration service, /servico), the state's rule, the catalogue of
 * acts, and quotes (/cotacao). Money is integer cents everywhere.
 */
import * as t from 'io-ts';
import {
  ARREDONDAMENTOS,
  HIPOTESES_ISENCAO,
  SERVICO_MAXIMO as M,
  type ComponenteRegra,
  type Cotacao,
  type CotacaoListaItem,
  type FiltroCotacoes,
  type CotacaoSalvar,
  type FaixaEmolumento,
  type FiltroServicos,
  type ItemPrecificado,
  type Isencao,
  type ItemCotacaoSalvar,
  type ItemCotado,
  type RegraCobranca,
  type RegrasEstado,
  type Servico,
  type ServicoListaItem,
  type ServicoSalvar,
  type ValorComponente,
  type ValoresTabela,
  type VigenciaRegra,
  type VigenciaTabela,
} from '@rpj/domain';
import { Booleano, Centavos, corpoSalvar, data, entity, Id, IdParametro, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';

const lista = <A,>(codec: t.Type<A, unknown>, maximo: number, nome: string): t.Type<readonly A[], unknown> =>
  refine(t.readonlyArray(codec), (l) => l.length <= maximo, `Informe no máximo ${String(maximo)}.`, nome);

const FaixaCodec: t.Type<FaixaEmolumento, unknown> = entity('Faixa', { emolumentoCentavos: Centavos }, { ateCentavos: Centavos, taxaFixaCentavos: Centavos });

/**
 * One of two shapes, told apart by `tipo`. Decoding checks the shape `tipo` names (so a wrong value is said on its
 * field); encoding sends the plain JSON as it is (io-ts's union throws on a value neither shape accepts, which would
 * keep a bad body from reaching the service that says what is wrong with it).
 */
function porTipo<A extends { readonly tipo: string }>(nome: string, formas: Readonly<Record<A['tipo'], t.Type<A, unknown>>>): t.Type<A, unknown> {
  const tipos = Object.keys(formas);
  return new t.Type<A, unknown>(
    nome,
    (u): u is A => typeof u === 'object' && u !== null && tipos.includes(String((u as { tipo?: unknown }).tipo)) && formas[(u as A).tipo as A['tipo']].is(u),
    (u, c) => {
      const tipo = typeof u === 'object' && u !== null ? (u as { tipo?: unknown }).tipo : undefined;
      if (typeof tipo !== 'string' || !tipos.includes(tipo)) return t.failure(u, t.appendContext(c, 'tipo', t.string, tipo), `Valor inválido: use um destes: ${tipos.join(', ')}.`);
      const forma = formas[tipo as A['tipo']];
      // An unnamed entry for the shape, as corpoSalvar does: paths stay 'valores.emolumentoCentavos'.
      return forma.validate(u, t.appendContext(c, '', forma, u));
    },
    t.identity,
  );
}

const ValoresCodec: t.Type<ValoresTabela, unknown> = porTipo<ValoresTabela>('Valores', {
  FIXO: entity('ValoresFixo', { tipo: t.literal('FIXO'), emolumentoCentavos: Centavos }, { taxaFixaCentavos: Centavos }),
  FAIXAS: entity('ValoresFaixas', { tipo: t.literal('FAIXAS'), faixas: lista(FaixaCodec, M.faixas, 'Faixas') }, {}),
} as Readonly<Record<ValoresTabela['tipo'], t.Type<ValoresTabela, unknown>>>);

const VigenciaCodec: t.Type<VigenciaTabela, unknown> = entity('Vigencia', { de: data('Início da vigência'), valores: ValoresCodec }, { ate: data('Fim da vigência') });

const campos = {
  codigo: texto(M.codigo, 'Código'),
  descricao: texto(M.descricao, 'Descrição'),
  tipoAto: texto(40, 'Tipo de ato'),
  selo: t.boolean,
  ativo: t.boolean,
};

export const ServicoCodec: t.Type<Servico, unknown> = entity(
  'Servico',
  { id: Id, versao: Inteiro, codigo: t.string, descricao: t.string, tipoAto: t.string, selo: t.boolean, ativo: t.boolean, vigencias: t.readonlyArray(VigenciaCodec) },
  { codigoAtoTribunal: t.string },
);

export const ServicoListaItemCodec: t.Type<ServicoListaItem, unknown> = entity(
  'ServicoListaItem',
  { id: Id, versao: Inteiro, codigo: t.string, descricao: t.string, tipoAto: t.string, selo: t.boolean, ativo: t.boolean },
  { valorVigente: t.string },
);

export const ServicoSalvarCodec: t.Type<ServicoSalvar, unknown> = corpoSalvar(
  entity('ServicoSalvar', { ...campos, vigencias: lista(VigenciaCodec, M.vigencias, 'Vigências') }, { id: Id, versao: Inteiro, codigoAtoTribunal: texto(M.codigoAtoTribunal, 'Código do ato no tribunal') }),
);

export const FiltroServicosCodec: t.Type<FiltroServicos, unknown> = entity('FiltroServicos', {}, { descricao: texto(M.descricao, 'Descrição'), tipoAto: texto(40, 'Tipo de ato'), ativo: Booleano });

const Arredondamento = oneOf(ARREDONDAMENTOS, 'Arredondamento');
const codigoComponente = refine(texto(20, 'Código'), (c) => /^[A-Z0-9_]+$/.test(c), 'Use letras maiúsculas, dígitos e sublinhado.', 'Código');
const nomeComponente = texto(60, 'Nome');

const ComponenteRegraCodec: t.Type<ComponenteRegra, unknown> = porTipo<ComponenteRegra>('ComponenteRegra', {
  PERCENTUAL: entity('Percentual', { codigo: codigoComponente, nome: nomeComponente, tipo: t.literal('PERCENTUAL'), pontosBase: Inteiro }, { arredondamento: Arredondamento }),
  FIXO: entity('Fixo', { codigo: codigoComponente, nome: nomeComponente, tipo: t.literal('FIXO'), centavos: Centavos }, { doSelo: t.boolean }),
} as Readonly<Record<ComponenteRegra['tipo'], t.Type<ComponenteRegra, unknown>>>);

export const RegraCobrancaCodec: t.Type<RegraCobranca, unknown> = entity(
  'RegraCobranca',
  { fundamento: texto(300, 'Fundamento'), componentes: lista(ComponenteRegraCodec, 30, 'Componentes'), issPontosBase: Inteiro, arredondamento: Arredondamento },
  { nomeTaxaFixa: texto(60, 'Nome da taxa por faixa'), arredondamentoIss: Arredondamento },
);

const VigenciaRegraCodec: t.Type<VigenciaRegra, unknown> = entity('VigenciaRegra', { de: data('Início da vigência'), regra: RegraCobrancaCodec }, { ate: data('Fim da vigência') });

export const RegrasEstadoCodec: t.Type<RegrasEstado, unknown> = entity('RegrasEstado', { uf: t.string, versao: Inteiro, vigencias: t.readonlyArray(VigenciaRegraCodec) }, {});

/** A state's rules as saved: all periods at once, against the version that was read. */
export const RegrasSalvarCodec: t.Type<Omit<RegrasEstado, 'uf'>, unknown> = entity('RegrasSalvar', { versao: Inteiro, vigencias: lista(VigenciaRegraCodec, 30, 'Vigências') }, {});

// --- Quotes ----------------------------------------------------------------------------------------------------

const ValorComponenteCodec: t.Type<ValorComponente, unknown> = entity('ValorComponente', { codigo: t.string, nome: t.string, centavos: t.number }, {});
const PrecificadoCodec: t.Type<ItemPrecificado, unknown> = entity('ItemPrecificado', { quantidade: Inteiro, isento: t.boolean, selos: Inteiro, componentes: t.readonlyArray(ValorComponenteCodec), totalCentavos: t.number }, {});

const Hipotese = oneOf(HIPOTESES_ISENCAO.map((h) => h.codigo), 'Hipótese de gratuidade');
const IsencaoCodec: t.Type<Isencao, unknown> = entity('Isencao', { hipotese: Hipotese, fundamento: texto(200, 'Fundamento da gratuidade') }, {});

const Quantidade = refine(Inteiro, (n) => n >= 1 && n <= 999, 'Informe uma quantidade de 1 a 999.', 'Quantidade');

/** An item to price: a service, how many, the declared value of an act with financial content, an exemption. */
export const ItemCotacaoCodec: t.Type<ItemCotacaoSalvar, unknown> = entity('ItemCotacao', { servicoId: Id, quantidade: Quantidade }, { valorDeclaradoCentavos: Centavos, isencao: IsencaoCodec });

/** An item as priced: the service named, and every component of its price. */
export const ItemCotadoCodec: t.Type<ItemCotado, unknown> = entity(
  'ItemCotado',
  { servicoId: Id, codigo: t.string, descricao: t.string, quantidade: Inteiro, precificado: PrecificadoCodec },
  { valorDeclaradoCentavos: t.number, isencao: IsencaoCodec },
);

export const ValoresComponentesCodec: t.Type<readonly ValorComponente[], unknown> = t.readonlyArray(ValorComponenteCodec);

export const CotacaoSalvarCodec: t.Type<CotacaoSalvar, unknown> = entity(
  'CotacaoSalvar',
  {
    dataReferencia: data('Data de referência'),
    itens: refine(t.readonlyArray(ItemCotacaoCodec), (l) => l.length >= 1 && l.length <= 100, 'Inclua de 1 a 100 itens.', 'Itens'),
  },
  { cliente: texto(120, 'Cliente') },
);

export const CotacaoCodec: t.Type<Cotacao, unknown> = entity(
  'Cotacao',
  { id: Id, numero: Id, criadaEm: t.string, dataReferencia: t.string, itens: t.readonlyArray(ItemCotadoCodec), componentes: ValoresComponentesCodec, totalCentavos: t.number },
  { cliente: t.string, usuario: t.string },
);

export const CotacaoListaItemCodec: t.Type<CotacaoListaItem, unknown> = entity(
  'CotacaoListaItem',
  { id: Id, numero: Id, criadaEm: t.string, dataReferencia: t.string, itens: Inteiro, totalCentavos: t.number },
  { cliente: t.string, usuario: t.string },
);

export const FiltroCotacoesCodec: t.Type<FiltroCotacoes, unknown> = entity('FiltroCotacoes', {}, { numero: IdParametro, cliente: texto(120, 'Cliente'), de: data('Feita desde'), ate: data('Feita até') });
