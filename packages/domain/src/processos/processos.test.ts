import { describe, expect, it } from 'vitest';
import { consultaPublica, errosDaEntrada, formatarProtocolo, processoAberto, rotuloDoHistorico, type EntradaProcesso } from './processos.ts';
import { EVENTOS_ANDAMENTO, EVENTOS_MANUAIS } from './situacoes.ts';

const valida: EntradaProcesso = {
  apresentante: { nome: 'Maria', documento: '52998224725', email: 'maria@exemplo.com.br' },
  empresaNome: 'Associação X',
  naturezaJuridica: '3999',
  tipoAto: 'REGISTRO_CONSTITUICAO',
  documentos: [],
  itens: [{ servicoId: 1, quantidade: 1 }],
};

describe('a process intake (issue 25)', () => {
  it('says what is wrong on each field', () => {
    expect(errosDaEntrada(valida)).toEqual([]);
    expect(errosDaEntrada({ ...valida, apresentante: { nome: ' ', documento: '11222333000180' }, empresaNome: '', itens: [] }).map((e) => e.campo)).toEqual([
      'apresentante.nome',
      'apresentante.documento',
      'apresentante.email',
      'empresaNome',
      'itens',
    ]);
    // An entity on record needs neither name nor nature; a CNPJ presenter is fine.
    const { empresaNome: _n, naturezaJuridica: _j, ...resto } = valida;
    expect(errosDaEntrada({ ...resto, empresaId: 4, apresentante: { nome: 'Escritório', documento: '11222333000181', telefone: '6233334444' } })).toEqual([]);
    expect(errosDaEntrada({ ...valida, documentos: [{ nome: 'Ata', exigido: false, apresentado: true }, { nome: ' ata ', exigido: false, apresentado: false }] })).toEqual([
      { campo: 'documentos.1.nome', mensagem: 'Este documento já está na lista.' },
    ]);
  });

  it('tells the public only the state, the dates and whether requirements are pending', () => {
    const publico = consultaPublica({ protocolo: 12, situacao: 'EM_EXIGENCIA', protocoladoEm: '2026-11-20T02:00:00.000Z', prazo: '2026-12-04', atualizadoEm: '2026-11-25T12:00:00.000Z' }, (i) => i.slice(0, 10));
    expect(publico).toEqual({ protocolo: 12, situacao: 'Em exigência', protocoladoEm: '2026-11-20', prazo: '2026-12-04', atualizadoEm: '2026-11-25', exigenciasPendentes: true, encerrado: false });
    expect(consultaPublica({ protocolo: 1, situacao: 'FINALIZADO', protocoladoEm: 'x', prazo: 'y', atualizadoEm: 'z' }, (i) => i).encerrado).toBe(true);
  });

  it('splits the moves by who makes them, and knows an open process', () => {
    expect(EVENTOS_MANUAIS).toEqual(['SUSCITAR_DUVIDA', 'DUVIDA_PROCEDENTE', 'DUVIDA_IMPROCEDENTE', 'SUSPENDER', 'RETOMAR', 'CANCELAR', 'REABRIR']);
    expect(EVENTOS_ANDAMENTO).toEqual(['ENTREGAR', 'FINALIZAR', 'DESISTIR']);
    expect(['EM_EXAME', 'SUSPENSO', 'CONFERENCIA_OFICIAL'].map((s) => processoAberto(s as 'EM_EXAME'))).toEqual([true, true, true]);
    expect(['REGISTRADO', 'FINALIZADO', 'DESISTENCIA'].map((s) => processoAberto(s as 'EM_EXAME'))).toEqual([false, false, false]);
    expect([rotuloDoHistorico('PROTOCOLAR'), rotuloDoHistorico('SUSPENDER'), formatarProtocolo(12345)]).toEqual(['Protocolado', 'Suspender', '12.345']);
  });
});
