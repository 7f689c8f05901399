/**
 * Printing a seal (issue 30; ../shared/docs/domain-rcpj.md §3, "printed on document/label with QR"): the stamp — the
 * court's heading, the seal's codes, the act, the office, the day and a QR code of the court's public lookup — on an
 * adhesive label sheet (started at any position, so a partly used sheet is used up) or on a model page of the act
 * (an office's template with the stamp's place reserved). Only a seal used on an act is printed; a voided one never.
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';
import { enderecoConsultaSelo, type Selo, type SituacaoSelo, type TribunalSelo } from './selos.ts';

/** The heading of each court's stamp (MG: Portaria Conjunta 15/PR-TJMG/2019, art. 14 — capitals, bold). */
export const CABECALHO_CARIMBO: Readonly<Record<TribunalSelo, string>> = {
  GO: 'PODER JUDICIÁRIO DO ESTADO DE GOIÁS – CORREGEDORIA-GERAL DA JUSTIÇA',
  MG: 'PODER JUDICIÁRIO – TJMG – CORREGEDORIA-GERAL DE JUSTIÇA',
};

/** What each court calls a seal's second code, as printed beside it. */
export const ROTULO_VALIDADOR: Readonly<Record<TribunalSelo, string>> = { GO: 'Código do ato', MG: 'Código de segurança' };

/** The stamp as printed: every line of it, and the address its QR code carries. */
export interface Carimbo {
  readonly cabecalho: string;
  readonly titulo: string;
  readonly selo: string;
  readonly validador: { readonly rotulo: string; readonly valor: string };
  readonly ato: string;
  readonly protocolo: number;
  readonly cartorio: string;
  /** The act's day, dd/mm/aaaa. */
  readonly data: string;
  /** The court's public lookup of this seal (the QR code). */
  readonly consulta: string;
  /** The lookup's site, as a person types it. */
  readonly site: string;
}

/** The states of a seal that has an act: the only ones printed. */
export const SITUACOES_IMPRIMIVEIS: readonly SituacaoSelo[] = ['UTILIZADO', 'ENVIADO', 'REJEITADO'];

/** Why a seal cannot be printed, in words (the service answers 409 with it); nothing when it can. */
export function problemaDaImpressao(s: Pick<Selo, 'codigo' | 'situacao'>): string | undefined {
  if (SITUACOES_IMPRIMIVEIS.includes(s.situacao)) return undefined;
  if (s.situacao === 'INUTILIZADO') return `O selo ${s.codigo} está inutilizado: não pode ser impresso. Use o selo que o substituiu.`;
  return `O selo ${s.codigo} ainda não foi usado em nenhum ato: só se imprime o selo de um ato praticado.`;
}

