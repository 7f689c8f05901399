/**
 * /feriado: the office's calendar of a year — the national holidays the law fixes (generated, not editable) and the
 * office's own — filtered, sorted, exported; the year at a glance, month by month; and a deadline simulated on it
 * (n business days from a date, as every deadline of the office counts them).
 */
import {
  addBusinessDays,
  ABRANGENCIAS_FERIADO,
  brParaIso,
  calendario,
  diaCivil,
  FUSO_HORARIO_PADRAO,
  isoParaBr,
  MASKS,
  ROTULOS_ABRANGENCIA_FERIADO,
  ROTULOS_TIPO_FERIADO,
  TIPOS_FERIADO,
  type AbrangenciaFeriado,
  type Calendario,
  type DiaSemExpediente,
  type FeriadoListaItem,
  type FiltroFeriados,
  type Pagina,
  type Paginacao,
  type TipoFeriado,
} from '@rpj/domain';
import type { FeriadoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { ColunaCsv } from '../../ui/list/csv.ts';
import { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { FERIADO } from './feriado.entidade.ts';
import { FERIADOS } from './feriados.tokens.ts';

/** The filter bar (the year as typed). */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type FiltroTelaFeriados = { readonly ano: string; readonly nome: string; readonly abrangencia: string; readonly tipo: string };

const VAZIO: FiltroTelaFeriados = { ano: '', nome: '', abrangencia: '', tipo: '' };

/** The filters the service takes, from what the bar holds. */
export function filtroDaTela(f: FiltroTelaFeriados): FiltroFeriados {
  return {
    ...(/^\d{4}$/.test(f.ano) ? { ano: Number(f.ano) } : {}),
    ...(f.nome.trim() === '' ? {} : { nome: f.nome.trim() }),
    ...((ABRANGENCIAS_FERIADO as readonly string[]).includes(f.abrangencia) ? { abrangencia: f.abrangencia as AbrangenciaFeriado } : {}),
    ...((TIPOS_FERIADO as readonly string[]).includes(f.tipo) ? { tipo: f.tipo as TipoFeriado } : {}),
  };
}

const DIAS_SEMANA = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

/** 'terça-feira, 21/04/2026'. */
export function dataPorExtenso(iso: string): string {
  const dia = new Date(`${iso}T12:00:00Z`).getUTCDay();
  return `${DIAS_SEMANA[dia] ?? ''}, ${isoParaBr(iso) ?? iso}`;
}

export const COLUNAS_CSV: readonly ColunaCsv<FeriadoListaItem>[] = [
  { titulo: 'Data', valor: (f) => isoParaBr(f.data) ?? f.data },
  { titulo: 'Dia da semana', valor: (f) => dataPorExtenso(f.data).split(',')[0] ?? '' },
  { titulo: 'Nome', valor: (f) => f.nome },
  { titulo: 'Abrangência', valor: (f) => ROTULOS_ABRANGENCIA_FERIADO[f.abrangencia] },
  { titulo: 'Tipo', valor: (f) => ROTULOS_TIPO_FERIADO[f.tipo] },
  { titulo: 'Fundamento', valor: (f) => (f.gerado ? 'Lei federal' : (f.fundamento ?? '')) },
];

/** A day of the year view. */
export interface DiaDoMes {
  readonly data: string;
  readonly dia: number;
  readonly fimDeSemana: boolean;
  /** The day without service's names, when it is one. */
  readonly semExpediente?: string;
}

/** A month of the year view: its name and its weeks (null before the first day and after the last). */
export interface Mes {
  readonly nome: string;
  readonly semanas: readonly (readonly (DiaDoMes | null)[])[];
}

const MESES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** The months of a year with its days without service marked. */
export function mesesDoAno(ano: number, dias: readonly DiaSemExpediente[]): readonly Mes[] {
  const nomes = new Map<string, string[]>();
  for (const d of dias) nomes.set(d.data, [...(nomes.get(d.data) ?? []), d.nome]);
  return MESES.map((nome, m) => {
    const primeiro = new Date(Date.UTC(ano, m, 1)).getUTCDay();
    const total = new Date(Date.UTC(ano, m + 1, 0)).getUTCDate();
    const celulas: (DiaDoMes | null)[] = Array.from({ length: primeiro }, () => null);
    for (let dia = 1; dia <= total; dia++) {
      const data = `${String(ano)}-${String(m + 1).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
      const semana = new Date(Date.UTC(ano, m, dia)).getUTCDay();
      const feriados = nomes.get(data);
      celulas.push({ data, dia, fimDeSemana: semana === 0 || semana === 6, ...(feriados === undefined ? {} : { semExpediente: feriados.join('; ') }) });
    }
    while (celulas.length % 7 !== 0) celulas.push(null);
    const semanas = Array.from({ length: celulas.length / 7 }, (_, i) => celulas.slice(i * 7, i * 7 + 7));
    return { nome, semanas };
  });
}

@injectable()
export class FeriadoListViewModel {
  readonly tela: TelaListaViewModel<FeriadoListaItem, FiltroTelaFeriados>;
  /** The days without service of the year shown and the next (a deadline may cross the year). */
  dias: readonly DiaSemExpediente[] = [];
  estadoCalendario: EstadoCarga = 'ocioso';
  /** The deadline simulator: a start (dd/mm/aaaa) and a count of business days. */
  inicio = '';
  quantidade = '5';
  #reacao: IReactionDisposer | undefined;

  constructor(
    @inject(FERIADOS.api) private readonly feriados: Pick<FeriadoApi, 'listar' | 'remover' | 'calendario'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
  ) {
    this.tela = new TelaListaViewModel(
      {
        entidade: FERIADO,
        vazio: VAZIO,
        pessoais: [],
        campoLivre: 'nome',
        ordenaveis: ['data', 'nome'],
        csv: { arquivo: 'feriados.csv', colunas: COLUNAS_CSV },
        buscar: async (filtro: FiltroTelaFeriados, paginacao: Paginacao, signal: AbortSignal): Promise<Pagina<FeriadoListaItem>> =>
          (await feriados.listar(filtroDaTela(filtro), paginacao, { signal })).dados,
        remover: (id) => feriados.remover(id),
        // A national holiday of the law is not a record: nothing to open or remove.
        removivel: (f) => !f.gerado,
        abrivel: (f) => !f.gerado,
      },
      servicos,
    );
    makeAutoObservable<this, 'feriados' | 'servicos'>(this, { tela: false, feriados: false, servicos: false }, { autoBind: true });
  }

  /** The year shown: the one filtered, or the office's current year. */
  get ano(): number {
    const filtrado = this.tela.lista.aplicado.ano;
    return /^\d{4}$/.test(filtrado) ? Number(filtrado) : Number(diaCivil(this.servicos.scheduler.now(), FUSO_HORARIO_PADRAO).slice(0, 4));
  }

  /** Loads the year's calendar now and whenever the year filtered (or the list, after a change) moves. */
  iniciar(): () => void {
    this.#reacao?.();
    this.#reacao = reaction(
      () => [this.ano, this.tela.lista.resultado] as const,
      () => void this.carregarCalendario(),
      { fireImmediately: true },
    );
    return () => this.#reacao?.();
  }

  async carregarCalendario(): Promise<void> {
    const ano = this.ano;
    this.estadoCalendario = 'carregando';
    try {
      const [este, proximo] = await Promise.all([this.feriados.calendario(ano), this.feriados.calendario(ano + 1)]);
      runInAction(() => {
        this.dias = [...este.dados, ...proximo.dados];
        this.estadoCalendario = 'pronto';
      });
    } catch {
      runInAction(() => {
        this.estadoCalendario = 'erro';
      });
    }
  }

  get calendario(): Calendario {
    return calendario(this.dias);
  }

  get meses(): readonly Mes[] {
    return mesesDoAno(this.ano, this.dias);
  }

  setInicio(texto: string): void {
    this.inicio = MASKS.dataBr.format(texto);
  }

  setQuantidade(texto: string): void {
    this.quantidade = texto.replace(/\D/g, '').slice(0, 3);
  }

  /** The simulated deadline's end (yyyy-mm-dd), or why there is none. */
  get prazo(): { readonly fim: string } | { readonly erro: string } | undefined {
    if (this.inicio.trim() === '' || this.quantidade === '') return undefined;
    const inicio = brParaIso(this.inicio.trim());
    if (inicio === undefined) return { erro: 'Data inválida: use dd/mm/aaaa.' };
    const ano = Number(inicio.slice(0, 4));
    if (ano !== this.ano) return { erro: `Simule um prazo que comece em ${String(this.ano)}, o ano mostrado.` };
    return { fim: addBusinessDays(inicio, Number(this.quantidade), this.calendario) };
  }

  /** The simulated deadline in words. */
  get textoPrazo(): string | undefined {
    const p = this.prazo;
    if (p === undefined || 'erro' in p) return undefined;
    const n = Number(this.quantidade);
    return `${n === 1 ? '1 dia útil' : `${String(n)} dias úteis`} a partir de ${this.inicio}: o prazo termina em ${dataPorExtenso(p.fim)}.`;
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'feriados:FeriadoListViewModel': FeriadoListViewModel;
  }
}
