/** Money typed in a field (1.234,56): cents, or undefined when blank or not money. */
import { parseMoney } from '@rpj/domain';

export function centavosDigitados(texto: string): number | undefined {
  return texto.trim() === '' ? undefined : parseMoney(texto);
}
