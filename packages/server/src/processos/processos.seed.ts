/**
 * Outside production, the demo office's processes: a dozen intakes of the last three weeks through the area's own
 * service (numbered by the office's counter, distributed to the demo group), then moved back to their day with the
 * deadline recounted on the office's calendar, and some carried along the state machine — one in the officer's
 * conference, one with requirements and overdue, one suspended by a supervisor, two registered (their deposits
 * settled by the cash demo), one waiting for distribution. Each move is the demo staff's who would make it — the exam
 * the examiner the process was distributed to, the analysis the other examiner, the conference the officer, the
 * suspension the administrator — and records how long the process waited for it (the productivity report's facts).
 * Seeded once: not when the office has any process.
 */
import { sql } from 'drizzle-orm';
import { PERMISSAO, somarDias, type EventoProcesso, type Permissao } from '@rpj/domain';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import type { OpcoesSemente } from '../http/area.ts';
import { hoje } from '../caixas/caixas.service.ts';
import { buscarProcesso } from './processos.repository.ts';
import { disparar, prazoDoProtocolo, protocolar } from './processos.service.ts';

interface Demo {
  readonly diasAtras: number;
  readonly apresentante: string;
  readonly documento: string;
  /** An entity of the demo (its position) or a new one. */
  readonly entidade: number | { readonly nova: string; readonly natureza: string };
  readonly ato: string;
  readonly servicos: readonly string[];
  readonly eventos?: readonly (EventoProcesso | readonly [EventoProcesso, string])[];
  /** Left for manual distribution. */
  readonly semDistribuir?: true;
}

/** Examined and conferred: the registration's demo (registros.seed.ts) writes them in the book (their deposits settled by the cash demo). */
const REGISTRADO: readonly EventoProcesso[] = ['APROVAR_EXAME', 'ENVIAR_CONFERENCIA', 'CONFERIR'];

const DEMOS: readonly Demo[] = [
  { diasAtras: 20, apresentante: 'Marina Albuquerque Santos', documento: '52998224725', entidade: { nova: 'Associação Cultural Raízes do Cerrado', natureza: '3999' }, ato: 'REGISTRO_CONSTITUICAO', servicos: ['101'], eventos: ['APROVAR_EXAME', 'ENVIAR_CONFERENCIA', 'CONFERIR'] },
  { diasAtras: 17, apresentante: 'João Batista Ferreira', documento: '11144477735', entidade: 0, ato: 'AVERBACAO_ELEICAO_DIRETORIA', servicos: ['103'], eventos: ['EXIGIR'] },
  { diasAtras: 15, apresentante: 'Escritório Lima & Prado Advogados', documento: '11222333000181', entidade: { nova: 'Instituto Semear Educação', natureza: '3999' }, ato: 'REGISTRO_CONSTITUICAO', servicos: ['101'], eventos: REGISTRADO },
  { diasAtras: 12, apresentante: 'Patrícia Gomes Rezende', documento: '39053344705', entidade: 1, ato: 'AVERBACAO_ALTERACAO_ESTATUTARIA', servicos: ['102'], eventos: [['SUSPENDER', 'Aguardando decisão judicial sobre a alteração do estatuto.']] },
  { diasAtras: 9, apresentante: 'Roberto Carlos Mendes', documento: '98765432100', entidade: { nova: 'Liga Esportiva Cerrado', natureza: '3999' }, ato: 'REGISTRO_CONSTITUICAO', servicos: ['101'], eventos: REGISTRADO },
  { diasAtras: 6, apresentante: 'Fernanda Oliveira Castro', documento: '52998224725', entidade: 2, ato: 'AVERBACAO_ELEICAO_DIRETORIA', servicos: ['103'], eventos: ['APROVAR_EXAME'] },
  { diasAtras: 4, apresentante: 'Luiz Henrique Barros', documento: '11144477735', entidade: { nova: 'Fundação Horizonte Azul', natureza: '3069' }, ato: 'REGISTRO_CONSTITUICAO', servicos: ['101'] },
  { diasAtras: 2, apresentante: 'Cooperativa Vale Verde', documento: '11222333000181', entidade: 3, ato: 'AVERBACAO_DISSOLUCAO', servicos: ['102'] },
  { diasAtras: 1, apresentante: 'Ana Paula Ribeiro', documento: '39053344705', entidade: { nova: 'Clube de Xadrez Cavalo Branco', natureza: '3999' }, ato: 'REGISTRO_CONSTITUICAO', servicos: ['101'] },
  { diasAtras: 0, apresentante: 'Sérgio Tavares Nunes', documento: '98765432100', entidade: 4, ato: 'AUTENTICACAO_LIVRO', servicos: ['401'], semDistribuir: true },
  { diasAtras: 0, apresentante: 'Camila Duarte Prado', documento: '52998224725', entidade: { nova: 'Associação de Moradores Jardim Primavera', natureza: '3999' }, ato: 'REGISTRO_CONSTITUICAO', servicos: ['101'] },
];

