/**
 * Financial reports (issue 33; ../shared/docs/domain-rcpj.md §2.4): what the office answers to the court's
 * inspection with — the cash report, the daily cash close with its reconciliation, the receipt sequence with every gap
 * and cancellation, the quotes, and the daily revenue book (Livro Diário Auxiliar da Receita e da Despesa) — and the
 * process reports (issue 34): the protocol book with its daily closing terms, and each person's productivity. Every
 * report is the same thing: columns, rows of cells, totals of the columns that add up, charts of a column grouped by
 * another. The service sends the rows in parts (a year of a busy office is hundreds of thousands of them); the screen,
 * the CSV and the PDF all show the same rows with the same totals, computed here.
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import { somarDias } from '../feriados/calendario.ts';
import { formatMoney } from '../format.ts';
import type { IdRota } from '../permissions/route-access.ts';
import type { MetodoPagamento } from '../caixas/caixas.ts';
import type { EventoProcesso } from '../processos/situacoes.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';

export const RELATORIOS = ['caixa', 'caixaDiario', 'controleRecibo', 'cotacao', 'livroDiario', 'livroProtocolo', 'produtividade'] as const;
export type NomeRelatorio = (typeof RELATORIOS)[number];

/**
 * How a column's cells are written: text, a whole number, money in cents, a day (ISO date), a moment (milliseconds
 * since 1970, or an ISO instant), a length of time (seconds).
 */
export type TipoColuna = 'texto' | 'inteiro' | 'dinheiro' | 'dia' | 'instante' | 'duracao';

export interface ColunaRelatorio {
  readonly chave: string;
  readonly titulo: string;
  readonly tipo: TipoColuna;
  /** Its total is shown under the table (money and counts that add up). */
  readonly somar?: boolean;
  /**
   * The column is an average over the count in this other column (the key): under the table, the average of all
   * rows, each weighing its count (an average of averages would let a person with one act weigh as one with a hundred).
   */
  readonly media?: string;
  /** Its width on screen, in pixels (by its type when absent). */
  readonly largura?: number;
}

export type Celula = string | number | null;
export type LinhaRelatorio = readonly Celula[];

/** A chart of the report: the sum of one column grouped by another (by day, when the column is a day or a moment). */
export interface GraficoRelatorio {
  readonly titulo: string;
  readonly tipo: 'rosca' | 'barras';
  readonly por: string;
  readonly valor: string;
}

/** The filters a report may take, beyond its period. */
export const FILTROS_RELATORIO = ['caixaId', 'usuario', 'grupoId', 'servico', 'metodo', 'ocorrencias', 'convertida'] as const;
export type CampoFiltroRelatorio = (typeof FILTROS_RELATORIO)[number];

export interface FiltroRelatorio {
  /** The period, Brasília days (ISO dates), both included. */
  readonly de: string;
  readonly ate: string;
  readonly caixaId?: number;
  /** A person, by login: the box's owner, the quote's clerk. */
  readonly usuario?: string;
  /** A group of users (the person's group). */
  readonly grupoId?: number;
  /** A service, by its code. */
  readonly servico?: string;
  readonly metodo?: MetodoPagamento;
  /** Receipt control: only the gaps and the cancellations. */
  readonly ocorrencias?: boolean;
  /** Quotes: only those turned into a payment or an intake (true), or only those not (false). */
  readonly convertida?: boolean;
}

export interface DefinicaoRelatorio {
  readonly nome: NomeRelatorio;
  readonly rota: IdRota;
  readonly titulo: string;
  /** One sentence under the title: what the report is for. */
  readonly descricao: string;
  readonly filtros: readonly CampoFiltroRelatorio[];
  readonly colunas: readonly ColunaRelatorio[];
  /** The column whose text, when there is one, flags the row (a gap, a cancellation, a difference). */
  readonly alerta?: string;
  /** With `alerta`: what the screen says when no row is flagged, and what the flagged rows are. */
  readonly avisos?: { readonly nenhum: string; readonly assinaladas: string };
  readonly graficos: readonly GraficoRelatorio[];
}

const col = (chave: string, titulo: string, tipo: TipoColuna, somar = false, largura?: number): ColunaRelatorio => ({ chave, titulo, tipo, ...(somar ? { somar } : {}), ...(largura === undefined ? {} : { largura }) });
/** A column of average times, weighed by the count column `sobre`. */
const mediaDe = (chave: string, titulo: string, sobre: string): ColunaRelatorio => ({ chave, titulo, tipo: 'duracao', media: sobre, largura: 150 });

