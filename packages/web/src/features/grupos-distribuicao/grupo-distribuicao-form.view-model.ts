/**
 * /grupo-distribuicao/salvar/:id?: a distribution group — its name, whether it takes processes, the kinds of act it
 * takes (one per line), its members (examiners: users holding ANALISAR_EXAME) and their absences (from–to). The
 * members and the absences are lists of rows of the form (drafts keep them); the service's errors reach their rows.
 */
import {
  brParaIso,
  GRUPO_DISTRIBUICAO_MAXIMO,
  isoParaBr,
  MASKS,
  REGRAS_NOME_GRUPO_DISTRIBUICAO,
  type GrupoDistribuicao,
  type GrupoDistribuicaoSalvar,
  type UsuarioResumo,
} from '@rpj/domain';
import type { CallOptions, GrupoDistribuicaoApi, UsuarioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { RegistroViewModel, type BaseSalvar } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { GRUPO_DISTRIBUICAO } from './grupo-distribuicao.entidade.ts';
import { GRUPOS_DISTRIBUICAO } from './grupos-distribuicao.tokens.ts';

/** A member row: the user's id as the select holds it. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaMembro = { readonly usuarioId: string };
/** An absence row: whose, from, to (dd/mm/aaaa), why. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type LinhaAusencia = { readonly usuarioId: string; readonly de: string; readonly ate: string; readonly motivo: string };

// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresGrupo = {
  readonly nome: string;
  readonly ativo: boolean;
  readonly tiposAto: string;
  readonly membros: readonly LinhaMembro[];
  readonly ausencias: readonly LinhaAusencia[];
};

const VAZIO: ValoresGrupo = { nome: '', ativo: true, tiposAto: '', membros: [], ausencias: [] };

export function valoresDe(g: GrupoDistribuicao): ValoresGrupo {
  return {
    nome: g.nome,
    ativo: g.ativo,
    tiposAto: g.tiposAto.join('\n'),
    membros: g.membros.map((m) => ({ usuarioId: String(m.usuarioId) })),
    ausencias: g.membros.flatMap((m) => m.ausencias.map((a) => ({ usuarioId: String(m.usuarioId), de: isoParaBr(a.de) ?? a.de, ate: isoParaBr(a.ate) ?? a.ate, motivo: a.motivo ?? '' }))),
  };
}

/** What a save sends: each absence under its member (an absence of someone no longer a member is dropped). */
export function corpoDe(v: ValoresGrupo): Omit<GrupoDistribuicaoSalvar, 'id' | 'versao'> {
  return {
    nome: v.nome.trim(),
    ativo: v.ativo,
    tiposAto: v.tiposAto.split('\n').map((t) => t.trim()).filter((t) => t !== ''),
    membros: v.membros.map((m) => ({
      usuarioId: Number(m.usuarioId),
      ausencias: v.ausencias
        .filter((a) => a.usuarioId === m.usuarioId)
        .map((a) => ({ de: brParaIso(a.de.trim()) ?? a.de.trim(), ate: brParaIso(a.ate.trim()) ?? a.ate.trim(), ...(a.motivo.trim() === '' ? {} : { motivo: a.motivo.trim() }) })),
    })),
  };
}

/** The rows' own rules: a member chosen, each absence's dates. Keys '<row>.<field>'. */
function errosDasLinhas(v: ValoresGrupo): { readonly membros: Readonly<Record<string, string>>; readonly ausencias: Readonly<Record<string, string>> } {
  const membros: Record<string, string> = {};
  v.membros.forEach((m, i) => {
    if (m.usuarioId === '') membros[`${String(i)}.usuarioId`] = 'Escolha o examinador.';
    else if (v.membros.findIndex((o) => o.usuarioId === m.usuarioId) < i) membros[`${String(i)}.usuarioId`] = 'Este usuário já está no grupo.';
  });
  const ausencias: Record<string, string> = {};
  v.ausencias.forEach((a, i) => {
    const de = brParaIso(a.de.trim());
    const ate = brParaIso(a.ate.trim());
    if (!v.membros.some((m) => m.usuarioId === a.usuarioId)) ausencias[`${String(i)}.usuarioId`] = 'Escolha um membro do grupo.';
    if (de === undefined) ausencias[`${String(i)}.de`] = 'Data inválida: use dd/mm/aaaa.';
    if (ate === undefined) ausencias[`${String(i)}.ate`] = 'Data inválida: use dd/mm/aaaa.';
    else if (de !== undefined && ate < de) ausencias[`${String(i)}.ate`] = 'O fim da ausência não pode ser anterior ao início.';
    if (a.motivo.length > GRUPO_DISTRIBUICAO_MAXIMO.motivo) ausencias[`${String(i)}.motivo`] = `Use no máximo ${String(GRUPO_DISTRIBUICAO_MAXIMO.motivo)} caracteres.`;
  });
  return { membros, ausencias };
}

@injectable()
export class GrupoDistribuicaoFormViewModel {
  readonly tela: RegistroViewModel<GrupoDistribuicao, ValoresGrupo>;
  /** The users who may be members: those who examine titles. */
  examinadores: readonly UsuarioResumo[] = [];

  constructor(
    @inject(GRUPOS_DISTRIBUICAO.api) grupos: Pick<GrupoDistribuicaoApi, 'obter' | 'salvar' | 'remover'>,
    @inject(GRUPOS_DISTRIBUICAO.usuarios) usuarios: Pick<UsuarioApi, 'listarAnalista'>,
    @inject(UI.servicos) servicos: ServicosTela,
  ) {
    this.tela = new RegistroViewModel<GrupoDistribuicao, ValoresGrupo>(
      {
        entidade: GRUPO_DISTRIBUICAO,
        vazio: VAZIO,
        campos: {
          nome: { rotulo: 'Nome', obrigatorio: true, regras: REGRAS_NOME_GRUPO_DISTRIBUICAO },
          ativo: { rotulo: 'Recebe processos' },
          tiposAto: { rotulo: 'Tipos de ato (um por linha)' },
          membros: { rotulo: 'Membros', regras: [(m: unknown) => (Array.isArray(m) && m.length > 0) || 'Inclua ao menos um membro no grupo.', () => this.#primeiroErro('membros')] },
          ausencias: { rotulo: 'Ausências', regras: [() => this.#primeiroErro('ausencias')] },
        },
        carregarJunto: async (opcoes: CallOptions) => {
          const { dados } = await usuarios.listarAnalista({ ativo: true }, { pageNumber: 0, pageSize: 100, sortBy: 'nome', sort: 'asc' }, opcoes);
          runInAction(() => {
            this.examinadores = dados.content;
          });
        },
        obter: async (id, opcoes) => (await grupos.obter(id, opcoes)).dados,
        valores: valoresDe,
        enviar: async (v: ValoresGrupo, base: BaseSalvar, opcoes: CallOptions) => (await grupos.salvar({ ...corpoDe(v), ...base }, opcoes)).dados,
        remover: (id) => grupos.remover(id),
      },
      servicos,
    );
    makeAutoObservable(this, { tela: false }, { autoBind: true });
  }

  #primeiroErro(lista: 'membros' | 'ausencias'): true | string {
    return Object.values(errosDasLinhas(this.tela.form.valores)[lista])[0] ?? true;
  }

  get form(): RegistroViewModel<GrupoDistribuicao, ValoresGrupo>['form'] {
    return this.tela.form;
  }

  /** The members' names, by id, for the absences' select. */
  nomeDe(usuarioId: string): string {
    return this.examinadores.find((u) => String(u.id) === usuarioId)?.nome ?? `Usuário ${usuarioId}`;
  }

  /**
   * The problem of a row's field: the service's answer ('membros.1.usuarioId'; an absence's 'membros.<m>.ausencias.<j>.ate'
   * is found by its member and position), else, after a refused save, the row's own rule.
   */
  erro(lista: 'membros' | 'ausencias', indice: number, campo: string): string | undefined {
    const f = this.form;
    if (lista === 'membros') {
      const doServidor = f.errosAninhados[`membros.${String(indice)}.${campo}`];
      if (doServidor !== undefined) return doServidor;
    } else {
      const a = f.valores.ausencias[indice];
      const m = a === undefined ? -1 : f.valores.membros.findIndex((x) => x.usuarioId === a.usuarioId);
      const j = a === undefined ? -1 : f.valores.ausencias.slice(0, indice).filter((x) => x.usuarioId === a.usuarioId).length;
      const doServidor = f.errosAninhados[`membros.${String(m)}.ausencias.${String(j)}.${campo}`];
      if (doServidor !== undefined) return doServidor;
    }
    if (f.erros[lista] === undefined) return undefined;
    return errosDasLinhas(f.valores)[lista][`${String(indice)}.${campo}`];
  }

  adicionarMembro(): void {
    const livre = this.examinadores.find((u) => !this.form.valores.membros.some((m) => m.usuarioId === String(u.id)));
    this.form.set('membros', [...this.form.valores.membros, { usuarioId: livre === undefined ? '' : String(livre.id) }]);
  }

  alterarMembro(indice: number, usuarioId: string): void {
    const antes = this.form.valores.membros[indice]?.usuarioId;
    this.form.set('membros', this.form.valores.membros.map((m, i) => (i === indice ? { usuarioId } : m)));
    // Their absences follow them.
    if (antes !== undefined && antes !== '') this.form.set('ausencias', this.form.valores.ausencias.map((a) => (a.usuarioId === antes ? { ...a, usuarioId } : a)));
  }

  removerMembro(indice: number): void {
    const saiu = this.form.valores.membros[indice]?.usuarioId;
    this.form.set('membros', this.form.valores.membros.filter((_, i) => i !== indice));
    this.form.set('ausencias', this.form.valores.ausencias.filter((a) => a.usuarioId !== saiu));
  }

  adicionarAusencia(): void {
    this.form.set('ausencias', [...this.form.valores.ausencias, { usuarioId: this.form.valores.membros[0]?.usuarioId ?? '', de: '', ate: '', motivo: '' }]);
  }

  alterarAusencia(indice: number, campo: keyof LinhaAusencia, valor: string): void {
    const formatado = campo === 'de' || campo === 'ate' ? MASKS.dataBr.format(valor) : valor;
    this.form.set('ausencias', this.form.valores.ausencias.map((a, i) => (i === indice ? { ...a, [campo]: formatado } : a)));
  }

  removerAusencia(indice: number): void {
    this.form.set('ausencias', this.form.valores.ausencias.filter((_, i) => i !== indice));
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'grupos-distribuicao:GrupoDistribuicaoFormViewModel': GrupoDistribuicaoFormViewModel;
  }
}
