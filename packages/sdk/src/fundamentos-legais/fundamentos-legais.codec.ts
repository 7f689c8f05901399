/** Wire codecs of fundamentos legais (registration service, /fundamento-legal): a record, the body of a save, the list's filters. */
import * as t from 'io-ts';
import { NOME_FUNDAMENTO_LEGAL_MAXIMO, TEXTO_FUNDAMENTO_LEGAL_MAXIMO, type FiltroFundamentosLegais, type FundamentoLegal, type FundamentoLegalSalvar } from '@rpj/domain';
import { corpoSalvar, entity, Id, Inteiro, texto } from '../contract/codec-helpers.ts';

const Nome = texto(NOME_FUNDAMENTO_LEGAL_MAXIMO, 'Nome');
// Trimmed at its ends only: the lines of a model text are kept.
const Texto = texto(TEXTO_FUNDAMENTO_LEGAL_MAXIMO, 'Texto');
export const FundamentoLegalCodec: t.Type<FundamentoLegal, unknown> = entity('FundamentoLegal', { id: Id, nome: t.string, texto: t.string, versao: Inteiro }, {});
export const FundamentoLegalSalvarCodec: t.Type<FundamentoLegalSalvar, unknown> = corpoSalvar(entity('FundamentoLegalSalvar', { nome: Nome, texto: Texto }, { id: Id, versao: Inteiro }));
export const FiltroFundamentosLegaisCodec: t.Type<FiltroFundamentosLegais, unknown> = entity('FiltroFundamentosLegais', {}, { nome: Nome, texto: Texto });