/**
 * The productivity facts (issue 34): the workflow's moves that are a person's work, by the step they close. Each move
 * records who made it and how long the process waited in the step since the move before (`processo_historico`).
 * An exam ends approved or with a requirement note; a conference is the clerk's; the officer's conference ends in the
 * registration or the averbação.
 */
export const EVENTOS_PRODUTIVIDADE = {
  exames: ['APROVAR_EXAME', 'EXIGIR'],
  exigencias: ['EXIGIR'],
  conferencias: ['CONFERIR'],
  registros: ['REGISTRAR', 'AVERBAR'],
} as const satisfies Readonly<Record<string, readonly EventoProcesso[]>>;

export const DEFINICOES_RELATORIO: Readonly<Record<NomeRelatorio, DefinicaoRelatorio>> = {
  caixa: {
    nome: 'caixa',
    rota: 'relatorios.caixa',
    titulo: 'Relatório de caixa',
    descricao: 'O dinheiro dos clientes que entrou e saiu dos caixas, movimento a movimento, com o recibo de cada um.',
    filtros: ['caixaId', 'usuario', 'grupoId', 'servico', 'metodo'],
    colunas: [
      col('em', 'Data e hora', 'instante'),
      col('recibo', 'Recibo', 'inteiro', false, 80),
      col('movimento', 'Movimento', 'texto', false, 170),
      col('caixa', 'Caixa', 'inteiro', false, 70),
      col('operador', 'Operador', 'texto', false, 180),
      col('pagador', 'Pagador', 'texto', false, 240),
      col('metodo', 'Forma de pagamento', 'texto', false, 150),
      col('valor', 'Valor', 'dinheiro', true),
    ],
    graficos: [
      { titulo: 'Entradas por forma de pagamento', tipo: 'rosca', por: 'metodo', valor: 'valor' },
      { titulo: 'Entradas por dia', tipo: 'barras', por: 'em', valor: 'valor' },
    ],
  },
  caixaDiario: {
    nome: 'caixaDiario',
    rota: 'relatorios.caixaDiario',
    titulo: 'Relatório de caixa diário',
    descricao:
      'Dia a dia, o fechamento dos caixas e a conciliação: as entradas devem ser iguais à receita reconhecida mais a variação dos depósitos prévios mais as devoluções pagas.',
    filtros: [],
    colunas: [
      col('dia', 'Dia', 'dia'),
      col('fechados', 'Caixas fechados', 'inteiro', true, 90),
      col('quebra', 'Diferença nos fechamentos', 'dinheiro', true),
      col('entradas', 'Entradas', 'dinheiro', true),
      col('receita', 'Receita reconhecida', 'dinheiro', true),
      col('depositos', 'Variação dos depósitos', 'dinheiro', true),
      col('devolucoes', 'Devoluções pagas', 'dinheiro', true),
      col('diferenca', 'Diferença', 'dinheiro', true),
      col('conciliacao', 'Conciliação', 'texto', false, 260),
    ],
    alerta: 'conciliacao',
    avisos: { nenhum: 'Todos os dias conferem: entradas = receita + variação dos depósitos + devoluções.', assinaladas: 'dias que não conferem' },
    graficos: [{ titulo: 'Entradas por dia', tipo: 'barras', por: 'dia', valor: 'entradas' }],
  },
  controleRecibo: {
    nome: 'controleRecibo',
    rota: 'relatorios.controleRecibo',
    titulo: 'Controle de recibos',
    descricao: 'A sequência dos recibos do período, com toda falta na numeração (não deve haver nenhuma) e todo cancelamento assinalados.',
    filtros: ['ocorrencias'],
    colunas: [
      col('numero', 'Recibo', 'inteiro', false, 80),
      col('emitido', 'Emitido em', 'instante'),
      col('tipo', 'Tipo', 'texto', false, 170),
      col('caixa', 'Caixa', 'inteiro', false, 70),
      col('operador', 'Operador', 'texto', false, 180),
      col('pagador', 'Pagador', 'texto', false, 220),
      col('protocolo', 'Protocolo', 'texto', false, 100),
      col('valor', 'Valor', 'dinheiro', true),
      col('ocorrencia', 'Ocorrência', 'texto', false, 420),
    ],
    alerta: 'ocorrencia',
    avisos: { nenhum: 'Sequência sem faltas e sem cancelamentos.', assinaladas: 'faltas na sequência ou cancelamentos' },
    graficos: [],
  },
  cotacao: {
    nome: 'cotacao',
    rota: 'relatorios.cotacao',
    titulo: 'Relatório de cotações',
    descricao: 'As cotações feitas no período, por serviço e atendente, e se viraram pagamento ou entrada de processo.',
    filtros: ['usuario', 'grupoId', 'servico', 'convertida'],
    colunas: [
      col('numero', 'Cotação', 'inteiro', false, 80),
      col('criada', 'Feita em', 'instante'),
      col('atendente', 'Atendente', 'texto', false, 180),
      col('cliente', 'Cliente', 'texto', false, 220),
      col('servicos', 'Serviços', 'texto', false, 140),
      col('itens', 'Itens', 'inteiro', true, 60),
      col('total', 'Total', 'dinheiro', true),
      col('situacao', 'Situação', 'texto', false, 130),
      col('convertida', 'Convertida em', 'texto', false, 200),
    ],
    graficos: [
      { titulo: 'Cotações por atendente (valor)', tipo: 'barras', por: 'atendente', valor: 'total' },
      { titulo: 'Convertidas e não convertidas (valor)', tipo: 'rosca', por: 'situacao', valor: 'total' },
    ],
  },
  livroDiario: {
    nome: 'livroDiario',
    rota: 'relatorios.livroDiario',
    titulo: 'Livro Diário Auxiliar da Receita e da Despesa',
    descricao:
      'A receita do cartório no dia do ato (o registro, para o que teve depósito prévio), ato a ato, sem as parcelas do tribunal, dos fundos, do selo e do ISS, que são repassadas.',
    filtros: ['servico'],
    colunas: [
      col('dia', 'Data', 'dia'),
      col('protocolo', 'Protocolo', 'texto', false, 100),
      col('recibo', 'Recibo', 'inteiro', false, 80),
      col('ato', 'Ato', 'texto', false, 380),
      col('quantidade', 'Qtd.', 'inteiro', true, 60),
      col('receita', 'Receita (emolumentos)', 'dinheiro', true),
      col('repasses', 'Repasses (não são receita)', 'dinheiro', true),
      col('total', 'Total cobrado', 'dinheiro', true),
      col('observacao', 'Observação', 'texto', false, 300),
    ],
    graficos: [{ titulo: 'Receita por dia', tipo: 'barras', por: 'dia', valor: 'receita' }],
  },
  livroProtocolo: {
    nome: 'livroProtocolo',
    rota: 'relatorios.livroProtocolo',
    titulo: 'Livro de Protocolo',
    descricao:
      'Os títulos protocolados, dia a dia na ordem dos números, com o apresentante, a natureza e o resultado; o termo de encerramento de cada dia e toda falta na numeração (não deve haver nenhuma).',
    filtros: [],
    colunas: [
      col('protocolo', 'Nº de ordem', 'inteiro', false, 90),
      col('protocolado', 'Data e hora', 'instante'),
      col('natureza', 'Natureza do título', 'texto', false, 260),
      col('apresentante', 'Apresentante', 'texto', false, 220),
      col('entidade', 'Entidade', 'texto', false, 240),
      col('resultado', 'Resultado e anotações', 'texto', false, 380),
      col('titulos', 'Títulos', 'inteiro', true, 70),
      col('ocorrencia', 'Ocorrência', 'texto', false, 320),
    ],
    alerta: 'ocorrencia',
    avisos: { nenhum: 'Sequência sem faltas: todo número do período foi protocolado.', assinaladas: 'faltas na sequência' },
    graficos: [{ titulo: 'Títulos protocolados por dia', tipo: 'barras', por: 'protocolado', valor: 'titulos' }],
  },
  produtividade: {
    nome: 'produtividade',
    rota: 'relatorios.produtividade',
    titulo: 'Relatório de produtividade',
    descricao:
      'O trabalho de cada pessoa no período: os exames concluídos (aprovados ou com exigência), as exigências, as conferências e os registros e averbações, com o tempo médio que cada etapa levou desde o passo anterior do processo.',
    filtros: ['usuario', 'grupoId'],
    colunas: [
      col('pessoa', 'Pessoa', 'texto', false, 220),
      col('grupos', 'Grupos', 'texto', false, 200),
      col('exames', 'Exames', 'inteiro', true, 90),
      col('exigencias', 'Exigências', 'inteiro', true, 90),
      col('conferencias', 'Conferências', 'inteiro', true, 100),
      col('registros', 'Registros e averbações', 'inteiro', true, 110),
      mediaDe('tempoExame', 'Tempo médio do exame', 'exames'),
      mediaDe('tempoConferencia', 'Tempo médio da conferência', 'conferencias'),
      mediaDe('tempoRegistro', 'Tempo médio da conferência do oficial', 'registros'),
    ],
    graficos: [
      { titulo: 'Exames por pessoa', tipo: 'barras', por: 'pessoa', valor: 'exames' },
      { titulo: 'Registros e averbações por pessoa', tipo: 'barras', por: 'pessoa', valor: 'registros' },
    ],
  },
};

