/**
 * Wire codecs of persons and members (socios/): a member of a board as records carry it and as a save sends it,
 * and the person search. A document is a CPF or a CNPJ, masked or not; it decodes to its digits (characters).
 */
import * as t from 'io-ts';
import {
  MENSAGEM_DOCUMENTO_PESSOA,
  NOME_PESSOA_MAXIMO,
  PARTICIPACAO_MAXIMA,
  SITUACOES_EMPRESA,
  normalizeDocumentoPessoa,
  type BuscaPessoas,
  type Pessoa,
  type PessoaVinculos,
  type Socio,
  type SocioSalvar,
  type VinculoPessoa,
} from '@rpj/domain';
import { data, entity, Id, oneOf, parsedText, refine, texto } from '../contract/codec-helpers.ts';

/** A CPF or a CNPJ (numeric or alphanumeric), typed with or without its mask. */
export const DocumentoPessoa = parsedText('DocumentoPessoa', normalizeDocumentoPessoa, MENSAGEM_DOCUMENTO_PESSOA);

const Qualificacao = refine(t.string, (s) => /^\d{2}$/.test(s), 'Qualificação inválida: escolha uma da tabela da Receita.', 'Qualificação');
const Participacao = refine(
  t.number,
  (n) => Number.isSafeInteger(n) && n >= 0 && n <= PARTICIPACAO_MAXIMA,
  'Participação inválida: de 0 a 100 %, com até duas casas decimais.',
  'Participação',
);

export const PessoaCodec: t.Type<Pessoa, unknown> = entity('Pessoa', { id: Id, tipo: oneOf(['FISICA', 'JURIDICA'], 'Tipo'), documento: t.string, nome: t.string }, {});

/** A member of a board, as a record carries it. */
export const SocioCodec: t.Type<Socio, unknown> = entity(
  'Socio',
  { id: Id, pessoa: PessoaCodec, qualificacao: t.string, entrada: t.string, representanteLegal: t.boolean },
  { saida: t.string, mandatoAte: t.string, participacao: t.number },
);

/** A member as the entity's save sends it. */
export const SocioSalvarCodec: t.Type<SocioSalvar, unknown> = entity(
  'SocioSalvar',
  {
    pessoa: entity('PessoaInformada', { documento: DocumentoPessoa, nome: texto(NOME_PESSOA_MAXIMO, 'Nome') }, {}),
    qualificacao: Qualificacao,
    entrada: data('Entrada'),
    representanteLegal: t.boolean,
  },
  { id: Id, saida: data('Saída'), mandatoAte: data('Fim do mandato'), participacao: Participacao },
);

/** The body of `POST /socio/pesquisa`: a document, or part of a name (at least three letters). */
export const BuscaPessoasCodec: t.Type<BuscaPessoas, unknown> = refine(
  entity('BuscaPessoas', {}, { documento: DocumentoPessoa, nome: refine(texto(NOME_PESSOA_MAXIMO, 'Nome'), (s) => s.length >= 3, 'Informe ao menos 3 letras do nome.', 'Nome') }),
  (b) => b.documento !== undefined || b.nome !== undefined,
  'Informe o CPF ou CNPJ, ou parte do nome.',
  'BuscaPessoas',
);

const VinculoPessoaCodec: t.Type<VinculoPessoa, unknown> = entity(
  'VinculoPessoa',
  {
    socioId: Id,
    empresaId: Id,
    denominacao: t.string,
    situacao: oneOf(SITUACOES_EMPRESA, 'Situação'),
    qualificacao: t.string,
    qualificacaoNome: t.string,
    entrada: t.string,
    representanteLegal: t.boolean,
  },
  { cnpj: t.string, numeroRegistro: Id, livro: t.string, saida: t.string },
);

/** A person found, with its links. */
export const PessoaVinculosCodec: t.Type<PessoaVinculos, unknown> = entity('PessoaVinculos', { pessoa: PessoaCodec, vinculos: t.readonlyArray(VinculoPessoaCodec) }, {});
