/**
 * Goiás's published fees for the acts of Registro de Títulos e Documentos and Civil das Pessoas Jurídicas (Lei
 * estadual 14.376/2002 and its tables, as readjusted for 02/2026), as the 1º Tabelionato de Protesto e Registro de
 * Títulos e Documentos de Goiânia publishes them (1protestogoiania.com.br/registro-titulos-e-documentos, "Alteração
 * tabela 02/2026"): the fee of each band of the declared value, the flat Taxa Judiciária, the registration without
 * economic value (first page, and each page added) and the authentication of books. The funds and the ISS come from
 * the state's rule (REGRAS_GO): that page shows them as about 29.25 % of the fee — 24.25 % of funds and 5 % of ISS,
 * as a Cidade Ocidental office states (crco.digital/emolumentos) — where Lei 19.191/2015 as amended by Lei
 * 20.937/2020 lists 40 % (domain-rcpj §9.3): the office confirms the rates with TJGO.
 */
import type { FaixaEmolumento } from './emolumentos.ts';

/** The first day of the 02/2026 table. */
export const VIGENCIA_TABELA_GO_2026 = '2026-02-01';

/** The Taxa Judiciária of an act of registration or authentication, in cents. */
export const TAXA_JUDICIARIA_GO_2026 = 2_062;

/** Registration with a declared value: the fee of each band (upper bound inclusive), in cents. */
export const FAIXAS_REGISTRO_GO_2026: readonly FaixaEmolumento[] = [
  [65_380, 4_269],
  [130_762, 8_349],
  [261_524, 10_392],
  [523_047, 12_619],
  [1_046_094, 16_701],
  [1_569_143, 20_785],
  [2_615_237, 24_496],
  [3_922_854, 33_960],
  [5_230_474, 41_940],
  [6_538_092, 49_546],
  [10_460_947, 56_600],
  [15_691_421, 68_927],
  [26_152_368, 94_641],
  [undefined, 113_569],
].map(([ate, emolumento]) => ({ ...(ate === undefined ? {} : { ateCentavos: ate }), emolumentoCentavos: emolumento ?? 0, taxaFixaCentavos: TAXA_JUDICIARIA_GO_2026 }));

/** Registration without economic value: the first page, and each page added (no Taxa Judiciária on those). */
export const REGISTRO_SEM_VALOR_GO_2026 = { primeiraPaginaCentavos: 3_711, paginaAcrescidaCentavos: 1_114 } as const;

/** Authentication of a legal person's mandatory book, per book. */
export const AUTENTICACAO_LIVRO_GO_2026 = 5_753;
