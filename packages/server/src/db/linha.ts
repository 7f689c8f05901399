/** Reading a row the same way under PGlite and node-postgres: optional columns, JSON columns, instants. */

/** `{ campo: valor }` when the value is there, `{}` for a null column. */
export function opcional<K extends string, V>(campo: K, valor: V | null): Partial<Readonly<Record<K, V>>> {
  return (valor === null ? {} : { [campo]: valor }) as Partial<Readonly<Record<K, V>>>;
}

/** A jsonb column's value, whether the driver parsed it or handed its text. */
export function jsonDe<T>(valor: T | string): T {
  return typeof valor === 'string' ? (JSON.parse(valor) as T) : valor;
}

/** A timestamptz column as an ISO instant, whether the driver gave a Date or its text. */
export function instante(valor: string | Date): string {
  return new Date(valor).toISOString();
}
