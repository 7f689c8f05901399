import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, calendario, feriadosNacionais } from '../feriados/calendario.ts';
import { ALFABETO_CODIGO, formatarCodigo, gerarCodigoVerificacao, normalizarCodigo, situacaoDoPrazo, TAMANHO_CODIGO } from './protocolo.ts';

describe('the verification code', () => {
  it('property: twelve signs of the alphabet from any bytes, read back however it is typed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 24, maxLength: 24 }), (bytes) => {
        let chamada = 0;
        const codigo = gerarCodigoVerificacao((n) => (chamada++ === 0 ? bytes.slice(0, n) : new Uint8Array(n).fill(7)));
        expect(codigo).toHaveLength(TAMANHO_CODIGO);
        expect(codigo).toMatch(new RegExp(`^[${ALFABETO_CODIGO}]+$`));
        expect(normalizarCodigo(formatarCodigo(codigo).toLowerCase())).toBe(codigo);
        expect(normalizarCodigo(` ${formatarCodigo(codigo)} `)).toBe(codigo);
      }),
    );
  });

  it('skips the bytes that would bias the signs, and refuses what cannot be a code', () => {
    // 248..255 are above the last multiple of 31: skipped; 0 → '2', 30 → 'Z', 31 → '2'.
    const bytes = [255, 248, 0, 30, 31, 247, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(gerarCodigoVerificacao((n) => Uint8Array.from(bytes.slice(0, n)))).toBe(gerarEsperado([0, 30, 31, 247, 1, 2, 3, 4, 5, 6, 7, 8]));
    expect(formatarCodigo('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
    expect(normalizarCodigo('ABCD-EFGH-JKM0')).toBeUndefined(); // 0 is not in the alphabet
    expect(normalizarCodigo('ABCD-EFGH')).toBeUndefined();
  });
});

function gerarEsperado(bytes: readonly number[]): string {
  return bytes.map((b) => ALFABETO_CODIGO[b % ALFABETO_CODIGO.length]).join('');
}

describe('a deadline as the lists show it', () => {
  const cal = calendario([...feriadosNacionais(2026)]);
  const prazo = addBusinessDays('2026-04-17', 5, cal); // Tiradentes (21/04) and the weekend skipped

  it('counts days with service around a holiday: left, due today, past', () => {
    expect(prazo).toBe('2026-04-27');
    expect(situacaoDoPrazo('2026-04-17', prazo, cal)).toEqual({ urgencia: 'NO_PRAZO', diasUteis: 5, texto: 'Faltam 5 dias úteis' });
    expect(situacaoDoPrazo('2026-04-23', prazo, cal)).toEqual({ urgencia: 'PROXIMO', diasUteis: 2, texto: 'Faltam 2 dias úteis' });
    expect(situacaoDoPrazo('2026-04-24', prazo, cal)).toEqual({ urgencia: 'PROXIMO', diasUteis: 1, texto: 'Falta 1 dia útil' });
    expect(situacaoDoPrazo('2026-04-27', prazo, cal)).toEqual({ urgencia: 'VENCE_HOJE', diasUteis: 0, texto: 'Vence hoje' });
    expect(situacaoDoPrazo('2026-04-28', prazo, cal)).toEqual({ urgencia: 'VENCIDO', diasUteis: 1, texto: 'Vencido há 1 dia útil' });
    expect(situacaoDoPrazo('2026-05-04', prazo, cal)).toEqual({ urgencia: 'VENCIDO', diasUteis: 4, texto: 'Vencido há 4 dias úteis' }); // 1º de maio skipped
  });
});