/** The report whose route is `rota`. */
export function relatorioDaRota(rota: IdRota): DefinicaoRelatorio | undefined {
  return Object.values(DEFINICOES_RELATORIO).find((d) => d.rota === rota);
}

/** A part of a report as the service sends it: rows in the columns' order, and where the next part starts. */
export interface ParteRelatorio {
  readonly linhas: readonly LinhaRelatorio[];
  /** How many rows the whole report has (the first part says it: progress is this part's place in it). */
  readonly totalLinhas: number;
  /** Ask for the next part with this (absent: this was the last). */
  readonly proximo?: number;
  /** The first part's: the `depois` of every later part, so they may be asked for at once (two at a time reads a year faster). */
  readonly seguintes?: readonly number[];
}

/**
 * The texts a part repeats, sent once (issues 33, 34): a month of rows names the same person or label thousands of
 * times, and those texts were much of a year's bytes, each one encoded and decoded on the way. The cells of the
 * column `colunas[k]` hold a position in `valores[k]` (or null) until the SDK puts each text back in its place.
 */
export interface TextosDaParte {
  readonly colunas: readonly number[];
  readonly valores: readonly (readonly string[])[];
}

/**
 * Puts each repeated text of a part back in its cells, in place (the rows were just read). When a cell holds no
 * position of its column's texts, says what is wrong, in words: the caller refuses the whole part.
 */
