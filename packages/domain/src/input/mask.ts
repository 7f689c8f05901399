/**
 * Input masks (spec §5). A mask pattern mixes tokens, which take one typed character, and literals, which the
 * mask writes itself:
 *
 * | token | accepts | becomes |
 * |---|---|---|
 * | `#` | a digit | itself |
 * | `S` | a letter | itself |
 * | `N` | a letter or digit | itself |
 * | `A` | a letter | uppercase |
 * | `a` | a letter | lowercase |
 * | `X` | a letter or digit | uppercase |
 * | `x` | a letter or digit | lowercase |
 *
 * Typed or pasted text is read left to right: characters a token does not accept are skipped (so a pasted
 * '529.982.247-25' fits the CPF mask), a literal typed where the mask has it is taken as that literal, and what
 * is left over when the pattern ends is dropped. Letters are the ASCII letters.
 */

interface Token {
  readonly accepts: RegExp;
  readonly transform: (c: string) => string;
}

const same = (c: string): string => c;
const upper = (c: string): string => c.toUpperCase();
const lower = (c: string): string => c.toLowerCase();

const TOKENS: Readonly<Record<string, Token>> = {
  '#': { accepts: /^\d$/, transform: same },
  S: { accepts: /^[A-Za-z]$/, transform: same },
  N: { accepts: /^[0-9A-Za-z]$/, transform: same },
  A: { accepts: /^[A-Za-z]$/, transform: upper },
  a: { accepts: /^[A-Za-z]$/, transform: lower },
  X: { accepts: /^[0-9A-Za-z]$/, transform: upper },
  x: { accepts: /^[0-9A-Za-z]$/, transform: lower },
};

/** The character that stands for an empty token when a mask is shown filled. */
export const CARACTERE_PREENCHIMENTO_PADRAO = '_';

/** Options of {@link Mask.format}. */
export interface FormatOptions {
  /** Show the tokens not yet typed as the fill character (and the literals between them). */
  readonly fill?: boolean;
}

/** A mask: turns typed text into its display form and back. */
export interface Mask {
  /** The pattern(s) this mask uses, for documentation and placeholders. */
  readonly patterns: readonly string[];
  /** The most characters the raw value can have. */
  readonly capacity: number;
  /**
   * The display form of typed or pasted text.
   *
   * @example
   * ```ts
   * MASKS.cpf.format('52998224725');           // '529.982.247-25'
   * MASKS.cpf.format('529982', { fill: true }); // '529.982.___-__'
   * ```
   */
  format(input: string, options?: FormatOptions): string;
  /** The raw value (token characters only, transformed) of a display form or of any typed text. */
  parse(text: string): string;
  /** True when every token of the mask is filled. */
  isComplete(text: string): boolean;
}

function tokenOf(char: string): Token | undefined {
  return Object.hasOwn(TOKENS, char) ? TOKENS[char] : undefined;
}

interface Reading {
  readonly display: string;
  readonly raw: string;
  /** Index in the pattern where reading stopped for lack of input. */
  readonly stoppedAt: number;
}

function read(pattern: string, input: string): Reading {
  let i = 0;
  let display = '';
  let raw = '';
  let pending = ''; // literals are written only once a token after them is filled
  for (const [j, char] of Array.from(pattern).entries()) {
    const token = tokenOf(char);
    if (token === undefined) {
      pending += char;
      if (input[i] === char) i++;
      continue;
    }
    while (i < input.length && !token.accepts.test(input[i] ?? '')) i++;
    const typed = input[i];
    if (typed === undefined) return { display, raw, stoppedAt: j };
    const value = token.transform(typed);
    display += pending + value;
    raw += value;
    pending = '';
    i++;
  }
  return { display, raw, stoppedAt: pattern.length };
}

/**
 * A mask of one pattern.
 *
 * @param fillChar shown for empty tokens when formatting with `fill` (spec: '_').
 */
export function createMask(pattern: string, fillChar: string = CARACTERE_PREENCHIMENTO_PADRAO): Mask {
  const capacity = Array.from(pattern).filter((c) => tokenOf(c) !== undefined).length;
  return {
    patterns: [pattern],
    capacity,
    format(input, options = {}) {
      const { display, stoppedAt } = read(pattern, input);
      if (options.fill !== true || stoppedAt >= pattern.length) return display;
      // Everything from the last filled token on: literals as they are, tokens as the fill character.
      const filledUpTo = Array.from(pattern).reduce(
        (last, c, j) => (j < stoppedAt && tokenOf(c) !== undefined ? j + 1 : last),
        0,
      );
      const rest = Array.from(pattern)
        .slice(filledUpTo)
        .map((c) => (tokenOf(c) === undefined ? c : fillChar))
        .join('');
      return display + rest;
    },
    parse: (text) => read(pattern, text).raw,
    isComplete: (text) => read(pattern, text).raw.length === capacity,
  };
}

/**
 * A mask that chooses among patterns by how many characters were typed: the first whose capacity holds them
 * (the last when none does). Phones with 8 or 9 digits use it.
 *
 * @param masks from the smallest capacity to the largest.
 */
export function chooseMask(masks: readonly [Mask, ...Mask[]]): Mask {
  const largest = masks.reduce((a, b) => (b.capacity > a.capacity ? b : a));
  const pick = (text: string): Mask => {
    const length = largest.parse(text).length;
    return masks.find((m) => m.capacity >= length) ?? largest;
  };
  return {
    patterns: masks.flatMap((m) => m.patterns),
    capacity: largest.capacity,
    format: (input, options) => pick(input).format(largest.parse(input), options),
    parse: (text) => pick(text).parse(largest.parse(text)),
    isComplete: (text) => {
      const raw = largest.parse(text);
      return masks.some((m) => m.capacity === raw.length && m.isComplete(raw));
    },
  };
}
