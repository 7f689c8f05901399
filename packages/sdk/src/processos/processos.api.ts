import type {
  CargaExaminador,
  ConsultaSolicitacao,
  ConsultaSolicitacaoPedido,
  CorrecaoProcesso,
  EntradaProcesso,
  EventoSalvar,
  FiltroProcessos,
  Pagina,
  PaginacaoRequest,
  Processo,
  ProcessoListaItem,
  RedistribuicaoSalvar,
} from '@rpj/domain';
import type { Documento } from '../contract/endpoint.ts';
import type { CallOptions, Resposta } from '../http/http-core.ts';

/**
 * Processes (registration service, `/processo`): intake, the lists, corrections, the state machine's events, the
 * protocol receipt and manual distribution.
 *
 * @example
 * ```ts
 * const { dados: p } = await sdk.processos.entrada({
 *   apresentante: { nome: 'Maria Souza', documento: '52998224725', email: 'maria@example.com' },
 *   empresaNome: 'Associação Bairro Feliz', naturezaJuridica: '3999', tipoAto: 'REGISTRO_CONSTITUICAO',
 *   documentos: [{ nome: 'Estatuto social', exigido: true, apresentado: true }],
 *   itens: [{ servicoId: 8, quantidade: 1 }],
 *   deposito: { caixaId: 3, valorCentavos: 25_000, parcelas: [{ metodo: 'PIX', valorCentavos: 25_000 }] },
 * });
 * p.protocolo; // the next order number
 * p.codigoVerificacao; // the public lookup's key
 * ```
 */
export interface ProcessoApi {
  entrada(entrada: EntradaProcesso, options?: CallOptions): Promise<Resposta<Processo>>;
  listar(filtro?: FiltroProcessos, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<ProcessoListaItem>>>;
  /** The exam queue: open processes before and in exam, by deadline. */
  fila(filtro?: FiltroProcessos, paginacao?: PaginacaoRequest, options?: CallOptions): Promise<Resposta<Pagina<ProcessoListaItem>>>;
  /** Who holds what. */
  carga(options?: CallOptions): Promise<Resposta<readonly CargaExaminador[]>>;
  redistribuir(redistribuicao: RedistribuicaoSalvar, options?: CallOptions): Promise<Resposta<{ readonly processos: readonly ProcessoListaItem[] }>>;
  obter(protocolo: number, options?: CallOptions): Promise<Resposta<Processo>>;
  corrigir(protocolo: number, correcao: CorrecaoProcesso, options?: CallOptions): Promise<Resposta<Processo>>;
  /** A supervisor's move by hand (SUSPENDER, RETOMAR, CANCELAR, REABRIR) with its reason. */
  situacao(protocolo: number, mudanca: EventoSalvar & { readonly motivo: string }, options?: CallOptions): Promise<Resposta<Processo>>;
  /** A counter's move (ENTREGAR, FINALIZAR, DESISTIR). */
  andamento(protocolo: number, andamento: EventoSalvar, options?: CallOptions): Promise<Resposta<Processo>>;
  /** The protocol receipt as a PDF. */
  comprovante(protocolo: number, options?: CallOptions): Promise<Resposta<Documento>>;
}

/**
 * The public request lookup (`/consulta-solicitacao`, no sign-in).
 *
 * @example
 * ```ts
 * const { dados } = await sdk.consultaSolicitacao.consultar({ protocolo: 1234, codigo: 'ABCD-EFGH-JKMN' });
 * dados.situacao; // 'Em exame'
 * ```
 */
export interface ConsultaSolicitacaoApi {
  consultar(pedido: ConsultaSolicitacaoPedido, options?: CallOptions): Promise<Resposta<ConsultaSolicitacao>>;
}
