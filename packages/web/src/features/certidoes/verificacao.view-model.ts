/**
 * /verificar-certidao (public, no sign-in): anyone types — or the certificate's QR code brings — the 12-sign code
 * printed on a certificate and reads whether the office issued it: its number, date, kind and entity, nothing more.
 * An unknown code reads "not authentic"; too many tries wait, said in Portuguese.
 */
import { normalizarCodigo, type VerificacaoCertidao } from '@rpj/domain';
import { isHttpError, type VerificacaoCertidaoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { CERTIDOES } from './certidoes.tokens.ts';

@injectable()
export class VerificacaoViewModel {
  codigo = '';
  verificando = false;
  resultado: VerificacaoCertidao | undefined = undefined;
  erro: { readonly campo: 'codigo' | 'geral'; readonly mensagem: string } | undefined = undefined;

  constructor(@inject(CERTIDOES.verificacao) private readonly api: VerificacaoCertidaoApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  setCodigo(v: string): void {
    this.codigo = v.toUpperCase().slice(0, 20);
    this.erro = undefined;
  }

  /** The code the QR code brings in the address: checked at once. */
  async configure(codigo: string | null): Promise<void> {
    if (codigo === null || codigo === '') return;
    this.setCodigo(codigo);
    await this.verificar();
  }

  async verificar(): Promise<void> {
    const codigo = normalizarCodigo(this.codigo);
    if (codigo === undefined) {
      this.erro = { campo: 'codigo', mensagem: 'O código tem 12 letras e números, como impresso na certidão (ABCD-EFGH-JKMN).' };
      return;
    }
    this.verificando = true;
    this.resultado = undefined;
    try {
      const { dados } = await this.api.verificar({ codigo }, { modoAlerta: 'none', onNetworkError: 'report' });
      runInAction(() => {
        this.resultado = dados;
      });
    } catch (e) {
      runInAction(() => {
        const mensagem = isHttpError(e) ? e.resposta?.mensagens[0] : undefined;
        this.erro = { campo: 'geral', mensagem: mensagem ?? 'Não foi possível verificar agora: verifique sua conexão e tente novamente.' };
      });
    } finally {
      runInAction(() => {
        this.verificando = false;
      });
    }
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'certidoes:VerificacaoViewModel': VerificacaoViewModel;
  }
}
