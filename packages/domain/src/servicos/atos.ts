/**
 * The catalogue of acts (ATOS permissions): each kind of act the office performs, its book, the documents a title
 * must bring (per legal nature, ../shared/docs/domain-rcpj.md §1.4), the items an examiner and a conferrer check, and
 * its legal deadline in business days (§1.3). Intake, examination and conference read the catalogue; nothing about
 * acts is written into them. What follows is the catalogue an office starts with: its own copy is editable.
 */
import { NATUREZAS_JURIDICAS } from '../empresas/empresas.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';

/** What kind of work an act is. */
export const ESPECIES_ATO = ['REGISTRO', 'AVERBACAO', 'MATRICULA', 'AUTENTICACAO_LIVRO', 'CERTIDAO'] as const;
export type EspecieAto = (typeof ESPECIES_ATO)[number];

export const ROTULOS_ESPECIE_ATO: Readonly<Record<EspecieAto, string>> = {
  REGISTRO: 'Registro',
  AVERBACAO: 'Averbação',
  MATRICULA: 'Matrícula (Livro B)',
  AUTENTICACAO_LIVRO: 'Autenticação de livro',
  CERTIDAO: 'Certidão',
};

/** Livro A: legal persons' registrations; Livro B: the matrícula of newspapers, printers, broadcasters, news agencies. */
export type LivroAto = 'A' | 'B';

/** A document a title brings. */
export interface DocumentoExigido {
  readonly nome: string;
  /** The legal natures (codes) it is asked of; absent, all. */
  readonly naturezas?: readonly string[];
  /** The law or rule behind it. */
  readonly fundamento?: string;
}

/** A kind of act of the catalogue. */
export interface TipoAto {
  /** Stable code: 'REGISTRO_CONSTITUICAO'. */
  readonly codigo: string;
  readonly nome: string;
  readonly especie: EspecieAto;
  /** The book it is written in; a certificate is written in none. */
  readonly livro?: LivroAto;
  readonly documentos: readonly DocumentoExigido[];
  /** What the examiner checks before the act is found fit. */
  readonly exame: readonly string[];
  /** What the conference checks before the officer signs. */
  readonly conferencia: readonly string[];
  /** The legal deadline in business days from the protocol, and its ground (configurable per state). */
  readonly prazoDiasUteis: number;
  readonly fundamentoPrazo: string;
  /** The business days a presenter has to meet the requirements of a note (from the note; the protocol lapses after). */
  readonly prazoExigenciaDiasUteis: number;
}

const SOCIEDADES = NATUREZAS_JURIDICAS.filter((n) => n.sociedade).map((n) => n.codigo);
const ENTIDADES = NATUREZAS_JURIDICAS.filter((n) => !n.sociedade).map((n) => n.codigo);
const FUNDACOES = ['3069'];

const REQUERIMENTO: DocumentoExigido = { nome: 'Requerimento do representante legal', fundamento: 'Lei 6.015/1973, art. 121' };
const QUALIFICACAO_PARTES = 'Qualificação completa de cada parte: nome sem abreviações, CPF ou CNPJ, nacionalidade, estado civil, profissão, domicílio e e-mail';
const NOME_SEMELHANTE = 'Nenhum nome idêntico ou semelhante a outro já registrado na comarca';
const SEDE = 'Sede na circunscrição deste cartório (o registro em outro é nulo)';
const EMOLUMENTOS = 'Emolumentos e taxas recolhidos pela tabela em vigor na data do ato';
const CONFERENCIA_REGISTRO = ['Número, livro e folha conferidos com o registro', 'Selo de fiscalização aplicado e anotado', 'Certidão do registro lançada no título devolvido'];
const PRAZO_REGISTRO = {
  prazoDiasUteis: 10,
  fundamentoPrazo: 'CN-SC art. 631 e NSCGJ-SP cap. XVIII item 12 (10 dias úteis do protocolo); Lei 6.015/1973, art. 9 §1 (dias úteis)',
  // CN-SC art. 632: the protocol is cancelled after 20 business days without compliance.
  prazoExigenciaDiasUteis: 20,
};