/** The stamp of a used seal; `dia` gives an instant's civil day (aaaa-mm-dd) in the office's time zone. */
export function carimboDoSelo(s: Selo, cartorio: string, dia: (instante: string) => string): Carimbo {
  const consulta = enderecoConsultaSelo(s.tribunal, s.codigo, s.validador);
  const data = s.usadoEm === undefined ? '' : dia(s.usadoEm);
  return {
    cabecalho: CABECALHO_CARIMBO[s.tribunal],
    titulo: 'Selo Eletrônico de Fiscalização',
    selo: s.codigo,
    validador: { rotulo: ROTULO_VALIDADOR[s.tribunal], valor: s.validador },
    ato: s.ato ?? '',
    protocolo: s.protocolo ?? 0,
    cartorio,
    data: isoParaBr(data) ?? data,
    consulta,
    site: consulta.replace(/^https:\/\//, '').replace(/\?.*$/, ''),
  };
}

/**
 * An adhesive label sheet: A4, its grid of labels, sizes in millimetres (the manufacturer's template). The stamp
 * fits either: a QR code of about 2 cm (the vendors' guidance for labels) and the text beside it.
 */
export interface FolhaEtiquetas {
  readonly nome: string;
  readonly colunas: number;
  readonly linhas: number;
  readonly larguraMm: number;
  readonly alturaMm: number;
  readonly margemSuperiorMm: number;
  readonly margemEsquerdaMm: number;
  /** From one label's left edge to the next one's, and from one row's top to the next one's. */
  readonly passoHorizontalMm: number;
  readonly passoVerticalMm: number;
}

export const FOLHAS_ETIQUETA = {
  A4360: { nome: 'A4 com 21 etiquetas de 63,5 × 38,1 mm (Pimaco A4360, Avery L7160)', colunas: 3, linhas: 7, larguraMm: 63.5, alturaMm: 38.1, margemSuperiorMm: 15.15, margemEsquerdaMm: 7.25, passoHorizontalMm: 66.04, passoVerticalMm: 38.1 },
  A4363: { nome: 'A4 com 14 etiquetas de 99,1 × 38,1 mm (Pimaco A4363, Avery L7163)', colunas: 2, linhas: 7, larguraMm: 99.1, alturaMm: 38.1, margemSuperiorMm: 15.15, margemEsquerdaMm: 4.65, passoHorizontalMm: 101.6, passoVerticalMm: 38.1 },
} as const satisfies Readonly<Record<string, FolhaEtiquetas>>;

export type CodigoFolha = keyof typeof FOLHAS_ETIQUETA;
export const CODIGOS_FOLHA = Object.keys(FOLHAS_ETIQUETA) as readonly CodigoFolha[];

/** Where one label goes: the sheet (1, 2, …), its number on the sheet (1 = top left, row by row), and its corner. */
export interface PosicaoEtiqueta {
  readonly folha: number;
  readonly numero: number;
  readonly linha: number;
  readonly coluna: number;
  readonly xMm: number;
  readonly yMm: number;
}

/** The labels' places for `quantidade` stamps from position `inicio` of the first sheet, row by row, on to new sheets. */
export function posicoesDasEtiquetas(folha: FolhaEtiquetas, inicio: number, quantidade: number): readonly PosicaoEtiqueta[] {
  const porFolha = folha.colunas * folha.linhas;
  return Array.from({ length: quantidade }, (_, i) => {
    const indice = inicio - 1 + i;
    const numero = (indice % porFolha) + 1;
    const linha = Math.floor((numero - 1) / folha.colunas);
    const coluna = (numero - 1) % folha.colunas;
    return {
      folha: Math.floor(indice / porFolha) + 1,
      numero,
      linha,
      coluna,
      xMm: folha.margemEsquerdaMm + coluna * folha.passoHorizontalMm,
      yMm: folha.margemSuperiorMm + linha * folha.passoVerticalMm,
    };
  });
}

export const IMPRESSAO_MAXIMO = { etiquetas: 100, nomeModelo: 80, textoModelo: 4_000 } as const;

/** A label printing: which seals, on which sheet, from which position of its first sheet. */
export interface PedidoEtiquetas {
  readonly codigos: readonly string[];
  readonly folha: CodigoFolha;
  readonly posicao: number;
}

/** What is wrong with a label printing, on its fields. */
export function errosDasEtiquetas(p: PedidoEtiquetas): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (p.codigos.length === 0) erros.push({ campo: 'codigos', mensagem: 'Informe ao menos um selo para imprimir.' });
  else if (p.codigos.length > IMPRESSAO_MAXIMO.etiquetas) erros.push({ campo: 'codigos', mensagem: `Imprima até ${String(IMPRESSAO_MAXIMO.etiquetas)} selos de cada vez.` });
  else if (new Set(p.codigos).size !== p.codigos.length) erros.push({ campo: 'codigos', mensagem: 'Um selo aparece mais de uma vez: cada selo é impresso uma vez só.' });
  const folha = FOLHAS_ETIQUETA[p.folha] as FolhaEtiquetas | undefined;
  if (folha === undefined) erros.push({ campo: 'folha', mensagem: 'Escolha uma das folhas de etiquetas da lista.' });
  else {
    const total = folha.colunas * folha.linhas;
    if (!Number.isInteger(p.posicao) || p.posicao < 1 || p.posicao > total) erros.push({ campo: 'posicao', mensagem: `Escolha a posição da primeira etiqueta livre: de 1 a ${String(total)}.` });
  }
  return erros;
}

/** A4 in millimetres, and the stamp on a model page (the size of the larger label). */
export const PAGINA_A4_MM = { largura: 210, altura: 297 } as const;
export const CARIMBO_MODELO_MM = { largura: 99, altura: 38 } as const;

