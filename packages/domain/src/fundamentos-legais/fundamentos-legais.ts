/**
 * Fundamentos legais: the legal grounds an examiner cites in a requirement note (nota devolutiva), each with the
 * model wording of a requirement that cites it (issue 26; ../shared/docs/domain-rcpj.md §1.1 and §1.4). The office
 * keeps the list on its own screen; the services put in the starting list below at the first start.
 */
import { rules, type RuleRef } from '../input/rules.ts';
import { collapseWhitespace } from '../input/text.ts';

/** A legal ground and the model text of a requirement that cites it. */
export interface FundamentoLegal {
  readonly id: number;
  /** The citation: 'Lei 6.015/1973, art. 120'. */
  readonly nome: string;
  /** The model wording of a requirement that cites this ground, in pt-BR; several lines allowed. */
  readonly texto: string;
  readonly versao: number;
}

/** The body of a save: without `id` it creates; with `id` and `versao` it updates. */
export type FundamentoLegalSalvar = Omit<FundamentoLegal, 'id' | 'versao'> & { readonly id?: number; readonly versao?: number };

/** The list's filters: part of the citation, part of the model text. */
export interface FiltroFundamentosLegais {
  readonly nome?: string;
  readonly texto?: string;
}

/** The longest name. */
export const NOME_FUNDAMENTO_LEGAL_MAXIMO = 120;

/** The longest model text. */
export const TEXTO_FUNDAMENTO_LEGAL_MAXIMO = 1000;

/** The name's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_NOME_FUNDAMENTO_LEGAL: readonly RuleRef[] = [rules.maxLength(NOME_FUNDAMENTO_LEGAL_MAXIMO)];

/** The model text's rules besides being required: the form checks them, and the codec the same limit. */
export const REGRAS_TEXTO_FUNDAMENTO_LEGAL: readonly RuleRef[] = [rules.maxLength(TEXTO_FUNDAMENTO_LEGAL_MAXIMO)];

/** How much of a model text a list shows. */
export const INICIO_TEXTO_FUNDAMENTO = 140;

/**
 * The beginning of a model text as a list shows it: on one line, cut at a word before `tamanho` characters with
 * '…' when longer.
 *
 * @example
 * ```ts
 * inicioDoTexto('Apresente o requerimento\nassinado.', 20); // 'Apresente o…'
 * ```
 */
export function inicioDoTexto(texto: string, tamanho = INICIO_TEXTO_FUNDAMENTO): string {
  const linha = collapseWhitespace(texto);
  const letras = Array.from(linha);
  if (letras.length <= tamanho) return linha;
  const corte = letras.slice(0, tamanho - 1).join('');
  const espaco = corte.lastIndexOf(' ');
  return `${(espaco > 0 ? corte.slice(0, espaco) : corte).replace(/[\s,;:.–-]+$/u, '')}…`;
}

/** The lines of a model text. */
const linhas = (...l: readonly string[]): string => l.join('\n');

/**
 * The grounds an RCPJ examiner cites most, each with a model requirement (what the services put in at the first
 * start). Each text keeps to what its article requires and cites the ground by its name.
 */
