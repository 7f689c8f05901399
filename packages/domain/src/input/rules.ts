/**
 * Field rules (spec §5): a rule takes the value and answers true (fine), false (wrong, with the generic
 * message) or a pt-BR message (wrong, with that message), possibly through a promise. Named rules are ready
 * for the fields staff fill all day; every one except `required` accepts an empty value, so that "optional
 * but, when filled, valid" is just leaving `required` out.
 */
import { parseDateBr } from '../calendar/civil-date.ts';
import { isValidCep } from '../documents/cep.ts';
import { isValidCnpj } from '../documents/cnpj.ts';
import { isValidCpf } from '../documents/cpf.ts';
import { parseMoney } from '../format.ts';
import { MENSAGEM_LOGIN, parseLogin } from '../usuarios/usuario.ts';
import { isBlank } from './text.ts';

/** What a rule answers. */
export type RuleResult = boolean | string;

/** A field rule. */
export type Rule<T = unknown> = (value: T) => RuleResult | Promise<RuleResult>;

/** Message of a rule that answered plain `false`. */
export const MENSAGEM_VALOR_INVALIDO = 'Valor inválido.';

/** The messages of the named rules. */
export const MENSAGENS_REGRA = {
  required: 'Campo obrigatório.',
  email: 'E-mail inválido: use o formato nome@dominio.com.br.',
  minLength: (n: number): string => `Informe ao menos ${n} caracteres.`,
  maxLength: (n: number): string => `Use no máximo ${n} caracteres.`,
  date: 'Data inválida: use dd/mm/aaaa com uma data que exista.',
  time: 'Hora inválida: use hh:mm.',
  fulltime: 'Hora inválida: use hh:mm:ss.',
  cpf: 'CPF inválido: confira os dígitos.',
  cnpj: 'CNPJ inválido: confira os caracteres e os dígitos verificadores.',
  cnpjNumerico: 'CNPJ inválido: use 14 dígitos e confira os dígitos verificadores.',
  cep: 'CEP inválido: use 8 dígitos, como 12345-678.',
  money: 'Valor inválido: use o formato 1.234,56.',
  login: MENSAGEM_LOGIN,
} as const;

/** A rule that passes blank values and otherwise checks the text. */
function whenFilled(check: (text: string) => boolean, message: string): Rule {
  return (value) => isBlank(value) || (typeof value === 'string' && check(value.trim())) || message;
}

// A pragmatic address check: one @, a dot in the domain, no spaces. Deliverability is the mail server's job.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** True for a plausible e-mail address (one @, a dot in the domain, no spaces). */
export function isValidEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

function lengthOf(value: unknown): number | undefined {
  if (typeof value === 'string') return Array.from(value).length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

/**
 * The named rules. Each is a factory; pass a message to replace the default one.
 *
 * @example
 * ```ts
 * await validate('529.982.247-26', [rules.required(), rules.cpf()]); // { status: 'invalid', message: 'CPF inválido: …' }
 * ```
 */
export const rules = {
  /** Not null, undefined, blank text or an empty list. */
  required: (message: string = MENSAGENS_REGRA.required): Rule =>
    (value) => (!isBlank(value) && !(Array.isArray(value) && value.length === 0)) || message,
  email: (message: string = MENSAGENS_REGRA.email): Rule => whenFilled(isValidEmail, message),
  /** At least `n` characters (or items). */
  minLength: (n: number, message: string = MENSAGENS_REGRA.minLength(n)): Rule =>
    (value) => isBlank(value) || (lengthOf(value) ?? 0) >= n || message,
  /** At most `n` characters (or items). */
  maxLength: (n: number, message: string = MENSAGENS_REGRA.maxLength(n)): Rule =>
    (value) => isBlank(value) || (lengthOf(value) ?? Infinity) <= n || message,
  /** A date that exists, typed dd/mm/aaaa. */
  date: (message: string = MENSAGENS_REGRA.date): Rule => whenFilled((t) => parseDateBr(t) !== undefined, message),
  /** hh:mm, 00:00 to 23:59. */
  time: (message: string = MENSAGENS_REGRA.time): Rule => whenFilled((t) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t), message),
  /** hh:mm:ss. */
  fulltime: (message: string = MENSAGENS_REGRA.fulltime): Rule =>
    whenFilled((t) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(t), message),
  cpf: (message: string = MENSAGENS_REGRA.cpf): Rule => whenFilled(isValidCpf, message),
  /** A CNPJ, numeric or alphanumeric (from July 2026). */
  cnpj: (message: string = MENSAGENS_REGRA.cnpj): Rule => whenFilled((t) => isValidCnpj(t), message),
  /** A numeric CNPJ only. */
  cnpjNumerico: (message: string = MENSAGENS_REGRA.cnpjNumerico): Rule =>
    whenFilled((t) => isValidCnpj(t, { alfanumerico: false }), message),
  cep: (message: string = MENSAGENS_REGRA.cep): Rule => whenFilled(isValidCep, message),
  /** A non-negative amount typed as 1.234,56. */
  money: (message: string = MENSAGENS_REGRA.money): Rule => whenFilled((t) => parseMoney(t) !== undefined, message),
  /** A staff login (`parseLogin`): the same rule the services apply. */
  login: (message: string = MENSAGENS_REGRA.login): Rule => whenFilled((t) => parseLogin(t) !== undefined, message),
} as const;

/** Names a rule may be given by (spec §5: "a function or named pattern"), each meaning the rule with its defaults. */
export type NomeRegra = Exclude<keyof typeof rules, 'minLength' | 'maxLength'>;

/** A rule or the name of one. */
export type RuleRef<T = unknown> = Rule<T> | NomeRegra;

/** The rule a reference stands for. */
export function resolveRule<T>(ref: RuleRef<T>): Rule<T> {
  return typeof ref === 'string' ? rules[ref]() : ref;
}
