/**
 * /processos/dbe/:protocolo?: a process's DBE conferral (issue 28) — the control number typed (or pasted whole), the
 * DBE found at the consultation service and set beside the process and the entity line by line, each mismatch
 * flagged, and the examiner's decision: conferred (a DBE that differs only with the reason) or rejected with the
 * reason, recorded in the history. The comparison is @rpj/domain's, the same the service makes when it records.
 */
import {
  atoComDbe,
  caminho,
  comparacaoDbe,
  errosDaChaveDbe,
  errosDaDecisaoDbe,
  hasPermissions,
  lerNumeroDeControle,
  normalizarChaveDbe,
  PERMISSAO as P,
  SITUACOES_FINAIS,
  type Dbe,
  type DbeDoProcesso,
  type DecisaoDbe,
  type ErroCampo,
  type LinhaComparacao,
} from '@rpj/domain';
import type { ConsultaEmpresaApi, DbeApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DecisaoComMotivo } from '../../ui/form/decisao-com-motivo.ts';
import { RegistroPorNumero } from '../../ui/tela/registro-por-numero.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { DBE } from './dbe.tokens.ts';

@injectable()
export class DbeViewModel {
  readonly carga: RegistroPorNumero<DbeDoProcesso>;
  readonly decisao: DecisaoComMotivo<DecisaoDbe, DbeDoProcesso>;
  recibo = '';
  identificacao = '';
  erros: readonly ErroCampo[] = [];
  /** The DBE found for the number typed. */
  dbe: Dbe | undefined = undefined;
  consultando = false;

  constructor(
    @inject(DBE.api) private readonly api: Pick<DbeApi, 'processo' | 'decidir'>,
    @inject(DBE.consulta) private readonly consulta: Pick<ConsultaEmpresaApi, 'dbe'>,
    @inject(UI.servicos) private readonly servicosTela: ServicosTela,
  ) {
    this.carga = new RegistroPorNumero({
      obter: async (protocolo) => (await api.processo(protocolo, { onNetworkError: 'report', modoAlerta: 'success' })).dados,
      caminho: (protocolo) => caminho('processos.dbe', { protocolo }),
      navigation: servicosTela.navigation,
    });
    this.decisao = new DecisaoComMotivo({
      validar: (decisao, motivo) => (this.dbe === undefined ? undefined : errosDaDecisaoDbe({ recibo: this.dbe.recibo, identificacao: this.dbe.identificacao, decisao, motivo }, this.divergencias.length)[0]),
      enviar: async (decisao, motivo) => {
        const d = this.carga.registro;
        const dbe = this.dbe;
        if (d === undefined || dbe === undefined) throw new Error('no process or DBE loaded');
        return (await api.decidir(d.processo.protocolo, { recibo: dbe.recibo, identificacao: dbe.identificacao, decisao, ...(motivo === undefined ? {} : { motivo }) }, { modoAlerta: 'success' })).dados;
      },
      aoEnviar: (dados) => {
        this.carga.mostrar(dados);
      },
    });
    makeAutoObservable<this, 'api' | 'consulta' | 'servicosTela'>(this, { api: false, consulta: false, servicosTela: false, carga: false, decisao: false }, { autoBind: true });
  }

  /** The receipt; a control number pasted whole fills both halves. */
  setRecibo(v: string): void {
    const inteiro = lerNumeroDeControle(v);
    if (inteiro === undefined) this.recibo = v;
    else {
      this.recibo = inteiro.recibo;
      this.identificacao = inteiro.identificacao;
    }
    this.erros = [];
  }

  setIdentificacao(v: string): void {
    this.identificacao = v;
    this.erros = this.erros.filter((e) => e.campo !== 'identificacao');
  }

  erroDe(campo: 'recibo' | 'identificacao'): string | undefined {
    return this.erros.find((e) => e.campo === campo)?.mensagem;
  }

  /** Finds the DBE of the number typed (the service says in a message when there is none, or it is unreadable). */
  async consultar(): Promise<void> {
    const chave = normalizarChaveDbe({ recibo: this.recibo, identificacao: this.identificacao });
    this.erros = errosDaChaveDbe(chave);
    if (this.erros.length > 0) return;
    this.consultando = true;
    this.dbe = undefined;
    this.decisao.cancelar();
    try {
      const { dados } = await this.consulta.dbe(chave, { onNetworkError: 'report' });
      runInAction(() => {
        this.dbe = dados;
        this.recibo = dados.recibo;
        this.identificacao = dados.identificacao;
      });
    } catch {
      // The SDK has said why.
    } finally {
      runInAction(() => {
        this.consultando = false;
      });
    }
  }

  /** The DBE beside the process and the entity, line by line. */
  get linhas(): readonly LinhaComparacao[] {
    const d = this.carga.registro;
    return d === undefined || this.dbe === undefined ? [] : comparacaoDbe(this.dbe, d.cartorio);
  }

  get divergencias(): readonly LinhaComparacao[] {
    return this.linhas.filter((l) => l.diferente);
  }

  /** Why this process has no DBE to confer, if it has none. */
  get semDbe(): string | undefined {
    const d = this.carga.registro;
    if (d === undefined) return undefined;
    if (!atoComDbe(d.cartorio.especieAto)) return `Este processo é de ${d.processo.tipoAtoNome.toLowerCase()}: só registros e averbações têm DBE a conferir.`;
    if (SITUACOES_FINAIS.includes(d.processo.situacao)) return 'Este processo está encerrado: não há DBE a conferir.';
    return undefined;
  }

  get podeDecidir(): boolean {
    return this.dbe !== undefined && this.semDbe === undefined && hasPermissions(this.servicosTela.user.usuario, [P.ANALISAR_EXAME]);
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'dbe:DbeViewModel': DbeViewModel;
  }
}
