/**
 * Certificates (../shared/docs/domain-rcpj.md §1.6, §8): anyone may ask an RCPJ office for a certificate of a
 * registration, without giving a reason (Lei 6.015/1973, art. 17), and the office issues it within 5 days with
 * service (art. 19 with art. 9 §1): in full (inteiro teor, the registration's scanned pages reproduced), in summary
 * (breve relato: the current data), answering the requester's questions, or a search by name, CNPJ or CPF that finds
 * registrations or finds none. Each always mentions every later amendment (art. 21), is signed by someone who may
 * sign on that day, and carries a seal and a code anyone can check on the public page.
 */
import { isoParaBr } from '../calendar/civil-date.ts';
import type { ParcelaPagamento } from '../caixas/caixas.ts';
import { formatCnpj, isValidCnpj, normalizeCnpj } from '../documents/cnpj.ts';
import { formatCpf, isValidCpf, normalizeCpf } from '../documents/cpf.ts';
import { naturezaJuridica, rotuloNatureza, ROTULOS_SITUACAO_EMPRESA, type SituacaoEmpresa } from '../empresas/empresas.ts';
import { ROTULOS_TIPO_AVERBACAO, type TipoAverbacao } from '../empresas/averbacoes.ts';
import { addBusinessDays, type Calendario } from '../feriados/calendario.ts';
import { formatMoney } from '../format.ts';
import type { ErroCampo } from '../response/resposta-padrao.ts';
import type { PrazoSituacao } from '../processos/processos.ts';
import type { CargoResponsavel } from '../responsaveis/responsaveis.ts';
import { CATALOGO_ATOS } from '../servicos/atos.ts';

export const TIPOS_CERTIDAO = ['BREVE_RELATO', 'INTEIRO_TEOR', 'QUESITOS', 'BUSCA'] as const;
export type TipoCertidao = (typeof TIPOS_CERTIDAO)[number];

export const ROTULOS_TIPO_CERTIDAO: Readonly<Record<TipoCertidao, string>> = {
  BREVE_RELATO: 'Breve relato',
  INTEIRO_TEOR: 'Inteiro teor',
  QUESITOS: 'Por quesitos',
  BUSCA: 'Busca por nome ou documento',
};

/** Requested (waiting for payment), paid (to be issued), issued (signed and sealed). */
export const SITUACOES_CERTIDAO = ['SOLICITADA', 'PAGA', 'EMITIDA'] as const;
export type SituacaoCertidao = (typeof SITUACOES_CERTIDAO)[number];

export const ROTULOS_SITUACAO_CERTIDAO: Readonly<Record<SituacaoCertidao, string>> = { SOLICITADA: 'Aguardando pagamento', PAGA: 'Paga, a emitir', EMITIDA: 'Emitida' };

/** The law's deadline: 5 days with service after the request (Lei 6.015/1973, art. 19 and art. 9 §1). */
export const PRAZO_CERTIDAO_DIAS_UTEIS = 5;

/** The limits of what a request carries. */
export const CERTIDAO_MAXIMO = { requerente: 120, busca: 120, quesitos: 2000, respostas: 4000 } as const;

/** The deadline of a request made on a day: the 5th day with service after it (the day itself not counted). */
export function prazoDaCertidao(pedidoEm: string, cal: Calendario): string {
  return addBusinessDays(pedidoEm, PRAZO_CERTIDAO_DIAS_UTEIS, cal);
}

/** Who signed, as the certificate keeps it (a signatory removed later still shows on what they signed). */
export interface AssinaturaCertidao {
  readonly responsavelId?: number;
  readonly nome: string;
  readonly cargo: CargoResponsavel;
}

/** A part of the certificate's text: an optional heading and its paragraphs. */
export interface SecaoCertidao {
  readonly titulo?: string;
  readonly paragrafos: readonly string[];
}