export function porOsTextos(linhas: readonly LinhaRelatorio[], textos: TextosDaParte): string | undefined {
  const { colunas, valores } = textos;
  if (valores.length !== colunas.length) return 'A parte do relatório não traz os textos de cada coluna que os repete.';
  for (let i = 0; i < linhas.length; i++) {
    const linha = linhas[i] as Celula[];
    for (let k = 0; k < colunas.length; k++) {
      const c = colunas[k] ?? 0;
      const v = linha[c];
      if (v === null || v === undefined) continue;
      const texto = typeof v === 'number' ? valores[k]?.[v] : undefined;
      if (texto === undefined) return `A linha ${String(i + 1)} do relatório aponta um texto que a parte não traz.`;
      linha[c] = texto;
    }
  }
  return undefined;
}

/** How many rows a part holds at most. */
export const LINHAS_POR_PARTE = 20_000;
/** How many rows a printed (PDF) report may have: more is a book, not a print; the CSV takes any size. */
export const LINHAS_MAXIMAS_PDF = 5_000;
/** The longest period a report takes, in days, both ends counted (a leap year). */
export const DIAS_MAXIMOS_RELATORIO = 366;

const DIA = /^\d{4}-\d{2}-\d{2}$/;

function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/** What is wrong with a report's period, on its fields. */
export function errosDoFiltro(f: Pick<FiltroRelatorio, 'de' | 'ate'>): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (!DIA.test(f.de) || Number.isNaN(Date.parse(`${f.de}T00:00:00Z`))) erros.push({ campo: 'de', mensagem: 'Informe o primeiro dia do período.' });
  if (!DIA.test(f.ate) || Number.isNaN(Date.parse(`${f.ate}T00:00:00Z`))) erros.push({ campo: 'ate', mensagem: 'Informe o último dia do período.' });
  if (erros.length > 0) return erros;
  if (f.ate < f.de) return [{ campo: 'ate', mensagem: 'O último dia vem depois do primeiro: confira o período.' }];
  if (diasEntre(f.de, f.ate) + 1 > DIAS_MAXIMOS_RELATORIO) return [{ campo: 'ate', mensagem: 'O período vai até um ano: divida-o em partes.' }];
  return [];
}

