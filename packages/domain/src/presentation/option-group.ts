/**
 * Option groups (spec §5): checkboxes and toggles hold a list of chosen values, radios hold one value.
 */

/** Kinds of option group. */
export type TipoGrupoOpcoes = 'radio' | 'checkbox' | 'toggle';

/** An option of a group. */
export interface Opcao<V> {
  readonly label: string;
  readonly value: V;
  readonly disabled?: boolean;
}

/** Whether a model suits a group type, and why not. */
export type VerificacaoGrupo = { readonly valid: true } | { readonly valid: false; readonly reason: string };

/**
 * Checks that the model of an option group has the shape its type needs: an array for checkbox and toggle,
 * anything but an array for radio. A wrong model is a programming error, so the reason is in English.
 */
export function checkOptionGroupModel(tipo: TipoGrupoOpcoes, model: unknown): VerificacaoGrupo {
  const isArray = Array.isArray(model);
  if (tipo === 'radio') return isArray ? { valid: false, reason: 'a radio group needs a single value, not an array' } : { valid: true };
  return isArray ? { valid: true } : { valid: false, reason: `a ${tipo} group needs an array model` };
}

/** The model after clicking an option of a checkbox or toggle group: added when absent, removed when present. */
export function toggleOption<V>(model: readonly V[], value: V): readonly V[] {
  return model.includes(value) ? model.filter((v) => v !== value) : [...model, value];
}