export interface Certidao {
  readonly id: number;
  /** The office's certificate number: one gapless sequence, taken at the request. */
  readonly numero: number;
  readonly tipo: TipoCertidao;
  readonly situacao: SituacaoCertidao;
  readonly requerente: string;
  /** CPF or CNPJ of who asked, digits (optional: anyone may ask). */
  readonly documento?: string;
  /** The process it was asked from, if any. */
  readonly protocolo?: number;
  /** The registered entity it certifies (every kind but a search). */
  readonly empresaId?: number;
  readonly empresaNome?: string;
  /** A search's name, CNPJ or CPF, as asked. */
  readonly busca?: string;
  /** The requester's questions, and the office's answers (by questions). */
  readonly quesitos?: string;
  readonly respostas?: string;
  /** The catalogue's service that prices it, and its price when asked (the receipt's total once paid). */
  readonly servicoId: number;
  readonly servicoDescricao: string;
  readonly valorCentavos: number;
  readonly recibo?: { readonly id: number; readonly numero: number };
  /** yyyy-mm-dd. */
  readonly pedidoEm: string;
  readonly prazo: string;
  /** Where the deadline of a request not yet issued stands today. */
  readonly prazoSituacao?: PrazoSituacao;
  /** ISO instant. */
  readonly emitidaEm?: string;
  readonly assinatura?: AssinaturaCertidao;
  readonly selo?: { readonly codigo: string; readonly validador: string };
  /** The public check's code (12 signs, printed ABCD-EFGH-JKMN), once issued. */
  readonly codigo?: string;
  /** The text as issued; before, the text as it would be issued today. */
  readonly conteudo: readonly SecaoCertidao[];
  readonly versao: number;
}

/** A row of the list. */
export type CertidaoListaItem = Omit<Certidao, 'conteudo' | 'quesitos' | 'respostas'>;

/** A request: the kind, who asks, and what of (an entity, a process's entity, or a search). */
export interface CertidaoSalvar {
  readonly tipo: TipoCertidao;
  readonly requerente: string;
  readonly documento?: string;
  readonly protocolo?: number;
  readonly empresaId?: number;
  readonly busca?: string;
  readonly quesitos?: string;
  /** The catalogue's certificate service; absent, the first active one of the kind (inteiro teor, or the others). */
  readonly servicoId?: number;
}

/** The payment of a request at a cash box: the box and how the requester pays. */
export interface PagamentoCertidao {
  readonly versao: number;
  readonly caixaId: number;
  readonly parcelas: readonly ParcelaPagamento[];
}

/** The issue: who signs, and the answers of a certificate by questions. */
export interface EmissaoCertidao {
  readonly versao: number;
  readonly responsavelId: number;
  readonly respostas?: string;
}

export interface FiltroCertidoes {
  readonly numero?: number;
  readonly requerente?: string;
  readonly empresa?: string;
  readonly tipo?: TipoCertidao;
  readonly situacao?: SituacaoCertidao;
  /** Only the open ones past their deadline. */
  readonly vencidas?: boolean;
}

/** What the public page tells of a certificate: that it exists, and nothing more (domain-rcpj §8). */
export interface VerificacaoCertidao {
  readonly numero: number;
  readonly emitidaEm: string;
  readonly tipo: string;
  /** The entity's name; a search certifies no entity. */
  readonly entidade?: string;
}

/** The catalogue's act that prices a kind of certificate (a service of this act). */
export function atoDaCertidao(tipo: TipoCertidao): 'CERTIDAO_INTEIRO_TEOR' | 'CERTIDAO_BREVE_RELATO' {
  return tipo === 'INTEIRO_TEOR' ? 'CERTIDAO_INTEIRO_TEOR' : 'CERTIDAO_BREVE_RELATO';
}

/**
 * Said when the catalogue has no active service of the act that prices this kind of certificate, naming the act as
 * the catalogue of acts does ("Certidão em breve relato"): the office registers one, with its state's fee.
 */
export function semServicoDaCertidao(tipo: TipoCertidao): string {
  const ato = atoDaCertidao(tipo);
  return `Não há serviço ativo de certidão no catálogo para o ato “${CATALOGO_ATOS.find((a) => a.codigo === ato)?.nome ?? ato}”.`;
}

/** What a request is missing for its kind, on its fields. */
export function errosDoPedido(p: Pick<CertidaoSalvar, 'tipo' | 'empresaId' | 'protocolo' | 'busca' | 'quesitos'>): readonly ErroCampo[] {
  const erros: ErroCampo[] = [];
  if (p.tipo === 'BUSCA') {
    if ((p.busca ?? '').trim() === '') erros.push({ campo: 'busca', mensagem: 'Informe o nome, o CNPJ ou o CPF a buscar.' });
  } else if (p.empresaId === undefined && p.protocolo === undefined) {
    erros.push({ campo: 'empresaId', mensagem: 'Escolha a entidade registrada de que se pede a certidão.' });
  }
  if (p.tipo === 'QUESITOS' && (p.quesitos ?? '').trim() === '') erros.push({ campo: 'quesitos', mensagem: 'Escreva os quesitos que a certidão deve responder.' });
  return erros;
}

/** How a search term is read: a CNPJ, a CPF, or part of a name. */
export type CriterioBusca = { readonly criterio: 'CNPJ'; readonly valor: string } | { readonly criterio: 'CPF'; readonly valor: string } | { readonly criterio: 'NOME'; readonly valor: string };

