/**
 * Wire codecs of the catalogue of acts (registration service, `/ato`): each kind of act with its book, the documents
 * a title brings per legal nature, the exam and conference checklists and its deadline in business days.
 */
import * as t from 'io-ts';
import { ATO_MAXIMO as M, ESPECIES_ATO, type DocumentoExigido, type FiltroAtos, type TipoAtoListaItem, type TipoAtoRegistro, type TipoAtoSalvar } from '@rpj/domain';
import { corpoSalvar, entity, Id, Inteiro, oneOf, refine, texto } from '../contract/codec-helpers.ts';

const lista = <A,>(codec: t.Type<A, unknown>, maximo: number, nome: string): t.Type<readonly A[], unknown> =>
  refine(t.readonlyArray(codec), (l) => l.length <= maximo, `Informe no máximo ${String(maximo)}.`, nome);

const Especie = oneOf(ESPECIES_ATO, 'Espécie');
const Livro = oneOf(['A', 'B'], 'Livro');

const DocumentoExigidoCodec: t.Type<DocumentoExigido, unknown> = entity(
  'DocumentoExigido',
  { nome: texto(M.documento, 'Documento') },
  { naturezas: lista(texto(4, 'Natureza jurídica'), 20, 'Naturezas jurídicas'), fundamento: texto(M.fundamento, 'Fundamento') },
);

const campos = {
  codigo: texto(M.codigo, 'Código'),
  nome: texto(M.nome, 'Nome'),
  especie: Especie,
  documentos: lista(DocumentoExigidoCodec, M.documentos, 'Documentos'),
  exame: lista(texto(M.item, 'Item do exame'), M.itens, 'Itens do exame'),
  conferencia: lista(texto(M.item, 'Item da conferência'), M.itens, 'Itens da conferência'),
  prazoDiasUteis: Inteiro,
  fundamentoPrazo: texto(M.fundamento, 'Fundamento do prazo'),
  prazoExigenciaDiasUteis: Inteiro,
};

export const TipoAtoCodec: t.Type<TipoAtoRegistro, unknown> = entity('TipoAto', { id: Id, versao: Inteiro, ...campos }, { livro: Livro });

export const TipoAtoSalvarCodec: t.Type<TipoAtoSalvar, unknown> = corpoSalvar(entity('TipoAtoSalvar', campos, { id: Id, versao: Inteiro, livro: Livro }));

export const TipoAtoListaItemCodec: t.Type<TipoAtoListaItem, unknown> = entity(
  'TipoAtoListaItem',
  { id: Id, versao: Inteiro, codigo: t.string, nome: t.string, especie: Especie, prazoDiasUteis: Inteiro, documentos: Inteiro },
  { livro: Livro },
);

export const FiltroAtosCodec: t.Type<FiltroAtos, unknown> = entity('FiltroAtos', {}, { nome: texto(M.nome, 'Nome'), especie: Especie });
