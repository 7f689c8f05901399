/**
 * The named masks: the original's (spec §5, exactly as it gives them) and the Brazilian ones staff type all day.
 */
import { chooseMask, createMask, type Mask } from './mask.ts';

/** Patterns of the original product (spec §5). */
export const PADROES_MASCARA = {
  date: '####/##/##',
  datetime: '####/##/## ##:##',
  time: '##:##',
  fulltime: '##:##:##',
  phone: '(###) ### - ####',
  card: '#### #### #### ####',
} as const;

/** Brazilian patterns (docs/ux.md "Words"). */
export const PADROES_MASCARA_BR = {
  cpf: '###.###.###-##',
  /** The numeric CNPJ of before July 2026. */
  cnpjNumerico: '##.###.###/####-##',
  /** The CNPJ from July 2026 (IN RFB 2.229/2024): letters or digits in the first 12 positions. */
  cnpj: 'XX.XXX.XXX/XXXX-##',
  cep: '#####-###',
  telefone8: '(##) ####-####',
  telefone9: '(##) #####-####',
  /** dd/mm/aaaa. */
  dataBr: '##/##/####',
} as const;

/** Every named mask, ready to use. */
export const MASKS = {
  date: createMask(PADROES_MASCARA.date),
  datetime: createMask(PADROES_MASCARA.datetime),
  time: createMask(PADROES_MASCARA.time),
  fulltime: createMask(PADROES_MASCARA.fulltime),
  phone: createMask(PADROES_MASCARA.phone),
  card: createMask(PADROES_MASCARA.card),
  cpf: createMask(PADROES_MASCARA_BR.cpf),
  cnpjNumerico: createMask(PADROES_MASCARA_BR.cnpjNumerico),
  cnpj: createMask(PADROES_MASCARA_BR.cnpj),
  cep: createMask(PADROES_MASCARA_BR.cep),
  /** A phone with 8 or 9 digits after the area code: the pattern follows what was typed. */
  telefone: chooseMask([createMask(PADROES_MASCARA_BR.telefone8), createMask(PADROES_MASCARA_BR.telefone9)]),
  dataBr: createMask(PADROES_MASCARA_BR.dataBr),
} as const satisfies Readonly<Record<string, Mask>>;

/** Name of a named mask. */
export type NomeMascara = keyof typeof MASKS;
