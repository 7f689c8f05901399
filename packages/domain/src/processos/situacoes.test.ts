import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSAO as P, type Permissao } from '../permissions/permission.ts';
import { EVENTOS_PROCESSO, eventosPossiveis, SITUACOES_FINAIS, SITUACOES_PROCESSO, TRANSICOES, transicionar, type EstadoProcesso, type EventoProcesso } from './situacoes.ts';

/** Fires the events in order, refused ones leaving the state as it was; answers every state gone through. */
function percorrer(eventos: readonly EventoProcesso[]): { readonly estados: readonly EstadoProcesso[]; readonly aceitos: readonly EventoProcesso[] } {
  let estado: EstadoProcesso = { situacao: 'PROTOCOLADO' };
  const estados: EstadoProcesso[] = [estado];
  const aceitos: EventoProcesso[] = [];
  for (const e of eventos) {
    const r = transicionar(estado, e);
    if ('erro' in r) continue;
    estado = r.estado;
    estados.push(estado);
    aceitos.push(e);
  }
  return { estados, aceitos };
}

const eventos = fc.array(fc.constantFrom(...EVENTOS_PROCESSO), { maxLength: 60 });

describe('a process\'s states', () => {
  it('goes the law\'s way: protocol, exam, requirement met, exam again, approved, conference, the officer\'s check, registered, certificate, delivered', () => {
    const { estados, aceitos } = percorrer(['DISTRIBUIR', 'EXIGIR', 'CUMPRIR_EXIGENCIA', 'REEXAMINAR', 'APROVAR_EXAME', 'ENVIAR_CONFERENCIA', 'CONFERIR', 'REGISTRAR', 'EMITIR_CERTIDAO', 'ENTREGAR', 'FINALIZAR']);
    expect(aceitos).toHaveLength(11);
    expect(estados.at(-1)).toEqual({ situacao: 'FINALIZADO' });
  });

  it('refuses in Portuguese what the law forbids, and the state stays', () => {
    expect(transicionar({ situacao: 'EM_EXAME' }, 'REGISTRAR')).toEqual({ erro: '“Registrar no livro” não se aplica a um processo em exame.' });
    expect(transicionar({ situacao: 'PROTOCOLADO' }, 'APROVAR_EXAME')).toEqual({ erro: '“Aprovar no exame” não se aplica a um processo protocolado.' });
    expect('erro' in transicionar({ situacao: 'REGISTRADO' }, 'SUSPENDER')).toBe(true);
    expect('erro' in transicionar({ situacao: 'FINALIZADO' }, 'REABRIR')).toBe(true);
  });

  it('a suspension resumes where it stopped; a cancelled protocol is reopened into exam', () => {
    const suspenso = transicionar({ situacao: 'EM_EXIGENCIA' }, 'SUSPENDER');
    expect(suspenso).toEqual({ estado: { situacao: 'SUSPENSO', anterior: 'EM_EXIGENCIA' } });
    if ('erro' in suspenso) return;
    expect(transicionar(suspenso.estado, 'RETOMAR')).toEqual({ estado: { situacao: 'EM_EXIGENCIA' } });
    expect(transicionar({ situacao: 'PROTOCOLO_CANCELADO' }, 'REABRIR')).toEqual({ estado: { situacao: 'EM_EXAME' } });
  });

  it('offers each person the events of the state that the person may fire', () => {
    const examinador = { permissoes: [P.VISUALIZAR_EXAMES, P.ANALISAR_EXAME] as Permissao[] };
    expect(eventosPossiveis({ situacao: 'EM_EXAME' }, examinador)).toEqual(['APROVAR_EXAME', 'EXIGIR']);
    expect(eventosPossiveis({ situacao: 'EM_EXAME' }, { permissoes: [P.EDITAR_SITUACAO_SOLICITACAO] })).toEqual(['SUSPENDER', 'CANCELAR']);
    expect(eventosPossiveis({ situacao: 'EM_EXAME' }, undefined)).toEqual([]);
  });

  it('every state is reached from a protocol, and every state but the end has a way out', () => {
    const alcancados = new Set<string>(['PROTOCOLADO']);
    let mudou = true;
    while (mudou) {
      mudou = false;
      for (const s of [...alcancados]) {
        for (const e of EVENTOS_PROCESSO) {
          const r = transicionar({ situacao: s as EstadoProcesso['situacao'], anterior: 'EM_EXAME' }, e);
          if ('estado' in r && !alcancados.has(r.estado.situacao)) {
            alcancados.add(r.estado.situacao);
            mudou = true;
          }
        }
      }
    }
    expect([...alcancados].sort()).toEqual([...SITUACOES_PROCESSO].sort());
    for (const s of SITUACOES_PROCESSO.filter((x) => x !== 'FINALIZADO')) expect(EVENTOS_PROCESSO.some((e) => 'estado' in transicionar({ situacao: s, anterior: 'EM_EXAME' }, e)), s).toBe(true);
  });

  it('property: over any events, a title reaches the book only through an approved exam and the officer\'s check', () => {
    fc.assert(
      fc.property(eventos, (lista) => {
        const { estados } = percorrer(lista);
        estados.forEach((e, i) => {
          if (e.situacao !== 'REGISTRADO' && e.situacao !== 'AVERBADO') return;
          expect(estados[i - 1]?.situacao).toBe('CONFERENCIA_OFICIAL');
          // Since the last time it went (back) to exam, it was approved.
          const ultimoExame = estados.slice(0, i).map((x) => x.situacao).lastIndexOf('EM_EXAME');
          expect(ultimoExame).toBeGreaterThanOrEqual(0);
          expect(estados.slice(ultimoExame, i).some((x) => x.situacao === 'APTO')).toBe(true);
        });
      }),
    );
  });

  it('property: nothing leaves the end, a refused event changes nothing, only a supervisor moves by hand', () => {
    fc.assert(
      fc.property(eventos, (lista) => {
        const { estados } = percorrer(lista);
        const fim = estados.findIndex((e) => e.situacao === 'FINALIZADO');
        if (fim >= 0) expect(estados.length - 1).toBe(fim);
        for (const e of estados) {
          if (!SITUACOES_FINAIS.includes(e.situacao) || e.situacao === 'FINALIZADO') continue;
          const saidas = EVENTOS_PROCESSO.filter((ev) => 'estado' in transicionar(e, ev));
          expect(saidas.every((ev) => TRANSICOES[ev].manual)).toBe(true);
        }
      }),
    );
    for (const e of EVENTOS_PROCESSO.filter((ev) => TRANSICOES[ev].manual)) expect(TRANSICOES[e].permissoes).toEqual([P.EDITAR_SITUACAO_SOLICITACAO]);
  });
});