export function criterioDaBusca(termo: string): CriterioBusca {
  const limpo = termo.trim();
  // A document only with its check digits right: a name may look like one.
  const cnpj = isValidCnpj(limpo) ? normalizeCnpj(limpo) : undefined;
  if (cnpj !== undefined) return { criterio: 'CNPJ', valor: cnpj };
  const cpf = isValidCpf(limpo) ? normalizeCpf(limpo) : undefined;
  if (cpf !== undefined) return { criterio: 'CPF', valor: cpf };
  return { criterio: 'NOME', valor: limpo.replace(/\s+/g, ' ') };
}

/** An entity as the certificate tells it. */
export interface EntidadeCertificada {
  readonly denominacao: string;
  readonly nomeFantasia?: string;
  readonly cnpj?: string;
  readonly naturezaJuridica: string;
  readonly situacao: SituacaoEmpresa;
  readonly numeroRegistro?: number;
  readonly livro?: string;
  readonly folha?: string;
  readonly dataRegistro?: string;
  readonly dataConstituicao?: string;
  readonly duracaoAte?: string;
  readonly capitalCentavos?: number;
  readonly objeto: string;
  /** The seat, one line. */
  readonly sede: string;
  /** The current administration: name and post (no CPF: the certificate is public). */
  readonly administracao: readonly { readonly nome: string; readonly cargo: string; readonly mandatoAte?: string }[];
  readonly averbacoes: readonly { readonly numero: number; readonly data: string; readonly tipo: TipoAverbacao; readonly descricao: string }[];
}

/** A registration a search found. */
export interface AchadoBusca {
  readonly denominacao: string;
  readonly cnpj?: string;
  readonly numeroRegistro?: number;
  readonly dataRegistro?: string;
  readonly situacao: SituacaoEmpresa;
}

/** What makes a certificate's text. */
export interface DadosCertidao {
  readonly tipo: TipoCertidao;
  readonly requerente: string;
  readonly cartorio: string;
  readonly entidade?: EntidadeCertificada;
  readonly quesitos?: string;
  readonly respostas?: string;
  readonly busca?: { readonly termo: string; readonly achados: readonly AchadoBusca[] };
  /** How many scanned pages an inteiro teor reproduces. */
  readonly paginas?: number;
}

const data = (iso: string | undefined): string => (iso === undefined ? '' : (isoParaBr(iso) ?? iso));

function registroDe(e: Pick<EntidadeCertificada, 'numeroRegistro' | 'livro' | 'folha' | 'dataRegistro'>): string {
  const partes = [`sob o nº ${String(e.numeroRegistro ?? '—')}`, ...(e.livro === undefined ? [] : [`no Livro ${e.livro}`]), ...(e.folha === undefined ? [] : [`folha ${e.folha}`]), ...(e.dataRegistro === undefined ? [] : [`em ${data(e.dataRegistro)}`])];
  return partes.join(', ');
}

function documentoBuscado(c: CriterioBusca): string {
  if (c.criterio === 'CNPJ') return `o CNPJ ${formatCnpj(c.valor)}`;
  if (c.criterio === 'CPF') return `o CPF ${formatCpf(c.valor)}`;
  return `o nome “${c.valor}”`;
}

/** The paragraph every certificate of a registration ends its body with: every later amendment, or that there is none (art. 21). */
export function alteracoesPosteriores(averbacoes: EntidadeCertificada['averbacoes']): SecaoCertidao {
  if (averbacoes.length === 0) return { titulo: 'Alterações posteriores', paragrafos: ['Não há averbações posteriores ao registro até a data desta certidão.'] };
  return {
    titulo: 'Alterações posteriores',
    paragrafos: [
      `Constam ${String(averbacoes.length)} ${averbacoes.length === 1 ? 'averbação posterior' : 'averbações posteriores'} ao registro:`,
      ...[...averbacoes].sort((a, b) => a.numero - b.numero).map((a) => `Av.${String(a.numero)}, em ${data(a.data)} — ${ROTULOS_TIPO_AVERBACAO[a.tipo]}: ${a.descricao}`),
    ],
  };
}