/** The fields a model's text may name between braces, e.g. {entidade}, and what each becomes. */
export const CAMPOS_MODELO = {
  cartorio: 'o nome do cartório',
  entidade: 'a entidade do ato',
  cnpj: 'o CNPJ da entidade (vazio se ainda não tiver)',
  ato: 'o ato praticado',
  protocolo: 'o número do protocolo',
  data: 'o dia do ato',
  selo: 'o código do selo',
} as const;
export type CampoModelo = keyof typeof CAMPOS_MODELO;

/** A model page: its title (printed at the top), its text with {fields}, and the stamp's top-left corner on A4, in mm. */
export interface EntradaModeloSelo {
  readonly nome: string;
  readonly texto: string;
  readonly carimboXMm: number;
  readonly carimboYMm: number;
}

export interface ModeloSelo extends EntradaModeloSelo {
  readonly id: number;
  readonly atualizadoEm: string;
  readonly atualizadoPor: string;
}

const CAMPO = /\{([^{}]*)\}/g;

/** What is wrong with a model, on its fields: the title and the text required, only known {fields}, the stamp on the page. */
export function errosDoModelo(m: EntradaModeloSelo): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (m.nome.trim() === '') erros.push({ campo: 'nome', mensagem: 'Dê um título ao modelo: ele é impresso no alto da página.' });
  else if (m.nome.length > IMPRESSAO_MAXIMO.nomeModelo) erros.push({ campo: 'nome', mensagem: `O título tem até ${String(IMPRESSAO_MAXIMO.nomeModelo)} caracteres.` });
  if (m.texto.trim() === '') erros.push({ campo: 'texto', mensagem: 'Escreva o texto do modelo.' });
  else if (m.texto.length > IMPRESSAO_MAXIMO.textoModelo) erros.push({ campo: 'texto', mensagem: `O texto tem até ${IMPRESSAO_MAXIMO.textoModelo.toLocaleString('pt-BR')} caracteres.` });
  else {
    const desconhecidos = [...new Set([...m.texto.matchAll(CAMPO)].map((c) => c[1] ?? '').filter((c) => !(c in CAMPOS_MODELO)))];
    if (desconhecidos.length > 0) erros.push({ campo: 'texto', mensagem: `Campo desconhecido: ${desconhecidos.map((c) => `{${c}}`).join(', ')}. Use ${Object.keys(CAMPOS_MODELO).map((c) => `{${c}}`).join(', ')}.` });
  }
  const maxX = PAGINA_A4_MM.largura - CARIMBO_MODELO_MM.largura;
  const maxY = PAGINA_A4_MM.altura - CARIMBO_MODELO_MM.altura;
  if (!Number.isInteger(m.carimboXMm) || m.carimboXMm < 0 || m.carimboXMm > maxX) erros.push({ campo: 'carimboXMm', mensagem: `A distância da margem esquerda vai de 0 a ${String(maxX)} mm, para o selo caber na página.` });
  if (!Number.isInteger(m.carimboYMm) || m.carimboYMm < 0 || m.carimboYMm > maxY) erros.push({ campo: 'carimboYMm', mensagem: `A distância do alto da página vai de 0 a ${String(maxY)} mm, para o selo caber na página.` });
  return erros;
}

/** The model's text with its {fields} filled in. */
export function preencherModelo(texto: string, valores: Readonly<Record<CampoModelo, string>>): string {
  return texto.replace(CAMPO, (todo, nome: string) => (nome in CAMPOS_MODELO ? valores[nome as CampoModelo] : todo));
}

/**
 * The text's area on a model page, in mm from the page's edges: 20 mm margins, and the band of the stamp kept free —
 * a stamp in the page's upper half pushes the text below it, one in the lower half ends the text above it.
 */
export function margensDoModelo(m: Pick<EntradaModeloSelo, 'carimboYMm'>): { readonly superiorMm: number; readonly inferiorMm: number } {
  const folga = 6;
  const centro = m.carimboYMm + CARIMBO_MODELO_MM.altura / 2;
  return centro < PAGINA_A4_MM.altura / 2
    ? { superiorMm: Math.max(20, m.carimboYMm + CARIMBO_MODELO_MM.altura + folga), inferiorMm: 20 }
    : { superiorMm: 20, inferiorMm: Math.max(20, PAGINA_A4_MM.altura - m.carimboYMm + folga) };
}