/**
 * The totals under the table, by key: the sum of each column that adds up, and the weighted average of each column
 * of averages (absent when no row has a count for it).
 */
export function totaisDoRelatorio(colunas: readonly ColunaRelatorio[], linhas: readonly LinhaRelatorio[]): Readonly<Record<string, number>> {
  const totais: Record<string, number> = {};
  colunas.forEach((c, i) => {
    if (c.somar === true) {
      let soma = 0;
      for (const l of linhas) {
        const v = l[i];
        if (typeof v === 'number') soma += v;
      }
      totais[c.chave] = soma;
    } else if (c.media !== undefined) {
      const iPeso = colunas.findIndex((o) => o.chave === c.media);
      let soma = 0;
      let pesos = 0;
      for (const l of linhas) {
        const v = l[i];
        const peso = l[iPeso];
        if (typeof v !== 'number' || typeof peso !== 'number' || peso <= 0) continue;
        soma += v * peso;
        pesos += peso;
      }
      if (pesos > 0) totais[c.chave] = Math.round(soma / pesos);
    }
  });
  return totais;
}

/** A column of numbers (counts, money, times): right-aligned on screen and on paper. */
export function colunaNumerica(tipo: TipoColuna): boolean {
  return tipo === 'inteiro' || tipo === 'dinheiro' || tipo === 'duracao';
}

/** The columns with a total under the table (a sum or an average). */
export function colunasComTotal(colunas: readonly ColunaRelatorio[]): readonly ColunaRelatorio[] {
  return colunas.filter((c) => c.somar === true || c.media !== undefined);
}

/** A column's cell in the totals row: its total as a person reads it, or nothing. */
export function textoDoTotal(c: ColunaRelatorio, totais: Readonly<Record<string, number>>): string {
  const v = totais[c.chave];
  if (c.somar === true) return textoDaCelula(c.tipo, v ?? 0);
  return v === undefined ? '' : textoDaCelula(c.tipo, v);
}

/** A length of time as a person reads it: 45 s, 12 min, 3 h 05 min, 2 d 4 h. */
export function textoDaDuracao(segundos: number): string {
  const s = Math.max(0, Math.round(segundos));
  const dias = Math.floor(s / 86_400);
  const horas = Math.floor((s % 86_400) / 3_600);
  const minutos = Math.floor((s % 3_600) / 60);
  if (dias > 0) return horas === 0 ? `${dias.toLocaleString('pt-BR')} d` : `${dias.toLocaleString('pt-BR')} d ${String(horas)} h`;
  if (horas > 0) return `${String(horas)} h ${String(minutos).padStart(2, '0')} min`;
  if (minutos > 0) return `${String(minutos)} min`;
  return `${String(s)} s`;
}

