/**
 * /servico/salvar/:id?: a service — its code, description, kind of act, the court's act code, whether it takes a seal
 * — and its fee tables: each validity period with a fixed fee or bands over the declared value (and GO's flat tax per
 * value). Periods and bands are lists of rows of the form (drafts keep them); money is typed as 1.234,56.
 */
import {
  brParaIso,
  formatMoneyField,
  isoParaBr,
  MASKS,
  parseMoney,
  SERVICO_MAXIMO,
  rules,
  type Servico,
  type ServicoSalvar,
  type TipoAto,
  type ValoresTabela,
  type VigenciaTabela,
} from '@rpj/domain';
import type { CallOptions, ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RegistroViewModel } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SERVICO } from './servico.entidade.ts';
import { SERVICOS } from './servicos.tokens.ts';

/** A validity period as typed: dates dd/mm/aaaa, money 1.234,56, FIXO or FAIXAS. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaVigencia = { readonly de: string; readonly ate: string; readonly tipo: string; readonly emolumento: string; readonly taxa: string };
/** A band of the period `vigencia` (its row's index). */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaFaixa = { readonly vigencia: string; readonly ate: string; readonly emolumento: string; readonly taxa: string };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresServico = {
  readonly codigo: string;
  readonly descricao: string;
  readonly tipoAto: string;
  readonly codigoAtoTribunal: string;
  readonly selo: boolean;
  readonly ativo: boolean;
  readonly vigencias: readonly LinhaVigencia[];
  readonly faixas: readonly LinhaFaixa[];
};

const VAZIO: ValoresServico = { codigo: '', descricao: '', tipoAto: '', codigoAtoTribunal: '', selo: true, ativo: true, vigencias: [], faixas: [] };

const reais = (c: number | undefined): string => (c === undefined ? '' : formatMoneyField(c));

export function valoresDe(s: Servico): ValoresServico {
  return {
    codigo: s.codigo,
    descricao: s.descricao,
    tipoAto: s.tipoAto,
    codigoAtoTribunal: s.codigoAtoTribunal ?? '',
    selo: s.selo,
    ativo: s.ativo,
    vigencias: s.vigencias.map((v) => ({
      de: isoParaBr(v.de) ?? v.de,
      ate: isoParaBr(v.ate) ?? '',
      tipo: v.valores.tipo,
      emolumento: v.valores.tipo === 'FIXO' ? reais(v.valores.emolumentoCentavos) : '',
      taxa: v.valores.tipo === 'FIXO' ? reais(v.valores.taxaFixaCentavos) : '',
    })),
    faixas: s.vigencias.flatMap((v, i) =>
      v.valores.tipo === 'FAIXAS' ? v.valores.faixas.map((f) => ({ vigencia: String(i), ate: reais(f.ateCentavos), emolumento: reais(f.emolumentoCentavos), taxa: reais(f.taxaFixaCentavos) })) : [],
    ),
  };
}

const centavos = (texto: string): number | undefined => (texto.trim() === '' ? undefined : parseMoney(texto));

/** What a save sends: each period with its fixed fee or its bands. */
export function corpoDe(v: ValoresServico): Omit<ServicoSalvar, 'id' | 'versao'> {
  const vigencias = v.vigencias.map((l, i): VigenciaTabela => {
    const ate = brParaIso(l.ate.trim());
    const taxa = centavos(l.taxa);
    const valores: ValoresTabela =
      l.tipo === 'FAIXAS'
        ? {
            tipo: 'FAIXAS',
            faixas: v.faixas
              .filter((f) => f.vigencia === String(i))
              .map((f) => {
                const limite = centavos(f.ate);
                const taxaFaixa = centavos(f.taxa);
                return { emolumentoCentavos: centavos(f.emolumento) ?? 0, ...(limite === undefined ? {} : { ateCentavos: limite }), ...(taxaFaixa === undefined ? {} : { taxaFixaCentavos: taxaFaixa }) };
              }),
          }
        : { tipo: 'FIXO', emolumentoCentavos: centavos(l.emolumento) ?? 0, ...(taxa === undefined ? {} : { taxaFixaCentavos: taxa }) };
    return { de: brParaIso(l.de.trim()) ?? l.de.trim(), ...(ate === undefined ? {} : { ate }), valores };
  });
  return {
    codigo: v.codigo.trim(),
    descricao: v.descricao.trim(),
    tipoAto: v.tipoAto,
    ...(v.codigoAtoTribunal.trim() === '' ? {} : { codigoAtoTribunal: v.codigoAtoTribunal.trim() }),
    selo: v.selo,
    ativo: v.ativo,
    vigencias,
  };
}