/** A demo account as the author of the moves, let make any of them (the demo's moves are the state machine's, not a test of who may). */
async function demo(db: Db, login: string): Promise<Principal | undefined> {
  const id = (await db.execute<{ id: number }>(sql`SELECT id FROM usuario WHERE login = ${login}`)).rows[0]?.id;
  return id === undefined ? undefined : { id, login, ativo: true, permissoes: new Set(Object.values(PERMISSAO) as Permissao[]) };
}

/** Who of the demo staff makes a move on a process distributed to `examinador` (a login). */
function quemFaz(evento: EventoProcesso, examinador: string | undefined): string {
  if (evento === 'APROVAR_EXAME' || evento === 'EXIGIR') return examinador ?? 'admin';
  if (evento === 'ENVIAR_CONFERENCIA') return examinador === 'examinador' ? 'admin' : 'examinador';
  if (evento === 'CONFERIR') return 'oficial';
  return 'admin';
}

export async function semearProcessos(db: Db, opcoes: OpcoesSemente, uf = 'GO'): Promise<void> {
  if (!opcoes.demo) return;
  if (Number((await db.execute<{ n: string | number }>(sql`SELECT count(*) AS n FROM processo`)).rows[0]?.n ?? 0) > 0) return;
  const admin = await demo(db, 'admin');
  const servicos = new Map((await db.execute<{ id: number; codigo: string }>(sql`SELECT id, codigo FROM servico`)).rows.map((s) => [s.codigo, s.id]));
  const empresas = (await db.execute<{ id: number }>(sql`SELECT id FROM empresa ORDER BY id LIMIT 5`)).rows.map((e) => e.id);
  const atos = new Set((await db.execute<{ codigo: string }>(sql`SELECT codigo FROM tipo_ato`)).rows.map((a) => a.codigo));
  if (admin === undefined || empresas.length < 5 || !DEMOS.every((d) => atos.has(d.ato) && d.servicos.every((s) => servicos.has(s)))) return;
  const autor = { principal: admin, requestId: 'demo' };
  const dia = await hoje(db);
  // The examiners' group is switched off while the process left for manual distribution is taken in.
  for (const d of DEMOS) {
    if (d.semDistribuir === true) await db.execute(sql`UPDATE grupo_distribuicao SET ativo = false`);
    const entidade = typeof d.entidade === 'number' ? { empresaId: empresas[d.entidade] ?? 0 } : { empresaNome: d.entidade.nova, naturezaJuridica: d.entidade.natureza };
    const p = await protocolar(
      db,
      uf,
      {
        apresentante: { nome: d.apresentante, documento: d.documento, email: `${(d.apresentante.split(' ')[0] ?? 'contato').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}@exemplo.com.br` },
        ...entidade,
        tipoAto: d.ato,
        documentos: [],
        // 102 is an act with financial content: it is priced on its declared value.
        itens: d.servicos.map((s) => ({ servicoId: servicos.get(s) ?? 0, quantidade: 1, ...(s === '102' ? { valorDeclaradoCentavos: 5_000_000 } : {}) })),
      },
      autor,
    );
    if (d.semDistribuir === true) await db.execute(sql`UPDATE grupo_distribuicao SET ativo = true`);
    // Every document of the kind's checklist was presented, but the last intake's minutes.
    await db.execute(sql`UPDATE processo SET documentos = (SELECT coalesce(jsonb_agg(jsonb_set(e, '{apresentado}', 'true')), '[]') FROM jsonb_array_elements(documentos) e) WHERE protocolo = ${p.protocolo} AND ${d.diasAtras} > 0`);
    if (d.diasAtras > 0) {
      const ato = (await db.execute<{ prazo_dias_uteis: number }>(sql`SELECT prazo_dias_uteis FROM tipo_ato WHERE codigo = ${d.ato}`)).rows[0]?.prazo_dias_uteis ?? 10;
      const prazo = await prazoDoProtocolo(db, somarDias(dia, -d.diasAtras), ato);
      const atras = sql`make_interval(days => ${d.diasAtras})`;
      await db.execute(sql`UPDATE processo SET protocolado_em = protocolado_em - ${atras}, atualizado_em = atualizado_em - ${atras}, prazo = ${prazo} WHERE protocolo = ${p.protocolo}`);
      await db.execute(sql`UPDATE processo_historico SET em = em - ${atras} WHERE protocolo = ${p.protocolo}`);
    }
    const examinador = (await db.execute<{ login: string }>(sql`SELECT u.login FROM processo p JOIN usuario u ON u.id = p.responsavel_id WHERE p.protocolo = ${p.protocolo}`)).rows[0]?.login;
    for (const e of d.eventos ?? []) {
      const [evento, motivo] = typeof e === 'string' ? [e, undefined] : e;
      const atual = await buscarProcesso(db, p.protocolo);
      const quem = (await demo(db, quemFaz(evento, examinador))) ?? admin;
      if (atual === undefined) break;
      await disparar(db, p.protocolo, { versao: atual.versao, evento, ...(motivo === undefined ? {} : { motivo }) }, { principal: quem, requestId: 'demo' });
    }
    // The moves happened on the days after the protocol, not all today.
    if (d.diasAtras > 0 && (d.eventos ?? []).length > 0) {
      await db.execute(sql`
        UPDATE processo_historico h SET em = p.protocolado_em + make_interval(days => least(s.n::int, ${d.diasAtras - 1}), hours => s.n::int)
          FROM processo p, (SELECT id, row_number() OVER (ORDER BY id) AS n FROM processo_historico WHERE protocolo = ${p.protocolo} AND evento NOT IN ('PROTOCOLAR', 'DISTRIBUIR')) s
         WHERE h.id = s.id AND p.protocolo = ${p.protocolo}`);
      // Each move's wait, recounted on the days the moves now have.
      await db.execute(sql`
        UPDATE processo_historico h SET duracao_s = greatest(0, round(extract(epoch FROM h.em - s.antes)))::integer
          FROM (SELECT id, lag(em) OVER (ORDER BY em, id) AS antes FROM processo_historico WHERE protocolo = ${p.protocolo}) s
         WHERE h.id = s.id AND s.antes IS NOT NULL`);
      await db.execute(sql`UPDATE processo SET atualizado_em = (SELECT max(em) FROM processo_historico WHERE protocolo = ${p.protocolo}) WHERE protocolo = ${p.protocolo}`);
    }
  }
  // The cash demo's deposits are of these protocols (3, 5, 7): each process shows its own.
  await db.execute(sql`UPDATE processo p SET deposito_id = d.id FROM deposito d WHERE d.protocolo = p.protocolo::text AND d.situacao <> 'CANCELADO' AND p.deposito_id IS NULL`);
}
