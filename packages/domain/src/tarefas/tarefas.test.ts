import { describe, expect, it } from 'vitest';
import { percentualTarefa, tarefaTerminada } from './tarefas.ts';

describe('percentualTarefa and tarefaTerminada', () => {
  it('gives the share done for a progress bar, indeterminate while the total is unknown, full when done', () => {
    expect(percentualTarefa({ estado: 'executando', feitos: 1, total: 3 })).toBe(33);
    expect(percentualTarefa({ estado: 'executando', feitos: 9, total: 3 })).toBe(100);
    expect(percentualTarefa({ estado: 'executando', feitos: 4 })).toBeUndefined();
    expect(percentualTarefa({ estado: 'concluida', feitos: 0 })).toBe(100);
    expect(['criada', 'repetir', 'executando', 'concluida', 'falhou', 'cancelada'].map((estado) => tarefaTerminada({ estado: estado as 'criada' }))).toEqual([false, false, false, true, true, true]);
  });
});
