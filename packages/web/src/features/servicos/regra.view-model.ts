/**
 * /servico/regra: the office's state's rule of fees, period by period — what the state adds to each fee (funds and
 * taxes as a percentage of it, flat taxes, the seal's cost), the municipal ISS, and how each component rounds. The law
 * changes the rates (domain-rcpj §9.3): a new period starts on the day the law says, the old one ends the day before,
 * and quotes of each day are priced by that day's rule. Percentages are typed as 10,00 (basis points underneath,
 * as money is cents), flat values as 3,90. Saved whole, against the version read (EDITAR_SERVICOS).
 */
import {
  ARREDONDAMENTOS,
  brParaIso,
  formatMoneyField,
  isoParaBr,
  MASKS,
  parseMoney,
  PERMISSAO,
  hasPermissions,
  type Arredondamento,
  type ComponenteRegra,
  type RegrasEstado,
  type VigenciaRegra,
} from '@rpj/domain';
import type { ServicoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { FormViewModel } from '../../ui/form/form.view-model.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SERVICOS } from './servicos.tokens.ts';

/** A period as typed; `arredondamentoIss` empty: as the rule. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaRegra = { readonly de: string; readonly ate: string; readonly fundamento: string; readonly arredondamento: string; readonly iss: string; readonly arredondamentoIss: string; readonly nomeTaxaFixa: string };
/** A component of the period `vigencia` (its row's index); `valor` a percentage or R$; `arredondamento` empty: as the rule. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaComponente = { readonly vigencia: string; readonly codigo: string; readonly nome: string; readonly tipo: string; readonly valor: string; readonly arredondamento: string; readonly doSelo: boolean };
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresRegras = { readonly vigencias: readonly LinhaRegra[]; readonly componentes: readonly LinhaComponente[] };

export const ROTULOS_ARREDONDAMENTO: Readonly<Record<Arredondamento, string>> = { MEIO_PARA_CIMA: 'Meio centavo para cima', TRUNCAR: 'Descartar a fração' };

/** Basis points or cents as typed: 1000 → '10,00'. */
const numero = (n: number): string => formatMoneyField(n);

export function valoresDasRegras(r: RegrasEstado): ValoresRegras {
  return {
    vigencias: r.vigencias.map((v) => ({
      de: isoParaBr(v.de) ?? v.de,
      ate: v.ate === undefined ? '' : (isoParaBr(v.ate) ?? v.ate),
      fundamento: v.regra.fundamento,
      arredondamento: v.regra.arredondamento,
      iss: numero(v.regra.issPontosBase),
      arredondamentoIss: v.regra.arredondamentoIss ?? '',
      nomeTaxaFixa: v.regra.nomeTaxaFixa ?? '',
    })),
    componentes: r.vigencias.flatMap((v, i) =>
      v.regra.componentes.map((c) => ({
        vigencia: String(i),
        codigo: c.codigo,
        nome: c.nome,
        tipo: c.tipo,
        valor: numero(c.tipo === 'PERCENTUAL' ? c.pontosBase : c.centavos),
        arredondamento: c.tipo === 'PERCENTUAL' ? (c.arredondamento ?? '') : '',
        doSelo: c.tipo === 'FIXO' && c.doSelo === true,
      })),
    ),
  };
}

const arredondamento = (t: string): Arredondamento => ((ARREDONDAMENTOS as readonly string[]).includes(t) ? (t as Arredondamento) : 'MEIO_PARA_CIMA');

export function corpoDasRegras(v: ValoresRegras): readonly VigenciaRegra[] {
  return v.vigencias.map((l, i) => {
    const componentes = v.componentes
      .filter((c) => c.vigencia === String(i))
      .map((c): ComponenteRegra => {
        const valor = parseMoney(c.valor) ?? 0;
        const base = { codigo: c.codigo.trim().toUpperCase(), nome: c.nome.trim() };
        return c.tipo === 'FIXO'
          ? { ...base, tipo: 'FIXO', centavos: valor, ...(c.doSelo ? { doSelo: true } : {}) }
          : { ...base, tipo: 'PERCENTUAL', pontosBase: valor, ...(c.arredondamento === '' ? {} : { arredondamento: arredondamento(c.arredondamento) }) };
      });
    const ate = brParaIso(l.ate.trim());
    return {
      de: brParaIso(l.de.trim()) ?? '',
      ...(ate === undefined ? {} : { ate }),
      regra: {
        fundamento: l.fundamento.trim(),
        arredondamento: arredondamento(l.arredondamento),
        issPontosBase: parseMoney(l.iss) ?? 0,
        ...(l.arredondamentoIss === '' ? {} : { arredondamentoIss: arredondamento(l.arredondamentoIss) }),
        ...(l.nomeTaxaFixa.trim() === '' ? {} : { nomeTaxaFixa: l.nomeTaxaFixa.trim() }),
        componentes,
      },
    };
  });
}

const RASCUNHO = 'servicos:regra';

@injectable()
export class RegraViewModel {
  readonly form: FormViewModel<ValoresRegras>;
  estado: EstadoCarga = 'carregando';
  uf = '';
  versao = 0;

  constructor(@inject(SERVICOS.api) private readonly api: Pick<ServicoApi, 'regra' | 'salvarRegra'>, @inject(UI.servicos) private readonly servicosTela: ServicosTela) {
    this.form = new FormViewModel<ValoresRegras>({ vigencias: [], componentes: [] }, { vigencias: { rotulo: 'Vigências', regras: [() => Object.values(this.errosDasLinhas)[0] ?? true] }, componentes: { rotulo: 'Componentes' } });
    makeAutoObservable<this, 'api' | 'servicosTela'>(this, { form: false, api: false, servicosTela: false }, { autoBind: true });
  }

  get podeEditar(): boolean {
    return hasPermissions(this.servicosTela.user.usuario, [PERMISSAO.EDITAR_SERVICOS]);
  }

  async carregar(): Promise<void> {
    this.estado = 'carregando';
    try {
      const { dados } = await this.api.regra({ onNetworkError: 'report' });
      this.#mostrar(dados, true);
    } catch {
      runInAction(() => {
        this.estado = 'erro';
      });
    }
  }

  #mostrar(dados: RegrasEstado, rascunho: boolean): void {
    const login = this.servicosTela.user.usuario?.login;
    runInAction(() => {
      this.uf = dados.uf;
      this.versao = dados.versao;
      this.form.iniciar(valoresDasRegras(dados), rascunho && login !== undefined && this.podeEditar ? { drafts: this.servicosTela.drafts, usuario: login, formulario: RASCUNHO } : undefined);
      this.estado = 'pronto';
    });
  }

  async salvar(): Promise<void> {
    const salvo = await this.form.salvar((v) => this.api.salvarRegra({ versao: this.versao, vigencias: corpoDasRegras(v) }, { errosDeCampoNaTela: true }));
    if (salvo !== undefined) this.#mostrar(salvo.dados, false);
  }

  /** Recarregar (after a conflict): the rules as saved now. */
  async recarregar(): Promise<void> {
    this.form.desfazer();
    await this.carregar();
  }

  /** The rows' own problems, '<list>.<row>.<field>'. */
  get errosDasLinhas(): Readonly<Record<string, string>> {
    const erros: Record<string, string> = {};
    const v = this.form.valores;
    const numeroValido = (t: string): boolean => parseMoney(t) !== undefined;
    v.vigencias.forEach((l, i) => {
      if (brParaIso(l.de.trim()) === undefined) erros[`vigencias.${String(i)}.de`] = 'Data inválida: use dd/mm/aaaa.';
      if (l.ate.trim() !== '' && brParaIso(l.ate.trim()) === undefined) erros[`vigencias.${String(i)}.ate`] = 'Data inválida: use dd/mm/aaaa.';
      if (l.fundamento.trim() === '') erros[`vigencias.${String(i)}.fundamento`] = 'Informe a lei que fixa estes valores.';
      if (!numeroValido(l.iss)) erros[`vigencias.${String(i)}.iss`] = 'Informe o percentual, como 5,00.';
    });
    v.componentes.forEach((c, k) => {
      if (c.codigo.trim() === '') erros[`componentes.${String(k)}.codigo`] = 'Informe o código.';
      if (c.nome.trim() === '') erros[`componentes.${String(k)}.nome`] = 'Informe o nome.';
      if (!numeroValido(c.valor)) erros[`componentes.${String(k)}.valor`] = c.tipo === 'FIXO' ? 'Informe o valor, como 3,90.' : 'Informe o percentual, como 10,00.';
    });
    return erros;
  }

  /** The problem of a row's field: the service's answer, or (after a refused save) the row's own rule. */
  erro(lista: 'vigencias' | 'componentes', indice: number, campo: string): string | undefined {
    const f = this.form;
    if (lista === 'vigencias') {
      const servidor = campo === 'iss' ? 'regra.issPontosBase' : campo === 'de' || campo === 'ate' ? campo : `regra.${campo}`;
      const doServidor = f.errosAninhados[`vigencias.${String(indice)}.${servidor}`];
      if (doServidor !== undefined) return doServidor;
    } else {
      const c = f.valores.componentes[indice];
      const k = c === undefined ? -1 : f.valores.componentes.slice(0, indice).filter((x) => x.vigencia === c.vigencia).length;
      const servidor = campo === 'valor' ? (c?.tipo === 'FIXO' ? 'centavos' : 'pontosBase') : campo;
      const doServidor = c === undefined ? undefined : f.errosAninhados[`vigencias.${c.vigencia}.regra.componentes.${String(k)}.${servidor}`];
      if (doServidor !== undefined) return doServidor;
    }
    if (f.erros.vigencias === undefined) return undefined;
    return this.errosDasLinhas[`${lista}.${String(indice)}.${campo}`];
  }

  /** The sum of the period's percentages ('40,00'), to check against the law. */
  totalPercentual(vigencia: number): string {
    const soma = this.componentesDe(vigencia).reduce((s, { componente: c }) => s + (c.tipo === 'PERCENTUAL' ? (parseMoney(c.valor) ?? 0) : 0), 0);
    return numero(soma);
  }

  componentesDe(vigencia: number): readonly { readonly componente: LinhaComponente; readonly indice: number }[] {
    return this.form.valores.componentes.flatMap((componente, indice) => (componente.vigencia === String(vigencia) ? [{ componente, indice }] : []));
  }

  /** A new period: the last one's components copied (a law usually changes a few rates), to start on a given day. */
  adicionarVigencia(): void {
    const v = this.form.valores;
    const ultima = v.vigencias.length - 1;
    const base = v.vigencias[ultima] ?? { de: '', ate: '', fundamento: '', arredondamento: 'MEIO_PARA_CIMA', iss: '5,00', arredondamentoIss: '', nomeTaxaFixa: '' };
    const copiados = v.componentes.filter((c) => c.vigencia === String(ultima)).map((c) => ({ ...c, vigencia: String(v.vigencias.length) }));
    this.form.set('vigencias', [...v.vigencias, { ...base, de: '', ate: '' }]);
    this.form.set('componentes', [...v.componentes, ...copiados]);
  }

  alterarVigencia(indice: number, campo: keyof LinhaRegra, valor: string): void {
    const formatado = campo === 'de' || campo === 'ate' ? MASKS.dataBr.format(valor) : valor;
    this.form.set('vigencias', this.form.valores.vigencias.map((l, i) => (i === indice ? { ...l, [campo]: formatado } : l)));
  }

  removerVigencia(indice: number): void {
    const componentes = this.form.valores.componentes.filter((c) => c.vigencia !== String(indice)).map((c) => (Number(c.vigencia) > indice ? { ...c, vigencia: String(Number(c.vigencia) - 1) } : c));
    this.form.set('vigencias', this.form.valores.vigencias.filter((_, i) => i !== indice));
    this.form.set('componentes', componentes);
  }

  adicionarComponente(vigencia: number): void {
    this.form.set('componentes', [...this.form.valores.componentes, { vigencia: String(vigencia), codigo: '', nome: '', tipo: 'PERCENTUAL', valor: '', arredondamento: '', doSelo: false }]);
  }

  alterarComponente(indice: number, campo: keyof LinhaComponente, valor: string | boolean): void {
    this.form.set('componentes', this.form.valores.componentes.map((c, i) => (i === indice ? { ...c, [campo]: valor } : c)));
  }

  removerComponente(indice: number): void {
    this.form.set('componentes', this.form.valores.componentes.filter((_, i) => i !== indice));
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'servicos:RegraViewModel': RegraViewModel;
  }
}