export const FUNDAMENTOS_LEGAIS_INICIAIS: readonly Pick<FundamentoLegal, 'nome' | 'texto'>[] = [
  {
    nome: 'Lei 6.015/1973, art. 114',
    texto: linhas(
      'O ato apresentado não se inscreve no Registro Civil de Pessoas Jurídicas. Nele se inscrevem os contratos, atos constitutivos, estatutos ou compromissos das sociedades civis, religiosas, pias, morais, científicas ou literárias, das fundações e das associações; os das sociedades civis que revestirem as formas das leis comerciais, salvo as anônimas; e os dos partidos políticos. Nele também se matriculam jornais, periódicos, oficinas impressoras, empresas de radiodifusão e agências de notícias (Lei 6.015/1973, art. 114).',
      'Esclareça a natureza do ato ou apresente-o ao registro competente.',
    ),
  },
  {
    nome: 'Lei 6.015/1973, art. 115',
    texto: linhas(
      'O objeto ou circunstâncias relevantes do ato constitutivo indicam destino ou atividades ilícitos, ou contrários, nocivos ou perigosos ao bem público, à segurança do Estado e da coletividade, à ordem pública ou social, à moral e aos bons costumes, o que impede o registro (Lei 6.015/1973, art. 115).',
      'O processo de registro fica sobrestado, e será suscitada dúvida ao juiz competente, que a decidirá (art. 115, parágrafo único).',
    ),
  },
  {
    nome: 'Lei 6.015/1973, art. 120',
    texto: linhas(
      'O ato apresentado não traz todas as indicações que o registro deve declarar (Lei 6.015/1973, art. 120). Complemente-o com o que faltar entre:',
      'I – a denominação, o fundo social, quando houver, os fins e a sede, bem como o tempo de duração;',
      'II – o modo por que se administra e representa, ativa e passivamente, judicial e extrajudicialmente;',
      'III – se o estatuto, o contrato ou o compromisso é reformável no tocante à administração, e de que modo;',
      'IV – se os membros respondem ou não, subsidiariamente, pelas obrigações sociais;',
      'V – as condições de extinção da pessoa jurídica e, nesse caso, o destino do seu patrimônio;',
      'VI – os nomes dos fundadores ou instituidores e dos membros da diretoria, provisória ou definitiva, com a nacionalidade, o estado civil e a profissão de cada um, e o nome e a residência do apresentante.',
    ),
  },
  {
    nome: 'Lei 6.015/1973, art. 121',
    texto: linhas(
      'O registro é feito com base em uma via do estatuto, compromisso ou contrato, apresentada em papel ou em meio eletrônico, a requerimento do representante legal da pessoa jurídica (Lei 6.015/1973, art. 121).',
      'Apresente o requerimento assinado pelo representante legal, acompanhado de uma via do ato a registrar.',
    ),
  },
  {
    nome: 'Código Civil, art. 46',
    texto: linhas(
      'O ato constitutivo não traz todas as indicações que o registro da pessoa jurídica deve declarar (Código Civil, art. 46). Complemente-o com o que faltar entre:',
      'I – a denominação, os fins, a sede, o tempo de duração e o fundo social, quando houver;',
      'II – o nome e a individualização dos fundadores ou instituidores, e dos diretores;',
      'III – o modo por que se administra e representa, ativa e passivamente, judicial e extrajudicialmente;',
      'IV – se o ato constitutivo é reformável no tocante à administração, e de que modo;',
      'V – se os membros respondem, ou não, subsidiariamente, pelas obrigações sociais;',
      'VI – as condições de extinção da pessoa jurídica e o destino do seu patrimônio, nesse caso.',
    ),
  },
  {
    nome: 'Código Civil, art. 54',
    texto: linhas(
      'Sob pena de nulidade, o estatuto da associação deve conter (Código Civil, art. 54):',
      'I – a denominação, os fins e a sede da associação;',
      'II – os requisitos para a admissão, demissão e exclusão dos associados;',
      'III – os direitos e deveres dos associados;',
      'IV – as fontes de recursos para sua manutenção;',
      'V – o modo de constituição e de funcionamento dos órgãos deliberativos;',
      'VI – as condições para a alteração das disposições estatutárias e para a dissolução;',
      'VII – a forma de gestão administrativa e de aprovação das respectivas contas.',
      'Apresente o estatuto com as disposições que faltam.',
    ),
  },
  {
    nome: 'Código Civil, art. 59',
    texto: linhas(
      'Compete privativamente à assembleia geral destituir os administradores e alterar o estatuto; essas deliberações exigem assembleia especialmente convocada para esse fim, com o quórum estabelecido no estatuto (Código Civil, art. 59 e parágrafo único).',
      'Apresente a ata da assembleia geral especialmente convocada que deliberou o ato, com a prova da convocação e do quórum previsto no estatuto.',
    ),
  },
  {
    nome: 'Código Civil, art. 62',
    texto: linhas(
      'Para criar uma fundação, o instituidor fará, por escritura pública ou testamento, dotação especial de bens livres, especificando o fim a que se destina e declarando, se quiser, a maneira de administrá-la (Código Civil, art. 62); a fundação somente pode constituir-se para os fins enumerados no parágrafo único do mesmo artigo.',
      'Apresente a escritura pública ou o testamento que institui a fundação.',
    ),
  },
  {
    nome: 'Código Civil, art. 66',
    texto: linhas(
      'Velará pelas fundações o Ministério Público do Estado onde situadas (Código Civil, art. 66), e o estatuto da fundação se submete à aprovação da autoridade competente (art. 65).',
      'Apresente o estatuto com a aprovação do Ministério Público.',
    ),
  },
  {
    nome: 'Código Civil, art. 997',
    texto: linhas(
      'O contrato da sociedade simples, escrito, particular ou público, deve mencionar, além das cláusulas estipuladas pelas partes (Código Civil, art. 997):',
      'I – nome, nacionalidade, estado civil, profissão e residência dos sócios pessoas naturais, e firma ou denominação, nacionalidade e sede dos sócios pessoas jurídicas;',
      'II – denominação, objeto, sede e prazo da sociedade;',
      'III – capital da sociedade, expresso em moeda corrente;',
      'IV – a quota de cada sócio no capital social e o modo de realizá-la;',
      'V – as prestações a que se obriga o sócio cuja contribuição consista em serviços;',
      'VI – as pessoas naturais incumbidas da administração da sociedade, e seus poderes e atribuições;',
      'VII – a participação de cada sócio nos lucros e nas perdas;',
      'VIII – se os sócios respondem, ou não, subsidiariamente, pelas obrigações sociais.',
      'Complemente o contrato social com o que faltar.',
    ),
  },
  {
    nome: 'Lei 8.906/1994, art. 1º, § 2º',
    texto: linhas(
      'Os atos e contratos constitutivos de pessoas jurídicas, sob pena de nulidade, só podem ser admitidos a registro quando visados por advogado (Lei 8.906/1994, art. 1º, § 2º).',
      'Apresente o ato com o visto de advogado, identificado pelo nome e pelo número de inscrição na OAB.',
    ),
  },
];