function relatoDaEntidade(e: EntidadeCertificada): SecaoCertidao {
  const natureza = naturezaJuridica(e.naturezaJuridica);
  const paragrafos = [
    `Denominação: ${e.denominacao}${e.nomeFantasia === undefined ? '' : ` (nome fantasia: ${e.nomeFantasia})`}.`,
    ...(e.cnpj === undefined ? [] : [`CNPJ: ${formatCnpj(e.cnpj)}.`]),
    `Natureza jurídica: ${natureza === undefined ? e.naturezaJuridica : rotuloNatureza(natureza)}.`,
    e.sede.trim() === '' ? 'Sede: não consta do registro.' : `Sede: ${e.sede}.`,
    `Finalidade: ${e.objeto}`,
    ...(e.dataConstituicao === undefined ? [] : [`Constituída em ${data(e.dataConstituicao)}, com duração ${e.duracaoAte === undefined ? 'por prazo indeterminado' : `até ${data(e.duracaoAte)}`}.`]),
    ...(e.capitalCentavos === undefined ? [] : [`Capital: ${formatMoney(e.capitalCentavos)}.`]),
    `Situação: ${ROTULOS_SITUACAO_EMPRESA[e.situacao]}.`,
  ];
  return { titulo: 'Dados do registro', paragrafos };
}

function administracaoDe(e: EntidadeCertificada): SecaoCertidao {
  if (e.administracao.length === 0) return { titulo: 'Administração', paragrafos: ['Não há administração registrada.'] };
  return { titulo: 'Administração', paragrafos: e.administracao.map((a) => `${a.nome} — ${a.cargo}${a.mandatoAte === undefined ? '' : `, com mandato até ${data(a.mandatoAte)}`}`) };
}

/**
 * The certificate's text: the attestation, what the registration says for the kind asked, and always the later
 * amendments; a search says what it found or that it found nothing. The closing ("O referido é verdade e dou fé")
 * ends every kind.
 */
export function conteudoDaCertidao(d: DadosCertidao): readonly SecaoCertidao[] {
  const abertura = `CERTIFICO, a pedido de ${d.requerente}, que, revendo os livros e o arquivo deste ${d.cartorio},`;
  const fecho: SecaoCertidao = { paragrafos: ['O referido é verdade e dou fé.'] };
  if (d.tipo === 'BUSCA') {
    const busca = d.busca ?? { termo: '', achados: [] };
    const c = criterioDaBusca(busca.termo);
    if (busca.achados.length === 0) {
      return [{ paragrafos: [`${abertura} NADA CONSTA de registro de pessoa jurídica em que figure ${documentoBuscado(c)}${c.criterio === 'CPF' ? ' como integrante da administração ou do quadro social' : ''}.`] }, fecho];
    }
    return [
      { paragrafos: [`${abertura} CONSTA(M) ${String(busca.achados.length)} ${busca.achados.length === 1 ? 'registro' : 'registros'} de pessoa jurídica em que figura ${documentoBuscado(c)}:`] },
      {
        titulo: 'Registros encontrados',
        paragrafos: busca.achados.map((a) => `${a.denominacao}${a.cnpj === undefined ? '' : `, CNPJ ${formatCnpj(a.cnpj)}`}, registrada ${registroDe(a)} — ${ROTULOS_SITUACAO_EMPRESA[a.situacao]}`),
      },
      fecho,
    ];
  }
  const e = d.entidade;
  if (e === undefined) return [{ paragrafos: [`${abertura} não foi encontrada a entidade pedida.`] }];
  const consta = `${abertura} deles consta registrada ${registroDe(e)}, a pessoa jurídica ${e.denominacao}, como segue.`;
  if (d.tipo === 'QUESITOS') {
    return [
      { paragrafos: [consta] },
      { titulo: 'Quesitos', paragrafos: (d.quesitos ?? '').split(/\n+/).map((l) => l.trim()).filter((l) => l !== '') },
      { titulo: 'Respostas', paragrafos: (d.respostas ?? '').trim() === '' ? ['(a responder pelo cartório)'] : (d.respostas ?? '').split(/\n+/).map((l) => l.trim()).filter((l) => l !== '') },
      alteracoesPosteriores(e.averbacoes),
      fecho,
    ];
  }
  const corpo = [{ paragrafos: [consta] }, relatoDaEntidade(e), administracaoDe(e), alteracoesPosteriores(e.averbacoes)];
  if (d.tipo === 'INTEIRO_TEOR') {
    const n = d.paginas ?? 0;
    corpo.push({
      titulo: 'Reprodução integral',
      paragrafos: [n === 0 ? 'Não há páginas digitalizadas do registro e de suas averbações no arquivo deste cartório.' : `Seguem, reproduzidas na íntegra, as ${String(n)} ${n === 1 ? 'página digitalizada' : 'páginas digitalizadas'} do registro e de suas averbações, conforme o arquivo deste cartório.`],
    });
  }
  return [...corpo, fecho];
}

/** The certificate's number as printed: "Certidão nº 12". */
export function tituloDaCertidao(c: Pick<Certidao, 'numero' | 'tipo'>): string {
  return `Certidão nº ${String(c.numero)} — ${ROTULOS_TIPO_CERTIDAO[c.tipo]}`;
}
