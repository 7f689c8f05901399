import type { ChaveDbe, Dbe, EmpresaReceita } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * The entity-consultation service (port 8142): the Receita's data of a CNPJ.
 *
 * @example
 * ```ts
 * const { dados } = await sdk.consultaEmpresa.cnpj('11.444.777/0001-61');
 * const diferencas = diferencasReceita(empresaLocal, dados, hoje); // @rpj/domain
 * const { dados: dbe } = await sdk.consultaEmpresa.dbe({ recibo: 'GO26000002', identificacao: '20261120000002' });
 * ```
 */
export interface ConsultaEmpresaApi {
  /** The Receita's view of the entity of `cnpj` (masked or not); a 404 ApiError when the Receita has no such CNPJ. */
  cnpj(cnpj: string, options?: CallOptions): Promise<Resposta<EmpresaReceita>>;
  /**
   * The Receita's DBE of a control number (`lerNumeroDeControle` of @rpj/domain reads one pasted whole): a 404
   * ApiError when the Redesim has none, a 422 when its record is unreadable, field errors on a malformed number.
   */
  dbe(chave: ChaveDbe, options?: CallOptions): Promise<Resposta<Dbe>>;
}
