// The catalogue of acts' form without a browser: a kind as the form holds it and sends it back.
import { CATALOGO_ATOS } from '@rpj/domain';
import { describe, expect, it } from 'vitest';
import { corpoDoAto, itensDoTexto, valoresDoAto } from './atos.view-models.ts';

describe('a kind of act\'s form', () => {
  it('shows every kind of the catalogue as typed and sends it back as it was', () => {
    for (const a of CATALOGO_ATOS) expect(corpoDoAto(valoresDoAto({ ...a, id: 1, versao: 0 })), a.codigo).toEqual(a);
  });

  it('reads the checklists one item per line, blank lines left out, and a code in capitals', () => {
    expect(itensDoTexto(' Nome conferido \n\n  Selo aplicado\n')).toEqual(['Nome conferido', 'Selo aplicado']);
    const v = valoresDoAto({ ...CATALOGO_ATOS[0], id: 1, versao: 0 } as never);
    const corpo = corpoDoAto({ ...v, codigo: ' registro_novo ', livro: '', documentos: [...v.documentos, { nome: '  ', naturezas: '', fundamento: '' }, { nome: 'Ata', naturezas: '3999,3069', fundamento: ' ' }] });
    expect([corpo.codigo, corpo.livro, corpo.documentos.at(-1)]).toEqual(['REGISTRO_NOVO', undefined, { nome: 'Ata', naturezas: ['3999', '3069'] }]);
  });
});
