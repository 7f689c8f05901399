/** Wire codecs of the DBE conferral (registration service, `/dbe`). */
import * as t from 'io-ts';
import { DBE_MAXIMO as M, DECISOES_DBE, ESPECIES_ATO, type CartorioDbe, type DbeDoProcesso, type DecisaoDbeSalvar, type LinhaComparacao } from '@rpj/domain';
import { Booleano, entity, Id, oneOf, texto } from '../contract/codec-helpers.ts';
import { chaveDbeProps } from '../consulta-empresa/consulta-empresa.codec.ts';
import { EnderecoCodec } from '../empresas/empresas.codec.ts';
import { ProcessoCodec } from '../processos/processos.codec.ts';

const Membro = entity('MembroComparado', { nome: t.string, qualificacao: t.string }, { documento: t.string });

const CartorioDbeCodec: t.Type<CartorioDbe, unknown> = entity(
  'CartorioDbe',
  { especieAto: oneOf(ESPECIES_ATO, 'Espécie do ato'), tipoAtoNome: t.string, denominacao: t.string, registrada: Booleano, qsa: t.readonlyArray(Membro) },
  { nomeFantasia: t.string, cnpj: t.string, naturezaJuridica: t.string, endereco: EnderecoCodec },
);

const LinhaComparacaoCodec: t.Type<LinhaComparacao, unknown> = entity('LinhaComparacao', { campo: t.string, rotulo: t.string, diferente: t.boolean }, { local: t.string, receita: t.string });

export const DbeDoProcessoCodec: t.Type<DbeDoProcesso, unknown> = entity(
  'DbeDoProcesso',
  {
    processo: ProcessoCodec,
    cartorio: CartorioDbeCodec,
    conferencias: t.readonlyArray(
      entity(
        'ConferenciaDbe',
        {
          id: Id,
          recibo: t.string,
          identificacao: t.string,
          decisao: oneOf(DECISOES_DBE, 'Decisão'),
          divergencias: t.readonlyArray(LinhaComparacaoCodec),
          usuario: entity('UsuarioDoDbe', { login: t.string, nome: t.string }, {}),
          em: t.string,
        },
        { motivo: t.string },
      ),
    ),
  },
  {},
);

export const DecisaoDbeSalvarCodec: t.Type<DecisaoDbeSalvar, unknown> = entity('DecisaoDbeSalvar', { ...chaveDbeProps, decisao: oneOf(DECISOES_DBE, 'Decisão') }, { motivo: texto(M.motivo, 'Motivo') });
