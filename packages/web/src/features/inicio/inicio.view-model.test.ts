import { PERMISSAO, type Usuario } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, usuarioFixture } from '../../test/fakes.ts';
import { InicioViewModel } from './inicio.view-model.ts';

/** An instant given by its São Paulo wall clock (UTC-3, no daylight saving since 2019). */
function emSaoPaulo(ano: number, mes: number, dia: number, hora: number, minuto = 0): number {
  return Date.UTC(ano, mes - 1, dia, hora + 3, minuto);
}

function montar(
  usuario: Usuario | undefined,
  agora = emSaoPaulo(2026, 11, 23, 9),
  telas: ReadonlySet<string> = new Set(['usuario', 'inicio']),
): InicioViewModel {
  return new InicioViewModel({ usuario }, telas, new FakeScheduler(agora));
}

const helena = usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_USUARIOS] });

describe('InicioViewModel', () => {
  it.each([
    [0, 0, 'Bom dia'],
    [9, 0, 'Bom dia'],
    [11, 59, 'Bom dia'],
    [12, 0, 'Boa tarde'],
    [15, 0, 'Boa tarde'],
    [17, 59, 'Boa tarde'],
    [18, 0, 'Boa noite'],
    [21, 0, 'Boa noite'],
    [23, 59, 'Boa noite'],
  ])('greets at %i:%i in São Paulo with "%s"', (hora, minuto, periodo) => {
    const vm = montar(helena, emSaoPaulo(2026, 11, 23, hora, minuto));
    expect(vm.saudacao).toBe(`${periodo}, Helena`);
  });

  it('greets by the office clock, not UTC (21:00 in São Paulo is already the next day in UTC)', () => {
    expect(montar(helena, Date.UTC(2026, 10, 24, 0, 0)).saudacao).toBe('Boa noite, Helena');
  });

  it('greets with the period alone while there is no user', () => {
    expect(montar(undefined, emSaoPaulo(2026, 11, 23, 15)).saudacao).toBe('Boa tarde');
  });

  it('uses the first name even with stray spaces', () => {
    const vm = montar(usuarioFixture({ nome: '  Maria   Souza ' }), emSaoPaulo(2026, 11, 23, 9));
    expect(vm.saudacao).toBe('Bom dia, Maria');
  });

  it.each([
    [emSaoPaulo(2026, 11, 23, 9), 'Segunda-feira, 23 de novembro de 2026'],
    [emSaoPaulo(2026, 11, 23, 23, 30), 'Segunda-feira, 23 de novembro de 2026'],
    [emSaoPaulo(2026, 3, 1, 0, 0), 'Domingo, 1 de março de 2026'],
  ])('says what day it is, capitalised (%i)', (agora, esperado) => {
    expect(montar(helena, agora).hoje).toBe(esperado);
  });

  it('lists the built areas the user may open', () => {
    const vm = montar(helena);
    expect(vm.areas.map((g) => ({ grupo: g.grupo, rotas: g.rotas.map((r) => r.titulo) }))).toEqual([
      { grupo: 'Administração', rotas: ['Usuários'] },
    ]);
    expect(vm.semAreas).toBe(false);
  });

  it('leaves out areas that are not built, even when the user may open them', () => {
    const vm = montar(
      usuarioFixture({ permissoes: [PERMISSAO.VISUALIZAR_USUARIOS, PERMISSAO.VISUALIZAR_EMPRESAS, PERMISSAO.VISUALIZAR_PERMISSOES] }),
    );
    expect(vm.areas.flatMap((g) => g.rotas.map((r) => r.id))).toEqual(['usuario']);
  });

  it('shows no area to a user without permissions', () => {
    const vm = montar(usuarioFixture({ permissoes: [] }));
    expect(vm.areas).toEqual([]);
    expect(vm.semAreas).toBe(true);
  });

  it('shows no area while there is no user', () => {
    const vm = montar(undefined);
    expect(vm.areas).toEqual([]);
    expect(vm.semAreas).toBe(true);
  });
});
