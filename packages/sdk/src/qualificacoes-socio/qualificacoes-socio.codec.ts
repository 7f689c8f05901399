/** Wire codecs of the qualification table (registration service, /qualificacao-socio): a record, the body of a save, the list's filters. */
import * as t from 'io-ts';
import { MENSAGEM_CODIGO_QUALIFICACAO, NOME_QUALIFICACAO_SOCIO_MAXIMO, PADRAO_CODIGO_QUALIFICACAO, type FiltroQualificacoesSocio, type QualificacaoSocio, type QualificacaoSocioSalvar } from '@rpj/domain';
import { corpoSalvar, entity, Id, Inteiro, refine, texto } from '../contract/codec-helpers.ts';

const Nome = texto(NOME_QUALIFICACAO_SOCIO_MAXIMO, 'Nome');
const Codigo = refine(texto(2, 'Código'), (s) => PADRAO_CODIGO_QUALIFICACAO.test(s), MENSAGEM_CODIGO_QUALIFICACAO, 'Código');
export const QualificacaoSocioCodec: t.Type<QualificacaoSocio, unknown> = entity('QualificacaoSocio', { id: Id, codigo: t.string, nome: t.string, versao: Inteiro }, {});
export const QualificacaoSocioSalvarCodec: t.Type<QualificacaoSocioSalvar, unknown> = corpoSalvar(entity('QualificacaoSocioSalvar', { codigo: Codigo, nome: Nome }, { id: Id, versao: Inteiro }));
export const FiltroQualificacoesSocioCodec: t.Type<FiltroQualificacoesSocio, unknown> = entity('FiltroQualificacoesSocio', {}, { nome: Nome, codigo: texto(2, 'Código') });
