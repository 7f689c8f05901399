import { describe, expect, it } from 'vitest';
import {
  TIPOS_RESPOSTA,
  alertPresentation,
  isTipoResposta,
  shouldShowAlert,
  tipoRespostaOrDefault,
  type ModoAlerta,
  type TipoResposta,
} from './tipo-resposta.ts';

describe('response types (spec §3)', () => {
  it('are OK, INFO, ALERTA, ERRO and CONFIRMACAO', () => {
    expect(TIPOS_RESPOSTA).toEqual(['OK', 'INFO', 'ALERTA', 'ERRO', 'CONFIRMACAO']);
    expect(isTipoResposta('SUCESSO')).toBe(false);
  });

  it.each([undefined, null, '', 'SUCESSO', 42])('default to INFO when the response carries %j', (value) => {
    expect(tipoRespostaOrDefault(value)).toBe('INFO');
  });

  it('keep a known type', () => {
    expect(tipoRespostaOrDefault('ERRO')).toBe('ERRO');
  });
});

describe('alert dialog per type (spec §4, §8)', () => {
  it.each([
    ['OK', 'Sucesso', 'positive', '#21BA45', 'success'],
    ['INFO', 'Informação', 'info', '#31CCEC', 'info'],
    ['ALERTA', 'Atenção', 'amber', '#FFC107', 'warning'],
    ['ERRO', 'Erro', 'negative', '#e94235', 'error'],
    ['CONFIRMACAO', 'Aviso', 'deep-orange', '#FF5722', 'question'],
  ])('%s: title %s, colour %s (%s), icon %s', (tipo, titulo, cor, hex, icone) => {
    expect(alertPresentation(tipo)).toEqual({ titulo, cor, hex, icone });
  });

  it('falls back to the title Aviso for an unknown type', () => {
    expect(alertPresentation('OUTRO').titulo).toBe('Aviso');
  });
});

describe('alert mode (spec §8)', () => {
  const table: readonly [ModoAlerta, readonly TipoResposta[]][] = [
    ['all', ['OK', 'INFO', 'ALERTA', 'ERRO', 'CONFIRMACAO']],
    ['success', ['OK', 'INFO', 'CONFIRMACAO']],
    ['error', ['ALERTA', 'ERRO', 'CONFIRMACAO']],
    ['none', ['CONFIRMACAO']],
  ];
  it.each(table)('%s shows %j', (modo, shown) => {
    expect(TIPOS_RESPOSTA.filter((t) => shouldShowAlert(modo, t))).toEqual(shown);
  });
});
