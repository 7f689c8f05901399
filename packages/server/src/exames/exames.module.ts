/** The exam of titles (`/exame`) of the registration service, and its nightly lapse of unmet requirements. */
import { diaCivil, FUSO_HORARIO_PADRAO } from '@rpj/domain';
import type { AreaServidor } from '../http/area.ts';
import type { Db } from '../db/client.ts';
import type { DefinicaoTarefa } from '../jobs/fila.ts';
import { registrarRotasExames } from './exames.routes.ts';
import { semearExames } from './exames.seed.ts';
import { caducarVencidos } from './exames.service.ts';

/**
 * Every night at 0:05 (Brasília), the protocols whose requirements were not met in time lapse. Idempotent: a second
 * run the same day, or a retried one, finds nothing more to do. `dia` in the data runs it as of that day (a test).
 */
export function tarefaCaducarExigencias(db: Db, uf: string): DefinicaoTarefa<{ readonly dia?: string }> {
  return {
    nome: 'caducar-exigencias',
    cron: '5 0 * * *',
    executar: async (dados, { progresso }) => {
      const caducados = await caducarVencidos(db, uf, dados.dia ?? diaCivil(Date.now(), FUSO_HORARIO_PADRAO));
      await progresso(caducados.length, caducados.length, caducados.length === 0 ? 'Nenhum protocolo vencido.' : `${String(caducados.length)} protocolos cancelados por prazo vencido.`);
    },
  };
}

export const exames: AreaServidor = {
  nome: 'exames',
  servico: 'cadastro',
  registrarRotas: registrarRotasExames,
  migracoes: new URL('./migrations/', import.meta.url),
  tarefas: (db, { uf }) => [tarefaCaducarExigencias(db, uf)],
  semear: (db, opcoes) => semearExames(db, opcoes),
};
