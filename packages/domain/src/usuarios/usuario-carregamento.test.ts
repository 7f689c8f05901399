import { describe, expect, it } from 'vitest';
import type { Usuario } from './usuario.ts';
import { NAO_CARREGADO, canStartLoading, userLoadingTransition, type CarregamentoUsuario } from './usuario-carregamento.ts';

const maria: Usuario = {
  id: 7,
  cpf: '52998224725',
  nome: 'Maria Souza',
  login: 'maria',
  ativo: true,
  primeiroAcesso: false,
  versao: 1,
  permissoes: [],
  groups: [],
};
const carregando: CarregamentoUsuario = { status: 'carregando' };
const carregado: CarregamentoUsuario = { status: 'carregado', usuario: maria };
const erro: CarregamentoUsuario = { status: 'erro' };

describe('user loading (spec §4)', () => {
  it('starts from not loaded', () => {
    expect(NAO_CARREGADO).toEqual({ status: 'naoCarregado' });
  });

  it('loads when not loaded', () => {
    expect(userLoadingTransition(NAO_CARREGADO, { tipo: 'iniciar' })).toEqual(carregando);
  });

  it('is loaded when the user has an id and a cpf', () => {
    expect(userLoadingTransition(carregando, { tipo: 'recebido', usuario: maria })).toEqual(carregado);
  });

  it.each([
    ['no cpf', { id: 7 }],
    ['an empty cpf', { id: 7, cpf: '' }],
    ['no id', { cpf: '52998224725' }],
    ['no user at all', undefined],
  ])('is an error when the user arrives with %s', (_, usuario) => {
    expect(userLoadingTransition(carregando, { tipo: 'recebido', usuario })).toEqual(erro);
  });

  it('is an error when the request fails', () => {
    expect(userLoadingTransition(carregando, { tipo: 'falhou' })).toEqual(erro);
  });

  it('never reloads while loading or after an error', () => {
    expect(canStartLoading(carregando)).toBe(false);
    expect(canStartLoading(erro)).toBe(false);
    expect(userLoadingTransition(carregando, { tipo: 'iniciar' })).toBe(carregando);
    expect(userLoadingTransition(erro, { tipo: 'iniciar' })).toBe(erro);
  });

  it('may load a loaded user again', () => {
    expect(canStartLoading(carregado)).toBe(true);
    expect(userLoadingTransition(carregado, { tipo: 'iniciar' })).toEqual(carregando);
  });

  it('ignores answers that arrive when no load is under way', () => {
    expect(userLoadingTransition(NAO_CARREGADO, { tipo: 'recebido', usuario: maria })).toBe(NAO_CARREGADO);
    expect(userLoadingTransition(erro, { tipo: 'recebido', usuario: maria })).toBe(erro);
    expect(userLoadingTransition(carregado, { tipo: 'falhou' })).toBe(carregado);
  });

  it('starts over after sign-out, even from an error', () => {
    expect(userLoadingTransition(erro, { tipo: 'reiniciar' })).toEqual(NAO_CARREGADO);
    expect(userLoadingTransition(carregado, { tipo: 'reiniciar' })).toEqual(NAO_CARREGADO);
  });
});
