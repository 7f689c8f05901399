/**
 * /empresa/socio: in which entities a person is or was a member. The search — a CPF, a CNPJ or part of a name —
 * never goes into the address (LGPD, docs/deviations.md #37): it travels in a request body, and the last one is
 * kept with the signed-in user's drafts (sessionStorage, cleared on Sair), so Back returns to the same results.
 */
import { formatCnpj, formatCpf, isoParaBr, MENSAGEM_DOCUMENTO_PESSOA, normalizeDocumentoPessoa, ROTULOS_SITUACAO_EMPRESA, type BuscaPessoas, type Pessoa, type PessoaVinculos, type VinculoPessoa } from '@rpj/domain';
import type { SocioApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { toCsv, type ColunaCsv } from '../../ui/list/csv.ts';
import type { EstadoCarga } from '../../ui/tela/estado.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { SOCIOS } from './socios.tokens.ts';

/** A person's document as staff read it: '529.982.247-25' or '11.444.777/0001-61'. */
export function documentoDe(p: Pick<Pessoa, 'documento'>): string {
  return p.documento.length === 11 ? formatCpf(p.documento) : formatCnpj(p.documento);
}

/** The search a text asks for, or what is wrong with it. */
export function buscaDoTexto(texto: string): { readonly busca: BuscaPessoas } | { readonly erro: string } {
  const t = texto.trim();
  const documento = normalizeDocumentoPessoa(t);
  if (documento !== undefined) return { busca: { documento } };
  // Digits and a document's punctuation only: a CPF or CNPJ typed wrong, not a name.
  if (/^[\d.\-/\s]+$/.test(t) && t !== '') return { erro: MENSAGEM_DOCUMENTO_PESSOA };
  if (t.length < 3) return { erro: 'Informe o CPF ou CNPJ, ou ao menos 3 letras do nome.' };
  return { busca: { nome: t } };
}

/** A link as a line of the export: the person, then the entity and the role. */
interface LinhaExportada {
  readonly pessoa: Pessoa;
  readonly vinculo: VinculoPessoa;
}

export const COLUNAS_CSV: readonly ColunaCsv<LinhaExportada>[] = [
  { titulo: 'Pessoa', valor: (l) => l.pessoa.nome },
  { titulo: 'CPF/CNPJ', valor: (l) => documentoDe(l.pessoa) },
  { titulo: 'Empresa', valor: (l) => l.vinculo.denominacao },
  { titulo: 'CNPJ da empresa', valor: (l) => (l.vinculo.cnpj === undefined ? '' : formatCnpj(l.vinculo.cnpj)) },
  { titulo: 'Registro', valor: (l) => (l.vinculo.numeroRegistro === undefined ? '' : `${String(l.vinculo.numeroRegistro)} (Livro ${l.vinculo.livro ?? 'A'})`) },
  { titulo: 'Situação da empresa', valor: (l) => ROTULOS_SITUACAO_EMPRESA[l.vinculo.situacao] },
  { titulo: 'Qualificação', valor: (l) => `${l.vinculo.qualificacao} — ${l.vinculo.qualificacaoNome}` },
  { titulo: 'Entrada', valor: (l) => isoParaBr(l.vinculo.entrada) ?? '' },
  { titulo: 'Saída', valor: (l) => isoParaBr(l.vinculo.saida) ?? '' },
  { titulo: 'Representante legal', valor: (l) => (l.vinculo.representanteLegal ? 'Sim' : 'Não') },
];

const RASCUNHO = 'socios:pesquisa';

@injectable()
export class PessoasViewModel {
  texto = '';
  erro: string | undefined = undefined;
  estado: EstadoCarga = 'ocioso';
  pessoas: readonly PessoaVinculos[] = [];

  constructor(
    @inject(SOCIOS.api) private readonly socios: Pick<SocioApi, 'pesquisar'>,
    @inject(UI.servicos) private readonly servicos: ServicosTela,
  ) {
    makeAutoObservable<this, 'socios' | 'servicos'>(this, { socios: false, servicos: false }, { autoBind: true });
  }

  setTexto(texto: string): void {
    this.texto = texto;
    this.erro = undefined;
  }

  /** The last search of this session, searched again (Back from an entity returns to the same results). */
  async restaurar(): Promise<void> {
    const login = this.servicos.user.usuario?.login;
    const guardado = login === undefined ? undefined : this.servicos.drafts.load(login, RASCUNHO)?.valores;
    const texto = (guardado as { texto?: unknown } | undefined)?.texto;
    if (typeof texto !== 'string' || texto === '') return;
    this.texto = texto;
    await this.pesquisar();
  }

  async pesquisar(): Promise<void> {
    const lido = buscaDoTexto(this.texto);
    if ('erro' in lido) {
      this.erro = lido.erro;
      return;
    }
    this.estado = 'carregando';
    const login = this.servicos.user.usuario?.login;
    if (login !== undefined) this.servicos.drafts.save(login, RASCUNHO, { texto: this.texto.trim() });
    try {
      const { dados } = await this.socios.pesquisar(lido.busca, { errosDeCampoNaTela: true });
      runInAction(() => {
        this.pessoas = dados;
        this.estado = 'pronto';
      });
    } catch (error) {
      runInAction(() => {
        this.estado = 'erro';
        this.erro = (error as { erros?: readonly { mensagem: string }[] }).erros?.[0]?.mensagem;
      });
    }
  }

  /** How many links were found, in words. */
  get resumo(): string {
    const vinculos = this.pessoas.reduce((n, p) => n + p.vinculos.length, 0);
    if (this.pessoas.length === 0) return 'Nenhuma pessoa encontrada. Confira o CPF ou CNPJ, ou tente parte do nome.';
    const pessoas = this.pessoas.length === 1 ? '1 pessoa' : `${String(this.pessoas.length)} pessoas`;
    return `${pessoas}, ${vinculos === 1 ? '1 vínculo' : `${String(vinculos)} vínculos`} com empresas`;
  }

  /** Exportar CSV: a line per link of every person found. */
  exportarCsv(): void {
    const linhas = this.pessoas.flatMap((p) => p.vinculos.map((vinculo) => ({ pessoa: p.pessoa, vinculo })));
    this.servicos.downloads('socios.csv', toCsv(COLUNAS_CSV, linhas), 'text/csv;charset=utf-8');
    this.servicos.notifications.notify({ tipo: 'OK', mensagem: linhas.length === 1 ? '1 linha exportada.' : `${String(linhas.length)} linhas exportadas.` });
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'socios:PessoasViewModel': PessoasViewModel;
  }
}
