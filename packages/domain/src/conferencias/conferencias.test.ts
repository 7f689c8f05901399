import { describe, expect, it } from 'vitest';
import { transicionar, type EventoProcesso } from '../processos/situacoes.ts';
import { errosDaConferencia, etapaDe, type ItemConferencia } from './conferencias.ts';

const marcado: ItemConferencia = { item: 'Número, livro e folha conferidos', marca: { usuario: { login: 'oficial', nome: 'Rafael' }, em: '2026-11-27T12:00:00Z' } };

describe('the conference (issue 27)', () => {
  it('confirms only with every item ticked, and returns only with a reason', () => {
    expect(errosDaConferencia({ versao: 1, decisao: 'CONFERIR' }, [marcado])).toEqual([]);
    expect(errosDaConferencia({ versao: 1, decisao: 'CONFERIR' }, [marcado, { item: 'Selo aplicado' }])).toEqual([{ campo: 'itens', mensagem: 'Marque cada item conferido: falta 1 item.' }]);
    expect(errosDaConferencia({ versao: 1, decisao: 'CONFERIR' }, [{ item: 'a' }, { item: 'b' }])[0]?.mensagem).toBe('Marque cada item conferido: faltam 2 itens.');
    expect(errosDaConferencia({ versao: 1, decisao: 'DEVOLVER', motivo: ' ' }, [])).toEqual([{ campo: 'motivo', mensagem: 'Diga ao examinador o que a conferência encontrou.' }]);
    expect(errosDaConferencia({ versao: 1, decisao: 'DEVOLVER', motivo: 'Folha divergente.' }, [{ item: 'a' }])).toEqual([]);
  });

  it('knows the stage of a state', () => {
    expect([etapaDe('CONFERENCIA'), etapaDe('CONFERENCIA_OFICIAL'), etapaDe('APTO')]).toEqual(['CONFERENCIA', 'OFICIAL', undefined]);
  });
});

describe('the last part of the workflow through the state machine (issue 27)', () => {
  const caminho = (inicio: Parameters<typeof transicionar>[0], eventos: readonly EventoProcesso[]): string => {
    let estado = inicio;
    for (const e of eventos) {
      const r = transicionar(estado, e);
      if ('erro' in r) return r.erro;
      estado = r.estado;
    }
    return estado.situacao;
  };

  it('goes from a fit title to its delivery, and back to the exam from the analysis and the conferences', () => {
    const apto = { situacao: 'APTO' as const };
    expect(caminho(apto, ['ENVIAR_CONFERENCIA', 'CONFERIR', 'REGISTRAR', 'EMITIR_CERTIDAO', 'ENTREGAR', 'FINALIZAR'])).toBe('FINALIZADO');
    expect(caminho(apto, ['ENVIAR_CONFERENCIA', 'CONFERIR', 'AVERBAR', 'EMITIR_CERTIDAO', 'ENTREGAR'])).toBe('ENTREGUE');
    expect(caminho(apto, ['DEVOLVER_AO_EXAMINADOR'])).toBe('EM_EXAME');
    expect(caminho(apto, ['ENVIAR_CONFERENCIA', 'DEVOLVER_AO_EXAME'])).toBe('EM_EXAME');
    expect(caminho(apto, ['ENVIAR_CONFERENCIA', 'CONFERIR', 'DEVOLVER_AO_EXAME'])).toBe('EM_EXAME');
    // Nothing is registered without both conferences, nor delivered before its certificate.
    expect(caminho(apto, ['REGISTRAR'])).toContain('não se aplica');
    expect(caminho(apto, ['ENVIAR_CONFERENCIA', 'REGISTRAR'])).toContain('não se aplica');
    expect(caminho(apto, ['ENVIAR_CONFERENCIA', 'CONFERIR', 'REGISTRAR', 'ENTREGAR'])).toContain('não se aplica');
  });
});