/** The catalogue an office starts with. */
export const CATALOGO_ATOS: readonly TipoAto[] = [
  {
    codigo: 'REGISTRO_CONSTITUICAO',
    nome: 'Registro de ato constitutivo (estatuto ou contrato social)',
    especie: 'REGISTRO',
    livro: 'A',
    documentos: [
      REQUERIMENTO,
      { nome: 'Estatuto com o visto de advogado', naturezas: ENTIDADES, fundamento: 'Lei 8.906/1994, art. 1º §2º' },
      { nome: 'Contrato social com o visto de advogado', naturezas: SOCIEDADES, fundamento: 'Lei 8.906/1994, art. 1º §2º' },
      { nome: 'Ata de fundação', naturezas: ENTIDADES.filter((c) => !FUNDACOES.includes(c)) },
      { nome: 'Ata de eleição e posse da diretoria, com a qualificação e o mandato', naturezas: ENTIDADES.filter((c) => !FUNDACOES.includes(c)) },
      { nome: 'Lista de presença da assembleia de fundação', naturezas: ENTIDADES.filter((c) => !FUNDACOES.includes(c)) },
      { nome: 'Escritura pública ou testamento de instituição', naturezas: FUNDACOES, fundamento: 'Código Civil, art. 62' },
      { nome: 'Aprovação do estatuto pelo Ministério Público', naturezas: FUNDACOES, fundamento: 'Código Civil, arts. 65 e 66' },
    ],
    exame: [
      NOME_SEMELHANTE,
      SEDE,
      'Estatuto ou contrato com os elementos do art. 120 da Lei 6.015/1973: denominação, fins, sede, prazo, administração e representação, reforma, responsabilidade dos membros, extinção e destino do patrimônio',
      'Objeto lícito (se não, suspender o registro e suscitar dúvida: art. 115)',
      QUALIFICACAO_PARTES,
      EMOLUMENTOS,
    ],
    conferencia: CONFERENCIA_REGISTRO,
    ...PRAZO_REGISTRO,
  },
  {
    codigo: 'AVERBACAO_ALTERACAO_ESTATUTARIA',
    nome: 'Averbação de alteração do estatuto ou do contrato social',
    especie: 'AVERBACAO',
    livro: 'A',
    documentos: [
      REQUERIMENTO,
      { nome: 'Ata da assembleia que aprovou a alteração, com a lista de presença', naturezas: ENTIDADES },
      { nome: 'Alteração contratual com o visto de advogado', naturezas: SOCIEDADES, fundamento: 'Lei 8.906/1994, art. 1º §2º' },
      { nome: 'Estatuto consolidado com o visto de advogado', naturezas: ENTIDADES, fundamento: 'Lei 8.906/1994, art. 1º §2º' },
    ],
    exame: ['Quórum e convocação conforme o estatuto em vigor', 'Alterações sucessivas averbadas em ordem (continuidade)', QUALIFICACAO_PARTES, EMOLUMENTOS],
    conferencia: CONFERENCIA_REGISTRO,
    ...PRAZO_REGISTRO,
  },
  {
    codigo: 'AVERBACAO_ELEICAO_DIRETORIA',
    nome: 'Averbação de ata de eleição e posse da diretoria',
    especie: 'AVERBACAO',
    livro: 'A',
    documentos: [REQUERIMENTO, { nome: 'Ata de eleição e posse, com a qualificação e o mandato de cada eleito' }, { nome: 'Lista de presença da assembleia' }],
    exame: ['Eleição conforme o estatuto (convocação, quórum, mandato)', QUALIFICACAO_PARTES, EMOLUMENTOS],
    conferencia: CONFERENCIA_REGISTRO,
    ...PRAZO_REGISTRO,
  },
  {
    codigo: 'AVERBACAO_DISSOLUCAO',
    nome: 'Averbação de dissolução, liquidação ou extinção',
    especie: 'AVERBACAO',
    livro: 'A',
    documentos: [REQUERIMENTO, { nome: 'Ata ou instrumento de dissolução, com a nomeação do liquidante' }, { nome: 'Aprovação das contas do liquidante e destino do patrimônio' }],
    exame: ['Dissolução conforme o estatuto ou o contrato', 'Destino do patrimônio conforme o estatuto (Código Civil, art. 61)', EMOLUMENTOS],
    conferencia: CONFERENCIA_REGISTRO,
    ...PRAZO_REGISTRO,
  },
  {
    codigo: 'MATRICULA_IMPRENSA',
    nome: 'Matrícula de jornal, periódico, oficina impressora, emissora ou agência de notícias',
    especie: 'MATRICULA',
    livro: 'B',
    documentos: [REQUERIMENTO, { nome: 'Requerimento com os dados do art. 123 da Lei 6.015/1973 (título, proprietário, diretor, sede, oficina)' }],
    exame: ['Dados do art. 123 completos', QUALIFICACAO_PARTES, EMOLUMENTOS],
    conferencia: CONFERENCIA_REGISTRO,
    ...PRAZO_REGISTRO,
  },
  {
    codigo: 'AUTENTICACAO_LIVRO',
    nome: 'Autenticação de livro da pessoa jurídica',
    especie: 'AUTENTICACAO_LIVRO',
    documentos: [REQUERIMENTO, { nome: 'Livro anterior encerrado, com ao menos metade das folhas usadas', fundamento: 'NSCGJ-SP cap. XVIII item 1.f' }],
    exame: ['Pessoa jurídica registrada neste cartório', 'Termos de abertura e de encerramento', EMOLUMENTOS],
    conferencia: ['Termo de autenticação lançado e assinado', 'Selo de fiscalização aplicado'],
    ...PRAZO_REGISTRO,
  },
  {
    codigo: 'CERTIDAO_BREVE_RELATO',
    nome: 'Certidão em breve relato',
    especie: 'CERTIDAO',
    documentos: [{ nome: 'Pedido (qualquer pessoa, sem declarar o motivo)', fundamento: 'Lei 6.015/1973, art. 17' }],
    exame: ['Menção a todas as alterações posteriores ao ato (art. 21)', EMOLUMENTOS],
    conferencia: ['Assinada por quem pode assinar na data', 'Selo de fiscalização aplicado'],
    prazoDiasUteis: 5,
    fundamentoPrazo: 'Lei 6.015/1973, art. 19 (5 dias) e art. 9 §1 (dias úteis)',
    prazoExigenciaDiasUteis: 20,
  },
  {
    codigo: 'CERTIDAO_INTEIRO_TEOR',
    nome: 'Certidão de inteiro teor',
    especie: 'CERTIDAO',
    documentos: [{ nome: 'Pedido (qualquer pessoa, sem declarar o motivo)', fundamento: 'Lei 6.015/1973, art. 17' }],
    exame: ['Reprodução integral do registro e do arquivo', 'Menção a todas as alterações posteriores ao ato (art. 21)', EMOLUMENTOS],
    conferencia: ['Assinada por quem pode assinar na data', 'Selo de fiscalização aplicado'],
    prazoDiasUteis: 5,
    fundamentoPrazo: 'Lei 6.015/1973, art. 19 (5 dias) e art. 9 §1 (dias úteis)',
    prazoExigenciaDiasUteis: 20,
  },
];

