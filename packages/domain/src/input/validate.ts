/**
 * Running a field's rules (spec §5): in order, stopping at the first that fails; asynchronous rules awaited;
 * disabled fields skipped; lazy validation on, off or on demand.
 */
import { MENSAGEM_VALOR_INVALIDO, resolveRule, type RuleRef } from './rules.ts';

/**
 * When a field validates:
 * - `off`: on every change, from the first keystroke;
 * - `on`: from the first time the field is left (and on submit), then on every change;
 * - `ondemand`: only when the form asks (on submit).
 */
export type LazyRules = 'off' | 'on' | 'ondemand';

/** What asks for validation. */
export type ValidationTrigger = 'change' | 'blur' | 'submit';

/** Options of {@link validate}. */
export interface ValidateOptions {
  /** A disabled field is not validated. */
  readonly disabled?: boolean;
  /** Default 'off'. */
  readonly lazy?: LazyRules;
  /** Default 'submit' (always validates). */
  readonly trigger?: ValidationTrigger;
  /** Whether the field has been left at least once. */
  readonly touched?: boolean;
}

/** The outcome: skipped (disabled or not yet due), valid, or invalid with the first message. */
export type ValidationOutcome =
  | { readonly status: 'skipped' }
  | { readonly status: 'valid' }
  | { readonly status: 'invalid'; readonly message: string };

/** Whether a trigger validates a field under a lazy mode. */
export function isValidationDue(lazy: LazyRules, trigger: ValidationTrigger, touched: boolean): boolean {
  if (trigger === 'submit' || lazy === 'off') return true;
  if (lazy === 'ondemand') return false;
  return trigger === 'blur' || touched;
}

/**
 * Validates a value against its rules.
 *
 * @example
 * ```ts
 * await validate('', ['required']);                                  // { status: 'invalid', message: 'Campo obrigatório.' }
 * await validate('x', ['required'], { lazy: 'on', trigger: 'change' }); // { status: 'skipped' }
 * ```
 */
export async function validate<T>(
  value: T,
  ruleRefs: readonly RuleRef<T>[],
  options: ValidateOptions = {},
): Promise<ValidationOutcome> {
  const { disabled = false, lazy = 'off', trigger = 'submit', touched = false } = options;
  if (disabled || !isValidationDue(lazy, trigger, touched)) return { status: 'skipped' };
  for (const ref of ruleRefs) {
    const result = await resolveRule(ref)(value);
    if (result === true) continue;
    return { status: 'invalid', message: result === false || result.trim() === '' ? MENSAGEM_VALOR_INVALIDO : result };
  }
  return { status: 'valid' };
}