const MARCA_DINHEIRO = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 });
const MARCA_REAIS = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', maximumFractionDigits: 0 });
const MARCA_NUMERO = new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A mark of a chart's axis (and the figure over a bar), short as pt-BR writes it: R$ 450, R$ 2 mil, R$ 1,5 mi, 12 mil,
 * 7 (the charts' own marks said 2.02k and 1.52k). Money in cents, as everywhere; under a thousand reais, whole reais.
 */
export function textoDaMarca(v: number, dinheiro: boolean): string {
  const reais = v / 100;
  const texto = !dinheiro ? MARCA_NUMERO.format(v) : Math.abs(reais) < 1_000 ? MARCA_REAIS.format(reais) : MARCA_DINHEIRO.format(reais);
  return texto.replace(/\u00a0/g, ' ');
}

/**
 * The round marks of an axis from 0 past `maior`: about `quantas` steps of 1, 2, 2,5 or 5 times a power of ten
 * (0, 250, 500, 750, 1.000).
 */
export function marcasRedondas(maior: number, quantas = 4): readonly number[] {
  if (!(maior > 0)) return [0, 1];
  const bruto = maior / quantas;
  const potencia = 10 ** Math.floor(Math.log10(bruto));
  const passo = ([1, 2, 2.5, 5, 10].find((m) => m * potencia >= bruto) ?? 10) * potencia;
  return Array.from({ length: Math.ceil(maior / passo - 1e-9) + 1 }, (_, i) => i * passo);
}

const DATA_HORA = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** A cell as a person reads it (the screen, the CSV, the PDF): 1.234, R$ 12,34, 25/11/2026, 25/11/2026 09:41. */
export function textoDaCelula(tipo: TipoColuna, v: Celula): string {
  if (v === null || v === '') return '';
  switch (tipo) {
    case 'dinheiro':
      return typeof v === 'number' ? formatMoney(v) : v;
    case 'inteiro':
      return typeof v === 'number' ? v.toLocaleString('pt-BR') : v;
    case 'dia':
      return typeof v === 'string' ? (isoParaBr(v) ?? v) : String(v);
    case 'instante':
      // An ISO instant, or milliseconds since 1970 (how the service sends a year of them).
      return DATA_HORA.format(new Date(v)).replace(',', '');
    case 'duracao':
      return typeof v === 'number' ? textoDaDuracao(v) : v;
    case 'texto':
      return String(v);
  }
}

const DIA_EM_BRASILIA = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Brasília day of a moment (an ISO instant or milliseconds since 1970), as an ISO date. */
function diaDe(instante: string | number): string {
  return DIA_EM_BRASILIA.format(new Date(instante));
}

/** A chart's points: the value column summed by the grouping column (a moment grouped by its day), days in order, the rest in first-seen order. */
export function pontosDoGrafico(def: DefinicaoRelatorio, g: GraficoRelatorio, linhas: readonly LinhaRelatorio[]): readonly { readonly rotulo: string; readonly valor: number }[] {
  const iPor = def.colunas.findIndex((c) => c.chave === g.por);
  const iValor = def.colunas.findIndex((c) => c.chave === g.valor);
  const tipoPor = def.colunas[iPor]?.tipo;
  const somas = new Map<string, number>();
  for (const l of linhas) {
    const v = l[iValor];
    if (typeof v !== 'number') continue;
    const bruto = l[iPor];
    if (bruto === null || bruto === undefined) continue;
    const chave = tipoPor === 'instante' ? diaDe(bruto) : String(bruto);
    somas.set(chave, (somas.get(chave) ?? 0) + v);
  }
  const chaves = [...somas.keys()];
  if (tipoPor === 'instante' || tipoPor === 'dia') chaves.sort();
  return chaves.map((k) => ({ rotulo: tipoPor === 'instante' || tipoPor === 'dia' ? textoDaCelula('dia', k) : k, valor: somas.get(k) ?? 0 }));
}

/** The report's filters in words (the PDF's head, the export's name): "Período: 01/11/2026 a 30/11/2026 · Caixa nº 3". */
export function descricaoDoFiltro(f: FiltroRelatorio, nomes: { readonly grupo?: string; readonly servico?: string } = {}): string {
  const partes = [`Período: ${isoParaBr(f.de) ?? f.de} a ${isoParaBr(f.ate) ?? f.ate}`];
  if (f.caixaId !== undefined) partes.push(`Caixa nº ${String(f.caixaId)}`);
  if (f.usuario !== undefined) partes.push(`Usuário: ${f.usuario}`);
  if (f.grupoId !== undefined) partes.push(`Grupo: ${nomes.grupo ?? `nº ${String(f.grupoId)}`}`);
  if (f.servico !== undefined) partes.push(`Serviço: ${nomes.servico ?? f.servico}`);
  if (f.metodo !== undefined) partes.push(`Forma de pagamento: ${ROTULOS_CURTOS_METODO[f.metodo]}`);
  if (f.ocorrencias === true) partes.push('Só faltas e cancelamentos');
  if (f.convertida !== undefined) partes.push(f.convertida ? 'Só convertidas' : 'Só não convertidas');
  return partes.join(' · ');
}

const ROTULOS_CURTOS_METODO: Readonly<Record<MetodoPagamento, string>> = { DINHEIRO: 'Dinheiro', PIX: 'PIX', DEBITO: 'Débito', CREDITO: 'Crédito', BOLETO: 'Boleto' };

/** The method's name in a report's cell. */
export function metodoNoRelatorio(m: MetodoPagamento): string {
  return ROTULOS_CURTOS_METODO[m];
}

/**
 * The daily reconciliation: money in from customers (payments, deposits, complements, less cancellations; before
 * refunds) must equal the revenue recognised that day plus the change in deposits held plus the refunds paid. Returns
 * the difference (zero: it holds) and the row's words.
 */
export function conciliacao(d: { readonly entradas: number; readonly receita: number; readonly depositos: number; readonly devolucoes: number }): { readonly diferenca: number; readonly texto: string } {
  const diferenca = d.entradas - (d.receita + d.depositos + d.devolucoes);
  return { diferenca, texto: diferenca === 0 ? '' : `Não confere: diferença de ${formatMoney(diferenca)}` };
}

/** The words of a gap in the receipts' or the protocols' sequence. */
export function textoDaFalta(de: number, ate: number, coisa: 'recibo' | 'protocolo' = 'recibo'): string {
  const n = ate - de + 1;
  return n === 1 ? `Falta na sequência: o ${coisa} nº ${de.toLocaleString('pt-BR')} não existe` : `Falta na sequência: os ${coisa}s nº ${de.toLocaleString('pt-BR')} a ${ate.toLocaleString('pt-BR')} (${n.toLocaleString('pt-BR')}) não existem`;
}

/**
 * The protocol book's daily closing term (termo de encerramento; ../shared/docs/domain-rcpj.md §1.2): the day, how
 * many titles were protocolled, the first and the last numbers.
 */
export function textoDoTermo(dia: string, titulos: number, primeiro: number, ultimo: number): string {
  const data = isoParaBr(dia) ?? dia;
  return titulos === 1
    ? `Termo de encerramento: em ${data} foi protocolado 1 título, o de nº ${primeiro.toLocaleString('pt-BR')}.`
    : `Termo de encerramento: em ${data} foram protocolados ${titulos.toLocaleString('pt-BR')} títulos, do nº ${primeiro.toLocaleString('pt-BR')} ao nº ${ultimo.toLocaleString('pt-BR')}.`;
}

/** The period shortcuts a screen offers and a saved view may keep. */
export const ATALHOS_PERIODO = ['hoje', 'ontem', 'semana', 'mes', 'mesPassado', 'ano'] as const;
export type AtalhoPeriodo = (typeof ATALHOS_PERIODO)[number];

export const ROTULOS_ATALHO: Readonly<Record<AtalhoPeriodo, string>> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  semana: 'Últimos 7 dias',
  mes: 'Este mês',
  mesPassado: 'Mês passado',
  ano: 'Este ano',
};