/** The documents a title of this kind brings for an entity of this legal nature. */
export function documentosExigidos(tipo: Pick<TipoAto, 'documentos'>, naturezaJuridica: string): readonly DocumentoExigido[] {
  return tipo.documentos.filter((d) => d.naturezas === undefined || d.naturezas.includes(naturezaJuridica));
}

/** A kind of act as the office keeps it: a record of its catalogue. */
export interface TipoAtoRegistro extends TipoAto {
  readonly id: number;
  readonly versao: number;
}

export type TipoAtoSalvar = TipoAto & { readonly id?: number; readonly versao?: number };

/** A row of the catalogue's list. */
export type TipoAtoListaItem = Pick<TipoAtoRegistro, 'id' | 'versao' | 'codigo' | 'nome' | 'especie' | 'livro' | 'prazoDiasUteis'> & {
  /** How many documents a title of it brings (for any nature). */
  readonly documentos: number;
};

export interface FiltroAtos {
  /** Part of the name, or the exact code. */
  readonly nome?: string;
  readonly especie?: EspecieAto;
}

export const ATO_MAXIMO = { codigo: 40, nome: 200, documentos: 40, documento: 200, itens: 40, item: 300, fundamento: 300, prazo: 365 } as const;

/** A code as intake, services and reports keep it: capitals, digits and '_'. */
export const PADRAO_CODIGO_ATO = /^[A-Z][A-Z0-9_]{2,39}$/;

/**
 * The field errors of a kind of act beyond its shape: a book where the kind writes in one (a registration, an
 * amendment or a matrícula; Livro B for a matrícula), none for a certificate; natures that exist; each document once.
 */
export function errosDoTipoAto(a: TipoAto): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (!PADRAO_CODIGO_ATO.test(a.codigo)) erros.push({ campo: 'codigo', mensagem: 'Use de 3 a 40 letras maiúsculas, dígitos e sublinhado, começando por uma letra.' });
  const escrito = a.especie === 'REGISTRO' || a.especie === 'AVERBACAO' || a.especie === 'MATRICULA';
  if (escrito && a.livro === undefined) erros.push({ campo: 'livro', mensagem: 'Informe o livro em que este ato é lançado.' });
  if (a.especie === 'MATRICULA' && a.livro === 'A') erros.push({ campo: 'livro', mensagem: 'A matrícula de jornais, oficinas e emissoras é feita no Livro B.' });
  if (a.especie === 'CERTIDAO' && a.livro !== undefined) erros.push({ campo: 'livro', mensagem: 'Uma certidão não é lançada em livro.' });
  if (a.prazoDiasUteis < 1 || a.prazoDiasUteis > ATO_MAXIMO.prazo) erros.push({ campo: 'prazoDiasUteis', mensagem: `Informe um prazo de 1 a ${String(ATO_MAXIMO.prazo)} dias úteis.` });
  if (a.prazoExigenciaDiasUteis < 1 || a.prazoExigenciaDiasUteis > ATO_MAXIMO.prazo) {
    erros.push({ campo: 'prazoExigenciaDiasUteis', mensagem: `Informe um prazo de 1 a ${String(ATO_MAXIMO.prazo)} dias úteis.` });
  }
  a.documentos.forEach((d, i) => {
    if (a.documentos.findIndex((o) => o.nome.trim().toLowerCase() === d.nome.trim().toLowerCase()) < i) erros.push({ campo: `documentos.${String(i)}.nome`, mensagem: 'Este documento já está na lista.' });
    const desconhecida = d.naturezas?.find((n) => !NATUREZAS_JURIDICAS.some((x) => x.codigo === n));
    if (desconhecida !== undefined) erros.push({ campo: `documentos.${String(i)}.naturezas`, mensagem: `Natureza jurídica desconhecida: ${desconhecida}.` });
  });
  return erros;
}
