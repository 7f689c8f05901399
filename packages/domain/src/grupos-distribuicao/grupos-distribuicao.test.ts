import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ausenteEm, errosDoGrupo, escolherMembro, type Candidato } from './grupos-distribuicao.ts';

const membro = (usuarioId: number, abertos: number, extra: Partial<Candidato> = {}): Candidato => ({ usuarioId, ausencias: [], abertos, ...extra });

describe('escolherMembro', () => {
  it('gives the process to the least open load', () => {
    expect(escolherMembro([membro(3, 4), membro(5, 2), membro(7, 3)], '2026-11-26')).toBe(5);
  });

  it('skips a member absent that day, and takes them back the day after', () => {
    const ferias = { ausencias: [{ de: '2026-11-20', ate: '2026-11-26' }] };
    expect(escolherMembro([membro(3, 4), membro(5, 0, ferias)], '2026-11-26')).toBe(3);
    expect(escolherMembro([membro(3, 4), membro(5, 0, ferias)], '2026-11-27')).toBe(5);
  });

  it('breaks a tie by who received least recently (never first), then by the lowest id', () => {
    expect(escolherMembro([membro(3, 2, { ultimaDistribuicao: '2026-11-26T10:00:00Z' }), membro(5, 2, { ultimaDistribuicao: '2026-11-25T16:00:00Z' })], '2026-11-26')).toBe(5);
    expect(escolherMembro([membro(3, 2, { ultimaDistribuicao: '2026-11-25T16:00:00Z' }), membro(5, 2)], '2026-11-26')).toBe(5);
    expect(escolherMembro([membro(9, 2), membro(5, 2)], '2026-11-26')).toBe(5);
  });

  it('answers no one when everybody is away', () => {
    expect(escolherMembro([membro(3, 0, { ausencias: [{ de: '2026-11-01', ate: '2026-12-31' }] })], '2026-11-26')).toBeUndefined();
    expect(escolherMembro([], '2026-11-26')).toBeUndefined();
  });

  it('always picks a present member with the least load, whatever the group', () => {
    const candidato = fc.record({ usuarioId: fc.integer({ min: 1, max: 50 }), abertos: fc.integer({ min: 0, max: 20 }), ausente: fc.boolean() });
    fc.assert(
      fc.property(fc.uniqueArray(candidato, { selector: (c) => c.usuarioId, maxLength: 8 }), (lista) => {
        const candidatos = lista.map((c) => membro(c.usuarioId, c.abertos, c.ausente ? { ausencias: [{ de: '2026-11-26', ate: '2026-11-26' }] } : {}));
        const escolhido = escolherMembro(candidatos, '2026-11-26');
        const presentes = lista.filter((c) => !c.ausente);
        if (presentes.length === 0) return escolhido === undefined;
        const menor = Math.min(...presentes.map((c) => c.abertos));
        return presentes.some((c) => c.usuarioId === escolhido && c.abertos === menor);
      }),
    );
  });
});

describe('errosDoGrupo', () => {
  it('refuses an empty group, a member twice, an absence backwards and a kind of act twice', () => {
    expect(errosDoGrupo({ membros: [], tiposAto: [] })).toEqual([{ campo: 'membros', mensagem: 'Inclua ao menos um membro no grupo.' }]);
    expect(
      errosDoGrupo({
        membros: [
          { usuarioId: 3, ausencias: [] },
          { usuarioId: 3, ausencias: [{ de: '2026-12-10', ate: '2026-12-01' }] },
        ],
        tiposAto: ['Registro de estatuto', 'registro de estatuto '],
      }),
    ).toEqual([
      { campo: 'membros.1.usuarioId', mensagem: 'Este usuário já está no grupo.' },
      { campo: 'membros.1.ausencias.0.ate', mensagem: 'O fim da ausência não pode ser anterior ao início.' },
      { campo: 'tiposAto', mensagem: 'Um tipo de ato aparece duas vezes: deixe-o uma vez só.' },
    ]);
  });

  it('an absence covers its first and last days', () => {
    const ausencias = [{ de: '2026-11-20', ate: '2026-11-26' }];
    expect(['2026-11-19', '2026-11-20', '2026-11-26', '2026-11-27'].map((d) => ausenteEm(ausencias, d))).toEqual([false, true, true, false]);
  });
});