const dinheiro = (t: string): boolean => t.trim() === '' || parseMoney(t) !== undefined;

@injectable()
export class ServicoFormViewModel {
  readonly tela: RegistroViewModel<Servico, ValoresServico>;
  atos: readonly TipoAto[] = [];

  constructor(@inject(SERVICOS.api) servicos: Pick<ServicoApi, 'obter' | 'salvar' | 'remover' | 'atos'>, @inject(UI.servicos) servicosTela: ServicosTela) {
    this.tela = new RegistroViewModel<Servico, ValoresServico>(
      {
        entidade: SERVICO,
        vazio: VAZIO,
        campos: {
          codigo: { rotulo: 'Código', obrigatorio: true, regras: [rules.maxLength(SERVICO_MAXIMO.codigo)] },
          descricao: { rotulo: 'Descrição', obrigatorio: true, regras: [rules.maxLength(SERVICO_MAXIMO.descricao)] },
          tipoAto: { rotulo: 'Tipo de ato', obrigatorio: true },
          codigoAtoTribunal: { rotulo: 'Código do ato no tribunal', regras: [rules.maxLength(SERVICO_MAXIMO.codigoAtoTribunal)] },
          selo: { rotulo: 'Selo' },
          ativo: { rotulo: 'Situação' },
          vigencias: { rotulo: 'Tabelas', regras: [() => this.#primeiroErro()] },
        },
        carregarJunto: async (opcoes: CallOptions) => {
          const { dados } = await servicos.atos(opcoes);
          runInAction(() => {
            this.atos = dados;
          });
        },
        obter: async (id, opcoes) => (await servicos.obter(id, opcoes)).dados,
        valores: valoresDe,
        enviar: async (v, base, opcoes) => (await servicos.salvar({ ...corpoDe(v), ...base }, opcoes)).dados,
        remover: (id) => servicos.remover(id),
      },
      servicosTela,
    );
    makeAutoObservable(this, { tela: false }, { autoBind: true });
  }

  get form(): RegistroViewModel<Servico, ValoresServico>['form'] {
    return this.tela.form;
  }

  /** The rows' own problems, '<list>.<row>.<field>'. */
  get errosDasLinhas(): Readonly<Record<string, string>> {
    const erros: Record<string, string> = {};
    const v = this.form.valores;
    v.vigencias.forEach((l, i) => {
      if (brParaIso(l.de.trim()) === undefined) erros[`vigencias.${String(i)}.de`] = 'Data inválida: use dd/mm/aaaa.';
      if (l.ate.trim() !== '' && brParaIso(l.ate.trim()) === undefined) erros[`vigencias.${String(i)}.ate`] = 'Data inválida: use dd/mm/aaaa.';
      if (l.tipo === 'FIXO' && (l.emolumento.trim() === '' || !dinheiro(l.emolumento))) erros[`vigencias.${String(i)}.emolumento`] = 'Informe o valor, como 192,50.';
      if (l.tipo === 'FIXO' && !dinheiro(l.taxa)) erros[`vigencias.${String(i)}.taxa`] = 'Valor inválido: use 1.234,56.';
      if (l.tipo === 'FAIXAS' && !v.faixas.some((f) => f.vigencia === String(i))) erros[`vigencias.${String(i)}.tipo`] = 'Inclua ao menos uma faixa.';
    });
    v.faixas.forEach((f, k) => {
      if (f.emolumento.trim() === '' || !dinheiro(f.emolumento)) erros[`faixas.${String(k)}.emolumento`] = 'Informe o valor, como 192,50.';
      if (!dinheiro(f.ate)) erros[`faixas.${String(k)}.ate`] = 'Valor inválido: use 1.234,56.';
      if (!dinheiro(f.taxa)) erros[`faixas.${String(k)}.taxa`] = 'Valor inválido: use 1.234,56.';
    });
    return erros;
  }

  #primeiroErro(): true | string {
    return Object.values(this.errosDasLinhas)[0] ?? true;
  }

  /** The problem of a row's field: the service's answer, or (after a refused save) the row's own rule. */
  erro(lista: 'vigencias' | 'faixas', indice: number, campo: string): string | undefined {
    const f = this.form;
    if (lista === 'vigencias') {
      const doServidor = f.errosAninhados[`vigencias.${String(indice)}.${campo === 'emolumento' ? 'valores.emolumentoCentavos' : campo}`] ?? (campo === 'de' ? f.errosAninhados[`vigencias.${String(indice)}.de`] : undefined);
      if (doServidor !== undefined) return doServidor;
    } else {
      const faixa = f.valores.faixas[indice];
      const k = faixa === undefined ? -1 : f.valores.faixas.slice(0, indice).filter((x) => x.vigencia === faixa.vigencia).length;
      const doServidor = faixa === undefined ? undefined : f.errosAninhados[`vigencias.${faixa.vigencia}.faixas.${String(k)}.ateCentavos`];
      if (doServidor !== undefined && campo === 'ate') return doServidor;
    }
    if (f.erros.vigencias === undefined) return undefined;
    return this.errosDasLinhas[`${lista}.${String(indice)}.${campo}`];
  }

  adicionarVigencia(tipo: 'FIXO' | 'FAIXAS'): void {
    this.form.set('vigencias', [...this.form.valores.vigencias, { de: '', ate: '', tipo, emolumento: '', taxa: '' }]);
    if (tipo === 'FAIXAS') this.adicionarFaixa(this.form.valores.vigencias.length - 1);
  }

  alterarVigencia(indice: number, campo: keyof LinhaVigencia, valor: string): void {
    const formatado = campo === 'de' || campo === 'ate' ? MASKS.dataBr.format(valor) : valor;
    this.form.set('vigencias', this.form.valores.vigencias.map((l, i) => (i === indice ? { ...l, [campo]: formatado } : l)));
  }

  removerVigencia(indice: number): void {
    // The bands of later periods move up with their period.
    const faixas = this.form.valores.faixas.filter((f) => f.vigencia !== String(indice)).map((f) => (Number(f.vigencia) > indice ? { ...f, vigencia: String(Number(f.vigencia) - 1) } : f));
    this.form.set('vigencias', this.form.valores.vigencias.filter((_, i) => i !== indice));
    this.form.set('faixas', faixas);
  }

  faixasDe(vigencia: number): readonly { readonly faixa: LinhaFaixa; readonly indice: number }[] {
    return this.form.valores.faixas.flatMap((faixa, indice) => (faixa.vigencia === String(vigencia) ? [{ faixa, indice }] : []));
  }

  adicionarFaixa(vigencia: number): void {
    this.form.set('faixas', [...this.form.valores.faixas, { vigencia: String(vigencia), ate: '', emolumento: '', taxa: '' }]);
  }

  alterarFaixa(indice: number, campo: keyof LinhaFaixa, valor: string): void {
    this.form.set('faixas', this.form.valores.faixas.map((f, i) => (i === indice ? { ...f, [campo]: valor } : f)));
  }

  removerFaixa(indice: number): void {
    this.form.set('faixas', this.form.valores.faixas.filter((_, i) => i !== indice));
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'servicos:ServicoFormViewModel': ServicoFormViewModel;
  }
}
