/**
 * An SDK wired to a scripted server, with a clock that records waits instead of sleeping and an event log.
 */
import type { Clock } from '../src/http/clock.ts';
import type { MensagemEvento, NavegacaoEvento } from '../src/events/sdk-events.ts';
import type { HttpCore } from '../src/http/http-core.ts';
import { createRpjSdkAndCore, type RpjSdk, type RpjSdkConfig } from '../src/rpj-sdk.ts';
import type { ScriptedServer } from './scripted-server.ts';

/** A clock whose sleeps return at once (honouring abort) and are recorded. */
export class RecordingClock implements Clock {
  readonly slept: number[] = [];
  current = Date.parse('2026-11-23T12:00:00Z');

  now(): number {
    return this.current;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    this.slept.push(ms);
    this.current += ms;
    return Promise.resolve();
  }
}

/** The SDK under test and what it emitted. */
export interface Fixture {
  readonly sdk: RpjSdk;
  /** The core under the SDK's clients, to call endpoints no area has beside them. */
  readonly http: HttpCore;
  readonly clock: RecordingClock;
  readonly mensagens: MensagemEvento[];
  readonly navegacoes: NavegacaoEvento[];
}

/** A fixed token, always ready. */
export const TOKEN = 'token-de-teste';

/** Settings to change; `tokenProvider: undefined` leaves the SDK without one. */
export type Overrides = { readonly [K in keyof RpjSdkConfig]?: RpjSdkConfig[K] | undefined };

/** An SDK pointed at the server for all three services. */
export function sdkFor(server: ScriptedServer, overrides: Overrides = {}): Fixture {
  const clock = new RecordingClock();
  const { tokenProvider, ...rest } = overrides;
  const config: RpjSdkConfig = {
    services: { cadastro: server.url, selo: server.url, consulta: server.url },
    clock,
    random: () => 0.5,
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
  };
  const withoutProvider = 'tokenProvider' in overrides && tokenProvider === undefined;
  const { sdk, http } = createRpjSdkAndCore(
    withoutProvider ? config : { ...config, tokenProvider: tokenProvider ?? { isReady: () => true, getAccessToken: () => TOKEN } },
  );
  const mensagens: MensagemEvento[] = [];
  const navegacoes: NavegacaoEvento[] = [];
  sdk.events.on('mensagem', (m) => mensagens.push(m));
  sdk.events.on('navegar', (n) => navegacoes.push(n));
  return { sdk, http, clock, mensagens, navegacoes };
}

/** A valid user on the wire. */
export function usuarioWire(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 7,
    cpf: '52998224725',
    nome: 'Maria Souza',
    login: 'maria',
    email: null,
    ativo: true,
    primeiroAcesso: false,
    versao: 3,
    permissoes: ['VISUALIZAR_USUARIOS'],
    groups: [{ grupoUsuario: { id: 2, nome: 'USER' } }],
    ...overrides,
  };
}

/** A Spring page on the wire. */
export function paginaWire(content: unknown[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const sort = { sorted: false, unsorted: true, empty: true };
  return {
    content,
    pageable: { pageNumber: 0, pageSize: 10, offset: 0, paged: true, unpaged: false, sort },
    totalElements: content.length,
    totalPages: content.length === 0 ? 0 : 1,
    last: true,
    first: true,
    numberOfElements: content.length,
    size: 10,
    number: 0,
    sort,
    empty: content.length === 0,
    ...overrides,
  };
}
