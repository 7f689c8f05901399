/** A Brazilian postal address as records keep it (companies now; persons with the members' issue). */

/** The 26 states and the Federal District, by their two-letter code. */
export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

export type Uf = (typeof UFS)[number];

/** True for one of {@link UFS}. */
export function isUf(texto: string): texto is Uf {
  return (UFS as readonly string[]).includes(texto);
}

/** An address: the CEP as its 8 digits; the state by its code. */
export interface Endereco {
  readonly cep?: string;
  readonly logradouro?: string;
  readonly numero?: string;
  readonly complemento?: string;
  readonly bairro?: string;
  readonly municipio?: string;
  readonly uf?: Uf;
}

/** The longest of each text of an address. */
export const ENDERECO_MAXIMO = { logradouro: 120, numero: 10, complemento: 60, bairro: 60, municipio: 60 } as const;

/** One line of an address, for lists and documents: 'Rua A, 10, sala 2 — Centro, Goiânia/GO, CEP 74000-000'. */
export function linhaEndereco(e: Endereco): string {
  const rua = [e.logradouro, e.numero, e.complemento].filter((p) => p !== undefined && p !== '').join(', ');
  const cidade = e.municipio === undefined ? undefined : e.uf === undefined ? e.municipio : `${e.municipio}/${e.uf}`;
  const resto = [e.bairro, cidade, e.cep === undefined ? undefined : `CEP ${e.cep.slice(0, 5)}-${e.cep.slice(5)}`].filter((p) => p !== undefined && p !== '');
  return [rua, resto.join(', ')].filter((p) => p !== '').join(' — ');
}