/** The ISO days of a shortcut, given today (ISO). */
export function periodoDoAtalho(atalho: AtalhoPeriodo, hoje: string): { readonly de: string; readonly ate: string } {
  switch (atalho) {
    case 'hoje':
      return { de: hoje, ate: hoje };
    case 'ontem':
      return { de: somarDias(hoje, -1), ate: somarDias(hoje, -1) };
    case 'semana':
      return { de: somarDias(hoje, -6), ate: hoje };
    case 'mes':
      return { de: `${hoje.slice(0, 8)}01`, ate: hoje };
    case 'mesPassado': {
      const fim = somarDias(`${hoje.slice(0, 8)}01`, -1);
      return { de: `${fim.slice(0, 8)}01`, ate: fim };
    }
    case 'ano':
      return { de: `${hoje.slice(0, 4)}-01-01`, ate: hoje };
  }
}

/**
 * A saved view's filters: the report's own filters and, when kept, a period shortcut (a view of "this month" is
 * this month whenever it is opened; without one, the view keeps the period on screen).
 */
export type FiltrosVisao = Omit<FiltroRelatorio, 'de' | 'ate'> & { readonly periodo?: AtalhoPeriodo };

/** A named set of a report's filters, shared with the office (CRIAR_, EDITAR_, REMOVER_RELATORIOS). */
export interface VisaoRelatorio {
  readonly id: number;
  readonly versao: number;
  readonly relatorio: NomeRelatorio;
  readonly nome: string;
  readonly filtros: FiltrosVisao;
  /** Who saved it last, by login, and when (ISO instant). */
  readonly salvaPor: string;
  readonly salvaEm: string;
}

export interface VisaoRelatorioSalvar {
  readonly id?: number;
  readonly versao?: number;
  readonly relatorio: NomeRelatorio;
  readonly nome: string;
  readonly filtros: FiltrosVisao;
}

export const NOME_VISAO_MAXIMO = 80;
