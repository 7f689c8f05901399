/**
 * The Fastify apps of the three services: request ids, `Cache-Control: no-store`, and every answer — errors
 * included — in the standard envelope with a pt-BR message. Nothing a user can type becomes a 500.
 */
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { TEXTOS, respostaPadrao } from '@rpj/domain';
import { ApiError, repeatedValue } from './api-error.ts';
import type { ValorUnico } from './area.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** An ApiError as its answer: the status and the standard envelope. */
function enviarApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.status(error.status).send(
    respostaPadrao(error.dados, {
      tipoResposta: error.tipoResposta,
      mensagens: [error.message],
      ...(error.erros === undefined ? {} : { erros: error.erros }),
    }),
  );
}

/** A route as the app declared it, for the route-walk test. */
export interface DeclaredRoute {
  readonly method: string;
  readonly url: string;
  readonly config: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route declared on this app, HEAD routes excepted. */
    readonly rpjRoutes: readonly DeclaredRoute[];
  }
}

/** Options of {@link createServiceApp}. */
export interface AppOptions {
  readonly logLevel: string;
  /** The service's name in its logs. */
  readonly name: string;
  /** The only origin whose pages may call the service (CORS); none when absent. */
  readonly appOrigin?: string;
  /** The areas' unique constraints (AreaServidor.unicos): a duplicate answers under its field. */
  readonly unicos?: Readonly<Record<string, ValorUnico>>;
  /** The areas' references by constraint (AreaServidor.emUso): what to say when a record still in use is removed. */
  readonly emUso?: Readonly<Record<string, string>>;
  /** Balancers of ours in front (`RPJ_PROXY_SALTOS`): the client's address is read from X-Forwarded-For. */
  readonly saltosProxy?: number;
  /** Where the log lines go instead of the standard output (tests read them). */
  readonly logStream?: NodeJS.WritableStream;
}

/** The longest address a log line carries; a longer one is cut, saying how long it was. */
export const URL_MAXIMA_NO_LOG = 256;

/** An address as logs carry it: at most {@link URL_MAXIMA_NO_LOG} characters. */
export function urlParaLog(url: string): string {
  return url.length <= URL_MAXIMA_NO_LOG ? url : `${url.slice(0, URL_MAXIMA_NO_LOG)}…(${url.length} caracteres)`;
}

/** The logger options of every Fastify app of the server: pino at `level`, with request addresses cut to size. */
export function loggerOptions(level: string, service: string): { level: string; base: { service: string }; serializers: { req: (req: FastifyRequest) => Record<string, unknown> } } {
  return {
    level,
    base: { service },
    serializers: {
      req: (req) => ({ method: req.method, url: urlParaLog(req.url), remoteAddress: req.ip, remotePort: req.socket.remotePort }),
    },
  };
}

/** A Fastify instance with the shared behaviour of every service. Routes are added by the caller. */
export function createServiceApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: { ...loggerOptions(options.logLevel, options.name), ...(options.logStream === undefined ? {} : { stream: options.logStream }) },
    // The SDK's X-Request-Id, when it is a sane value, names the request in every log line.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
    // Behind our balancers, the logs name the client (the entry the nearest one appended), not the balancer.
    trustProxy: (_endereco: string, salto: number) => salto < (options.saltosProxy ?? 0),
    // An address the router cannot read (bad percent-encoding, a parameter longer than it takes) is bad input:
    // a 400 in the envelope, not Fastify's own body (security.md #12).
    frameworkErrors: (error, _request, generic) => {
      const reply = generic as unknown as FastifyReply;
      if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        void reply.status(400).send(respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: ['Endereço inválido: confira o caminho.'], erros: [{ campo: '', mensagem: 'Endereço inválido.' }] }));
      } else {
        void reply.status(500).send(respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: [TEXTOS.erroInesperado] }));
      }
    },
  });

  // CORS: only the app's origin, with the headers the SDK sends; the request id and Retry-After (which the SDK's
  // retry honours) exposed to the app.
  void app.register(cors, {
    origin: options.appOrigin === undefined ? false : [options.appOrigin],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    maxAge: 600,
  });

  const routes: DeclaredRoute[] = [];
  app.decorate('rpjRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, config: route.config });
    }
  });

  // Every SDK call says Content-Type: application/json (spec §7), bodiless ones too: an empty body is no body.
  // JSON is the only body the services read: Fastify's text/plain parser goes, so any other type is the 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new ApiError(400, 'Requisição inválida: envie um JSON válido.', { erros: [{ campo: '', mensagem: 'JSON inválido.' }] }), undefined);
    }
  });

  app.addHook('onRequest', (request, _reply, done) => {
    if (!REQUEST_ID.test(request.id)) request.id = randomUUID();
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    void reply.header('cache-control', 'no-store');
    void reply.header('x-content-type-options', 'nosniff');
  });

  app.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send(respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: ['Endereço não encontrado: confira o caminho.'] })),
  );

  app.setErrorHandler(async (error: FastifyError | ApiError | Error, request, reply) => {
    if (error instanceof ApiError) return enviarApiError(reply, error);
    const code = (error as { code?: string }).code;
    const constraint = (error as { constraint?: string }).constraint ?? '';
    // Drizzle wraps driver errors; the PostgreSQL code is on the cause.
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    const pgCode = cause?.code ?? code;
    const pgConstraint = cause?.constraint ?? constraint;
    if (pgCode === '23505') {
      const unico = options.unicos?.[pgConstraint];
      return enviarApiError(
        reply,
        unico === undefined ? new ApiError(409, 'Registro duplicado: já existe um igual.', { tipoResposta: 'ALERTA' }) : repeatedValue(unico.campo, unico.mensagem),
      );
    }
    // A value PostgreSQL cannot hold — a number beyond its integer (an id of 2147483648), a NUL character in a
    // text — is bad input that the codecs let through, not a fault of the service.
    if (pgCode === '22003' || pgCode === '22021' || pgCode === '22P05') {
      return reply.status(400).send(
        respostaPadrao(undefined, {
          tipoResposta: 'ERRO',
          mensagens: ['Requisição inválida: há um número grande demais ou um caractere não aceito.'],
          erros: [{ campo: '', mensagem: 'Valor fora do aceito: confira números e caracteres.' }],
        }),
      );
    }
    if (pgCode === '23503') {
      const mensagem = options.emUso?.[pgConstraint] ?? 'O registro está em uso por outros registros e não pode ser alterado assim.';
      return reply.status(409).send(respostaPadrao(undefined, { tipoResposta: 'ALERTA', mensagens: [mensagem] }));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 415) {
      return reply.status(415).send(respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: ['Envie os dados em JSON (Content-Type: application/json).'] }));
    }
    if (status === 413) {
      return reply.status(413).send(respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: ['Dados grandes demais para uma requisição.'] }));
    }
    if (status >= 400 && status < 500) {
      return reply.status(400).send(
        respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: ['Requisição inválida: envie um JSON válido.'], erros: [{ campo: '', mensagem: 'JSON inválido.' }] }),
      );
    }
    request.log.error({ err: error }, 'unexpected failure');
    return reply.status(500).send(respostaPadrao(undefined, { tipoResposta: 'ERRO', mensagens: [TEXTOS.erroInesperado] }));
  });

  // Health check, public by declaration.
  app.get('/saude', { config: { publico: true } }, (_request, reply) => reply.send(respostaPadrao({ status: 'ok' }, { tipoResposta: 'OK' })));
  return app;
}
