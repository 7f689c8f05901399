/**
 * /consulta-solicitacao (public, no sign-in): the presenter types the protocol number and the verification code of
 * the protocol receipt and reads the request's state, dates, deadline and whether requirements are pending — nothing
 * else. A wrong code and a missing protocol read the same; too many tries wait, said in Portuguese.
 */
import { normalizarCodigo, type ConsultaSolicitacao } from '@rpj/domain';
import { isHttpError, type ConsultaSolicitacaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { PROCESSOS } from './processos.tokens.ts';

@injectable()
export class ConsultaSolicitacaoViewModel {
  protocolo = '';
  codigo = '';
  consultando = false;
  resultado: ConsultaSolicitacao | undefined = undefined;
  erro: { readonly campo: 'protocolo' | 'codigo' | 'geral'; readonly mensagem: string } | undefined = undefined;

  constructor(@inject(PROCESSOS.consulta) private readonly api: ConsultaSolicitacaoApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  setProtocolo(v: string): void {
    this.protocolo = v.replace(/\D/g, '').slice(0, 9);
    this.erro = undefined;
  }

  setCodigo(v: string): void {
    this.codigo = v.toUpperCase().slice(0, 20);
    this.erro = undefined;
  }

  async consultar(): Promise<void> {
    const protocolo = Number(this.protocolo);
    if (!(protocolo > 0)) {
      this.erro = { campo: 'protocolo', mensagem: 'Informe o número do protocolo, como no comprovante.' };
      return;
    }
    const codigo = normalizarCodigo(this.codigo);
    if (codigo === undefined) {
      this.erro = { campo: 'codigo', mensagem: 'O código tem 12 letras e números, como no comprovante (ABCD-EFGH-JKMN).' };
      return;
    }
    this.consultando = true;
    this.resultado = undefined;
    try {
      const { dados } = await this.api.consultar({ protocolo, codigo }, { modoAlerta: 'success', onNetworkError: 'report' });
      runInAction(() => {
        this.resultado = dados;
      });
    } catch (e) {
      runInAction(() => {
        const mensagem = isHttpError(e) ? e.resposta?.mensagens[0] : undefined;
        this.erro = { campo: 'geral', mensagem: mensagem ?? 'Não foi possível consultar agora: verifique sua conexão e tente novamente.' };
      });
    } finally {
      runInAction(() => {
        this.consultando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'processos:ConsultaSolicitacaoViewModel': ConsultaSolicitacaoViewModel;
  }
}
