/** Wire codecs of the entity-consultation service (port 8142): the query by CNPJ and the Receita's answer. */
import * as t from 'io-ts';
import { errosDaChaveDbe, normalizarChaveDbe, SITUACOES_CADASTRAIS, type ChaveDbe, type Dbe, type EmpresaReceita, type EventoDbe, type SocioDbe, type SocioReceita } from '@rpj/domain';
import { Centavos, entity, oneOf, parsedText } from '../contract/codec-helpers.ts';
import { Cnpj, EnderecoCodec } from '../empresas/empresas.codec.ts';

const SocioReceitaCodec: t.Type<SocioReceita, unknown> = entity('SocioReceita', { nome: t.string, documento: t.string, qualificacao: t.string }, { dataEntrada: t.string });

/** What the service answers for a CNPJ. */
export const EmpresaReceitaCodec: t.Type<EmpresaReceita, unknown> = entity(
  'EmpresaReceita',
  {
    cnpj: t.string,
    razaoSocial: t.string,
    situacaoCadastral: oneOf(SITUACOES_CADASTRAIS, 'Situação cadastral'),
    dataSituacao: t.string,
    naturezaJuridica: t.string,
    dataAbertura: t.string,
    endereco: EnderecoCodec,
    qsa: t.readonlyArray(SocioReceitaCodec),
  },
  { nomeFantasia: t.string, capitalCentavos: Centavos, email: t.string, telefone: t.string },
);

/** The body of `POST /consulta/cnpj`. */
export const ConsultaCnpjCodec: t.Type<{ readonly cnpj: string }, unknown> = entity('ConsultaCnpj', { cnpj: Cnpj }, {});

const SocioDbeCodec: t.Type<SocioDbe, unknown> = entity('SocioDbe', { nome: t.string, documento: t.string, qualificacao: t.string }, {});
const EventoDbeCodec: t.Type<EventoDbe, unknown> = entity('EventoDbe', { codigo: t.string, descricao: t.string, data: t.string }, {});

/** What the service answers for a DBE's control number: its events, FCPJ and QSA. */
export const DbeCodec: t.Type<Dbe, unknown> = entity(
  'Dbe',
  {
    recibo: t.string,
    identificacao: t.string,
    emitidoEm: t.string,
    razaoSocial: t.string,
    naturezaJuridica: t.string,
    eventos: t.readonlyArray(EventoDbeCodec),
    endereco: EnderecoCodec,
    responsavel: SocioDbeCodec,
    qsa: t.readonlyArray(SocioDbeCodec),
  },
  { protocoloRedesim: t.string, cnpj: t.string, nomeFantasia: t.string, capitalCentavos: Centavos, cnaePrincipal: t.string },
);

/** One half of a DBE's control number, read however it is typed (case, dots, dashes and spaces aside). */
function metadeDaChave(campo: keyof ChaveDbe, nome: string): t.Type<string, string> {
  const vazia: ChaveDbe = { recibo: 'GO00000000', identificacao: '00000000000000' };
  const mensagem = errosDaChaveDbe({ recibo: '', identificacao: '' }).find((e) => e.campo === campo)?.mensagem ?? nome;
  return parsedText(nome, (texto) => {
    const chave = normalizarChaveDbe({ ...vazia, [campo]: texto });
    return errosDaChaveDbe(chave).length === 0 ? chave[campo] : undefined;
  }, mensagem);
}

/** The halves of a DBE's control number: the receipt (UF + 8 digits) and the identification (14 digits). */
export const chaveDbeProps = { recibo: metadeDaChave('recibo', 'Recibo'), identificacao: metadeDaChave('identificacao', 'Identificação') };

/** The body of `POST /consulta/dbe`. */
export const ConsultaDbeCodec: t.Type<ChaveDbe, unknown> = entity('ConsultaDbe', chaveDbeProps, {});
