/**
 * A real HTTP server on loopback that answers from a script, for the SDK's tests: no fetch mocks, the SDK
 * talks HTTP to it like to the services.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AddressInfo } from 'node:net';

/** One scripted answer. */
export interface Answer {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** An object is sent as JSON; a string as it is. */
  readonly body?: unknown;
  /** Wait before answering. */
  readonly delayMs?: number;
  /** Drop the connection without answering: the client sees a network error. */
  readonly drop?: boolean;
}

/** A request the server received. */
export interface Received {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
  readonly rawUrl: string;
}

/** An answer, or a function choosing it from the request. */
export type Script = Answer | ((request: Received) => Answer);

/** The standard envelope around `dados`. */
export function ok(dados: unknown, extra: Record<string, unknown> = {}): Answer {
  return { status: 200, body: { dados, mensagens: [], tipoResposta: 'OK', ...extra } };
}

/** A scripted server. Answers for a route are used in order; the last one repeats. */
export class ScriptedServer {
  readonly received: Received[] = [];
  readonly #server: Server;
  readonly #script = new Map<string, Script[]>();

  private constructor(server: Server) {
    this.#server = server;
  }

  /** Starts a server on a free loopback port. */
  static async start(): Promise<ScriptedServer> {
    const server = createServer();
    const scripted = new ScriptedServer(server);
    server.on('request', (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const text = Buffer.concat(chunks).toString('utf8');
        const received: Received = {
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body: text === '' ? undefined : parseBody(text, req.headers['content-type']),
          rawUrl: req.url ?? '',
        };
        scripted.received.push(received);
        const script = scripted.#next(`${req.method ?? ''} ${url.pathname}`);
        const answer = typeof script === 'function' ? script(received) : script;
        const send = (): void => {
          if (answer.drop === true) {
            req.socket.destroy();
            return;
          }
          const body = typeof answer.body === 'string' ? answer.body : answer.body === undefined ? '' : JSON.stringify(answer.body);
          res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
          res.end(body);
        };
        if (answer.delayMs === undefined) send();
        else setTimeout(send, answer.delayMs);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return scripted;
  }

  /** Base URL, e.g. http://127.0.0.1:41234. */
  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** Scripts the answers to `METHOD /path`. */
  on(method: string, path: string, ...answers: Script[]): this {
    this.#script.set(`${method} ${path}`, answers);
    return this;
  }

  /** Forgets the script and what was received. */
  reset(): void {
    this.#script.clear();
    this.received.length = 0;
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => { resolve(); }));
  }

  #next(route: string): Script {
    const answers = this.#script.get(route);
    if (answers === undefined || answers.length === 0) return { status: 404, body: { mensagens: [`Sem roteiro para ${route}`], tipoResposta: 'ERRO' } };
    const [first] = answers;
    if (first === undefined) return { status: 404 };
    if (answers.length > 1) answers.shift();
    return first;
  }
}

/** JSON bodies as objects, form bodies as a record of their fields, anything else as text. */
function parseBody(text: string, contentType: string | undefined): unknown {
  if (contentType?.startsWith('application/x-www-form-urlencoded') === true) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A scripted server for the tests of one file: started before them, reset before each, closed after them.
 */
export function useScriptedServer(): ScriptedServer {
  let current: ScriptedServer | undefined;
  beforeAll(async () => {
    current = await ScriptedServer.start();
  });
  afterAll(async () => {
    await current?.close();
  });
  beforeEach(() => {
    current?.reset();
  });
  // The tests hold this handle before the server exists; it forwards to the server once started.
  return new Proxy(Object.create(ScriptedServer.prototype) as ScriptedServer, {
    get(_, key) {
      if (current === undefined) throw new Error('The scripted server starts in beforeAll: use it inside tests.');
      const value: unknown = Reflect.get(current, key, current);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(current) : value;
    },
  });
}
