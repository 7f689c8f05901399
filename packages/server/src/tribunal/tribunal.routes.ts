/**
 * The reference court (issue 29): the seal service also answers as GO's SEE does (domain-rcpj §3.2), under
 * `/tribunal/go` — sessions with the office's credentials and `hash_cartorio`, distributions of seals of a type of
 * act and their download, and the public lookup of a seal. These are the court's endpoints, not the office's: they
 * take the court's own bearer token, not the office's sign-in, and answer the court's JSON. An office's deployment
 * points RPJ_TRIBUNAL_URL at the real court.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../http/route.ts';
import { TIPO_DE_ATO_GO } from '../selos/tribunais/go.ts';
import { criarSessao, distribuir, lerDistribuicao, consultarSelo, mudarSituacao, receberAtos, sessaoValida } from './tribunal.repository.ts';

const TIPOS = new Set(Object.values(TIPO_DE_ATO_GO));
const MAXIMO = 5_000;

const igual = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

const publico = { config: { publico: true } } as const;

export function registrarRotasTribunal(app: FastifyInstance, deps: RouteDeps): void {
  const acesso = deps.tribunal;
  const recusar = (reply: FastifyReply, status: number, error: string): FastifyReply => reply.code(status).send({ error });
  const sessao = async (request: FastifyRequest): Promise<string | undefined> => {
    const token = /^Bearer ([0-9a-f]{64})$/.exec(request.headers.authorization ?? '')?.[1];
    return token === undefined ? undefined : sessaoValida(deps.db, token);
  };

  app.post('/tribunal/go/sessions', publico, async (request, reply) => {
    const b = (request.body ?? {}) as { email?: unknown; password?: unknown; hash_cartorio?: unknown };
    if (typeof b.email !== 'string' || typeof b.password !== 'string' || typeof b.hash_cartorio !== 'string') return recusar(reply, 422, 'email, password e hash_cartorio são obrigatórios');
    if (!igual(b.email, acesso.email) || !igual(b.password, acesso.senha) || !igual(b.hash_cartorio, acesso.hash)) return recusar(reply, 401, 'credenciais inválidas');
    const token = randomBytes(32).toString('hex');
    await criarSessao(deps.db, token, b.hash_cartorio);
    return reply.send({ token });
  });

  app.post('/tribunal/go/distribuicao_de_atos', publico, async (request, reply) => {
    const hash = await sessao(request);
    if (hash === undefined) return recusar(reply, 401, 'sessão inválida');
    const b = (request.body ?? {}) as { tipo_de_ato?: unknown; quantidade?: unknown };
    if (typeof b.tipo_de_ato !== 'number' || !TIPOS.has(b.tipo_de_ato)) return recusar(reply, 422, 'tipo_de_ato desconhecido');
    if (typeof b.quantidade !== 'number' || !Number.isInteger(b.quantidade) || b.quantidade < 1 || b.quantidade > MAXIMO) return recusar(reply, 422, `quantidade de 1 a ${String(MAXIMO)}`);
    return reply.code(201).send({ id: await distribuir(deps.db, hash, b.tipo_de_ato, b.quantidade) });
  });

  app.get('/tribunal/go/distribuicao_de_atos/:id/download', publico, async (request, reply) => {
    const hash = await sessao(request);
    if (hash === undefined) return recusar(reply, 401, 'sessão inválida');
    const id = Number((request.params as { id?: string }).id);
    const selos = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await lerDistribuicao(deps.db, hash, id) : undefined;
    if (selos === undefined) return recusar(reply, 404, 'distribuição não encontrada');
    return reply.send(selos);
  });

  // The report of used seals: each act checked (a seal distributed to this office, its act code, the act's required
  // fields, not reported before); the accepted ones are marked used, the others answered with their reason.
  app.post('/tribunal/go/controle_atos_recebidos', publico, async (request, reply) => {
    const hash = await sessao(request);
    if (hash === undefined) return recusar(reply, 401, 'sessão inválida');
    const arquivo = ((request.body ?? {}) as { arquivo?: unknown }).arquivo;
    let atos: unknown;
    try {
      atos = typeof arquivo === 'string' ? JSON.parse(arquivo) : undefined;
    } catch {
      atos = undefined;
    }
    if (!Array.isArray(atos) || atos.length === 0 || atos.length > MAXIMO) return recusar(reply, 422, 'arquivo deve ser o JSON de uma lista de RetornoAto');
    return reply.code(201).send(await receberAtos(deps.db, hash, atos as readonly Record<string, unknown>[]));
  });

  for (const acao of ['inutilizar', 'reativar'] as const) {
    app.put(`/tribunal/go/controle_de_atos_utilizados/:codigo/${acao}`, publico, async (request, reply) => {
      const hash = await sessao(request);
      if (hash === undefined) return recusar(reply, 401, 'sessão inválida');
      const codigo = (request.params as { codigo?: string }).codigo ?? '';
      const r = /^[0-9A-Z]{23}$/.test(codigo) ? await mudarSituacao(deps.db, hash, codigo, acao) : 'nao-encontrado';
      if (r === 'nao-encontrado') return recusar(reply, 404, 'ato não encontrado');
      if (r === 'invalido') return recusar(reply, 409, acao === 'inutilizar' ? 'só um ato utilizado é inutilizado' : 'só um ato inutilizado é reativado');
      return reply.send({ codigo_do_ato: codigo, situacao: r });
    });
  }

  app.get('/tribunal/go/selo/:codigo', publico, async (request, reply) => {
    const codigo = (request.params as { codigo?: string }).codigo ?? '';
    const selo = /^[0-9A-Z]{23}$/.test(codigo) ? await consultarSelo(deps.db, codigo) : undefined;
    if (selo === undefined) return recusar(reply, 404, 'selo não encontrado');
    return reply.send(selo);
  });
}
