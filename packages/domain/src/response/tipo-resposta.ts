/**
 * The type of a standard response and how the alert dialog presents each one (spec §3, §4, §8).
 */

/** Every response type, in the spec's order. */
export const TIPOS_RESPOSTA = ['OK', 'INFO', 'ALERTA', 'ERRO', 'CONFIRMACAO'] as const;

/** A response type. CONFIRMACAO is used for dialogs that ask a question. */
export type TipoResposta = (typeof TIPOS_RESPOSTA)[number];

/** The type assumed when a response carries none (spec §3). */
export const TIPO_RESPOSTA_PADRAO: TipoResposta = 'INFO';

/** True for the name of a response type. */
export function isTipoResposta(value: unknown): value is TipoResposta {
  return typeof value === 'string' && (TIPOS_RESPOSTA as readonly string[]).includes(value);
}

/** The type of a response, or the default (INFO) when it has none or an unknown one. */
export function tipoRespostaOrDefault(value: unknown): TipoResposta {
  return isTipoResposta(value) ? value : TIPO_RESPOSTA_PADRAO;
}

/** Icon of an alert, by meaning; the web app maps it to its icon set. */
export type IconeAlerta = 'success' | 'info' | 'warning' | 'error' | 'question';

/** How the alert dialog shows a response type. */
export interface ApresentacaoAlerta {
  /** pt-BR dialog title. */
  readonly titulo: string;
  /** Colour name in the original's palette. */
  readonly cor: 'positive' | 'info' | 'amber' | 'negative' | 'deep-orange';
  /** The colour itself. */
  readonly hex: string;
  readonly icone: IconeAlerta;
}

/** Title when the type has no title of its own (spec §8). */
export const TITULO_ALERTA_PADRAO = 'Aviso';

const APRESENTACAO: Readonly<Record<TipoResposta, ApresentacaoAlerta>> = {
  OK: { titulo: 'Sucesso', cor: 'positive', hex: '#21BA45', icone: 'success' },
  INFO: { titulo: 'Informação', cor: 'info', hex: '#31CCEC', icone: 'info' },
  ALERTA: { titulo: 'Atenção', cor: 'amber', hex: '#FFC107', icone: 'warning' },
  ERRO: { titulo: 'Erro', cor: 'negative', hex: '#e94235', icone: 'error' },
  CONFIRMACAO: { titulo: TITULO_ALERTA_PADRAO, cor: 'deep-orange', hex: '#FF5722', icone: 'question' },
};

/**
 * Title, colour and icon of the alert for a response type; an unknown type gets the fallback title 'Aviso'
 * with the INFO look.
 */
export function alertPresentation(tipo: unknown): ApresentacaoAlerta {
  return isTipoResposta(tipo) ? APRESENTACAO[tipo] : { ...APRESENTACAO.INFO, titulo: TITULO_ALERTA_PADRAO };
}

/**
 * Which alerts a call wants shown (spec §8 "alert mode"); 'none' for a screen that says every outcome itself, in
 * place (a list of files being sent, each with its own state).
 */
export type ModoAlerta = 'all' | 'success' | 'error' | 'none';

/**
 * Whether an alert of this type is shown under an alert mode: 'success' shows the good news (OK, INFO),
 * 'error' the problems (ALERTA, ERRO), 'none' nothing; a question (CONFIRMACAO) is always shown, since it waits for
 * an answer.
 */
export function shouldShowAlert(modo: ModoAlerta, tipo: TipoResposta): boolean {
  if (modo === 'all' || tipo === 'CONFIRMACAO') return true;
  if (modo === 'none') return false;
  const sucesso = tipo === 'OK' || tipo === 'INFO';
  return modo === 'success' ? sucesso : !sucesso;
}
