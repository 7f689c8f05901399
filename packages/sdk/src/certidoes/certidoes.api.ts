/** The certificates' client over an SDK core: `sdk.cliente(clienteCertidoes)`; `sdk.certidoes` of createRpjSdk. */
import type { Certidao, CertidaoListaItem, CertidaoSalvar, EmissaoCertidao, FiltroCertidoes, Pagina, PaginacaoRequest, PagamentoCertidao, VerificacaoCertidao } from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * Certificates (registration service, `/certidao`): request, pay at the cash box, issue (sign and seal), list, print.
 *
 * @example
 * ```ts
 * const { dados: c } = await sdk.certidoes.criar({ tipo: 'BREVE_RELATO', requerente: 'Carlos Lima', empresaId: 12 });
 * await sdk.certidoes.pagar(c.id, { versao: c.versao, caixaId: 3, parcelas: [{ metodo: 'PIX', valorCentavos: c.valorCentavos }] });
 * const { dados: emitida } = await sdk.certidoes.emitir(c.id, { versao: c.versao + 1, responsavelId: 1 });
 * emitida.codigo; // what the public page checks
 * ```
 */
export interface CertidaoApi {
  criar(pedido: CertidaoSalvar, options?: CallOptions): Promise<Resposta<Certidao>>;
  listar(filtro?: FiltroCertidoes, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<CertidaoListaItem>>>;
  obter(id: number, options?: CallOptions): Promise<Resposta<Certidao>>;
  pagar(id: number, pagamento: PagamentoCertidao, options?: CallOptions): Promise<Resposta<Certidao>>;
  emitir(id: number, emissao: EmissaoCertidao, options?: CallOptions): Promise<Resposta<Certidao>>;
  pdf(id: number, options?: CallOptions): Promise<Resposta<Documento>>;
}

/** The public check of an issued certificate (no sign-in): `sdk.verificacaoCertidao.verificar({ codigo })`. */
export interface VerificacaoCertidaoApi {
  verificar(pedido: { readonly codigo: string }, options?: CallOptions): Promise<Resposta<VerificacaoCertidao>>;
}
