/**
 * The scanned archive (`/digitalizacao`) of the registration service, as data: a file sent in parts and kept
 * (CRIAR_DIGITALIZACOES), the archive, a file's bytes and a search of its pages' text (VISUALIZAR_DIGITALIZACOES), a
 * file removed — hidden, kept for the audit — with its reason (REMOVER_DIGITALIZACOES).
 */
import { PERMISSAO as P } from '@rpj/domain';
import { DocumentoCodec, endpoint, IdParams, todas } from '../contract/endpoint.ts';
import { paginaCodec, Vazio } from '../contract/resposta.codec.ts';
import {
  AchadoDigitalizacaoCodec,
  ConsultaPaginaCodec,
  PaginaDigitalizadaCodec,
  DigitalizacaoCodec,
  EnvioDigitalizacaoCodec,
  FiltroDigitalizacoesCodec,
  InicioEnvioCodec,
  ParteCodec,
  ParteParams,
  PesquisaDigitalizacoesCodec,
  RemocaoDigitalizacaoCodec,
} from './digitalizacoes.codec.ts';

const servico = 'cadastro';
const criar = todas(P.CRIAR_DIGITALIZACOES);
const ver = todas(P.VISUALIZAR_DIGITALIZACOES);

export const DIGITALIZACAO_ENDPOINTS = {
  /** Starts sending a file (its name, size and process): the parts it travels in. */
  iniciarEnvio: endpoint({ nome: 'digitalizacao.iniciarEnvio', servico, metodo: 'POST', path: '/digitalizacao/envio', permissao: criar, body: InicioEnvioCodec, dados: EnvioDigitalizacaoCodec }),
  /** A sending of the caller's: the parts the service has (to resume after a failure). */
  envio: endpoint({ nome: 'digitalizacao.envio', servico, metodo: 'GET', path: '/digitalizacao/envio/:id', permissao: criar, params: IdParams, dados: EnvioDigitalizacaoCodec }),
  /** One part, in base64; sent again, it replaces itself. */
  enviarParte: endpoint({ nome: 'digitalizacao.enviarParte', servico, metodo: 'PUT', path: '/digitalizacao/envio/:id/parte/:numero', permissao: criar, params: ParteParams, body: ParteCodec, dados: EnvioDigitalizacaoCodec }),
  /** Every part in: the file read by its content and kept, or refused with its name (422, nothing kept); its OCR queued. */
  concluirEnvio: endpoint({ nome: 'digitalizacao.concluirEnvio', servico, metodo: 'POST', path: '/digitalizacao/envio/:id/conclusao', permissao: criar, params: IdParams, dados: DigitalizacaoCodec }),
  /** The archive, newest first: of a process, or of an entity (its processes'). */
  listar: endpoint({ nome: 'digitalizacao.listar', servico, metodo: 'GET', path: '/digitalizacao/listar', permissao: ver, query: FiltroDigitalizacoesCodec, dados: paginaCodec(DigitalizacaoCodec), ordenacao: ['criadoEm', 'nome'] }),
  /** The pages where the words are (Portuguese, accents and plurals aside, or close enough), with the passage. */
  pesquisar: endpoint({ nome: 'digitalizacao.pesquisar', servico, metodo: 'GET', path: '/digitalizacao/pesquisa', permissao: ver, query: PesquisaDigitalizacoesCodec, dados: paginaCodec(AchadoDigitalizacaoCodec) }),
  obter: endpoint({ nome: 'digitalizacao.obter', servico, metodo: 'GET', path: '/digitalizacao/:id', permissao: ver, params: IdParams, dados: DigitalizacaoCodec }),
  /** The kept file's bytes (its checksum verified), as it was sent. */
  arquivo: endpoint({ nome: 'digitalizacao.arquivo', servico, metodo: 'GET', path: '/digitalizacao/:id/arquivo', permissao: ver, params: IdParams, dados: DocumentoCodec, documento: true }),
  /** A page drawn `largura` pixels wide (a thumbnail, the page for reading), as a data URL. */
  pagina: endpoint({ nome: 'digitalizacao.pagina', servico, metodo: 'GET', path: '/digitalizacao/:id/pagina/:numero', permissao: ver, params: ParteParams, query: ConsultaPaginaCodec, dados: PaginaDigitalizadaCodec }),
  /** Hides a file from the archive with the reason; the audit keeps it. */
  remover: endpoint({ nome: 'digitalizacao.remover', servico, metodo: 'POST', path: '/digitalizacao/:id/remocao', permissao: todas(P.REMOVER_DIGITALIZACOES), params: IdParams, body: RemocaoDigitalizacaoCodec, dados: Vazio }),
};
