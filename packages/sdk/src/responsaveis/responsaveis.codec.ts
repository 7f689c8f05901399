/** Wire codecs of responsáveis assinantes (registration service, /responsavel): a record, the body of a save, the list's filters. */
import * as t from 'io-ts';
import { CARGOS_RESPONSAVEL, NOME_RESPONSAVEL_MAXIMO, problemaDaVigencia, type FiltroResponsaveis, type Responsavel, type ResponsavelSalvar } from '@rpj/domain';
import { comRegra, corpoSalvar, data, entity, Id, Inteiro, oneOf, texto } from '../contract/codec-helpers.ts';

const Nome = texto(NOME_RESPONSAVEL_MAXIMO, 'Nome');
const Cargo = oneOf(CARGOS_RESPONSAVEL, 'Cargo');
export const ResponsavelCodec: t.Type<Responsavel, unknown> = entity('Responsavel', { id: Id, nome: t.string, cargo: Cargo, inicio: t.string, versao: Inteiro }, { fim: t.string });
export const ResponsavelSalvarCodec: t.Type<ResponsavelSalvar, unknown> = corpoSalvar(
  comRegra(entity('ResponsavelSalvar', { nome: Nome, cargo: Cargo, inicio: data('Início') }, { id: Id, versao: Inteiro, fim: data('Fim') }), problemaDaVigencia),
);
export const FiltroResponsaveisCodec: t.Type<FiltroResponsaveis, unknown> = entity('FiltroResponsaveis', {}, { nome: Nome, cargo: Cargo, vigenteEm: data('Vigente em') });
