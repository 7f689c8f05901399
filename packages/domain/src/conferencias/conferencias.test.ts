import { describe, expect, it } from 'vitest';
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
