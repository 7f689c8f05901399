import type { BuscaPessoas, PessoaVinculos } from '@rpj/domain';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * Persons and the entities they are members of (registration service, `/socio`). The boards themselves are saved
 * with their entity (`sdk.empresas.salvar({ ..., socios })`).
 *
 * @example
 * ```ts
 * const { dados } = await sdk.socios.pesquisar({ documento: '529.982.247-25' });
 * // dados[0].vinculos: every entity, current and past, with the role
 * ```
 */
export interface SocioApi {
  /** Persons by CPF or CNPJ (sent in the body) or by part of the name, the most alike first. */
  pesquisar(busca: BuscaPessoas, options?: CallOptions): Promise<Resposta<readonly PessoaVinculos[]>>;
}
