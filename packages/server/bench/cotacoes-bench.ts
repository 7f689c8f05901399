/**
 * Quotes priced per second through the API (issue 22), and payments with their gapless receipts (issue 23): `POST /cotacao` with three items of the demo services (a
 * banded table with a declared value, a registration, two books), each priced, numbered, kept and audited in its
 * transaction, as fast as the service answers, over a few connections, after a short warm-up.
 */
import autocannon from 'autocannon';

/** The figure the issue asks for, beside its target: a busy office quotes a few times a minute per counter. */
export const COTACOES_POR_SEGUNDO_ALVO = 100;

/** Payments with gapless receipts per second, 50 concurrent clients, on PostgreSQL (issue 23). */
export const PAGAMENTOS_POR_SEGUNDO_ALVO = 200;

export interface FigurasCotacoes {
  readonly porSegundo: number;
  readonly p50: number;
  readonly p99: number;
  readonly falhas: number;
}

async function idDoServico(base: string, token: string, codigo: string): Promise<number> {
  const r = await fetch(`${base}/servico/listar?descricao=${codigo}`, { headers: { authorization: `Bearer ${token}` } });
  const corpo = (await r.json()) as { dados?: { content?: { id: number; codigo: string }[] } };
  const id = corpo.dados?.content?.find((s) => s.codigo === codigo)?.id;
  if (id === undefined) throw new Error(`the demo service ${codigo} is missing (${String(r.status)})`);
  return id;
}

/** The three items every measure prices: a banded table with a declared value, a registration's pages, a book ×2. */
async function itens(base: string, token: string): Promise<readonly { servicoId: number; quantidade: number; valorDeclaradoCentavos?: number }[]> {
  const [faixas = 0, registro = 0, livro = 0] = await Promise.all(['102', '101', '401'].map((c) => idDoServico(base, token, c)));
  return [
    { servicoId: faixas, quantidade: 1, valorDeclaradoCentavos: 2_500_000 },
    { servicoId: registro, quantidade: 1 },
    { servicoId: livro, quantidade: 2 },
  ];
}

/** One autocannon run of a POST as fast as answered, after a warm-up; a first request checked. */
async function medirPost(url: string, headers: Record<string, string>, body: string, segundos: number, conexoes: number, aquecimento: number): Promise<FigurasCotacoes> {
  const prova = await fetch(url, { method: 'POST', headers, body });
  if (prova.status !== 200) throw new Error(`POST ${url} answered ${String(prova.status)}: ${await prova.text()}`);
  const carga = (duracao: number): Promise<autocannon.Result> => autocannon({ url, method: 'POST', headers, body, connections: conexoes, duration: duracao, workers: 1 });
  if (aquecimento > 0) await carga(aquecimento);
  const r = await carga(segundos);
  const duracao = r.duration > 0 ? r.duration : segundos;
  return { porSegundo: r['2xx'] / duracao, p50: r.latency.p50, p99: r.latency.p99, falhas: r.errors + r.non2xx };
}

const cabecalhos = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' });

/**
 * Payments of the same three items into one open box, 50 clients at once: each a transaction that prices, takes
 * the next receipt number (the counter's row held until it commits) and writes the receipt and its movements.
 */
export async function medirPagamentos(base: string, token: string, segundos: number, aquecimento: number): Promise<FigurasCotacoes> {
  const headers = cabecalhos(token);
  const abrir = await fetch(`${base}/caixa`, { method: 'POST', headers, body: JSON.stringify({ fundoCentavos: 0 }) });
  const aberto = (await (await fetch(`${base}/caixa/meu`, { headers })).json()) as { dados?: { caixa?: { id: number } } };
  const caixaId = aberto.dados?.caixa?.id;
  if (caixaId === undefined) throw new Error(`no open box to pay into (POST /caixa answered ${String(abrir.status)})`);
  const lista = await itens(base, token);
  const cotacao = (await (await fetch(`${base}/cotacao`, { method: 'POST', headers, body: JSON.stringify({ dataReferencia: new Date().toISOString().slice(0, 10), itens: lista }) })).json()) as { dados: { totalCentavos: number } };
  const body = JSON.stringify({ pagador: 'Bench', itens: lista, parcelas: [{ metodo: 'PIX', valorCentavos: cotacao.dados.totalCentavos }] });
  return medirPost(`${base}/caixa/${String(caixaId)}/pagamento`, headers, body, segundos, 50, aquecimento);
}

/** Quotes for `segundos` as fast as answered over `conexoes`, after `aquecimento` seconds; one quote is checked first. */
export async function medirCotacoes(base: string, token: string, segundos: number, conexoes: number, aquecimento: number): Promise<FigurasCotacoes> {
  const body = JSON.stringify({
    dataReferencia: new Date().toISOString().slice(0, 10),
    cliente: 'Bench',
    itens: await itens(base, token),
  });
  return medirPost(`${base}/cotacao`, cabecalhos(token), body, segundos, conexoes, aquecimento);
}

/** Intakes per second with their gapless protocol numbers, 50 concurrent clients, on PostgreSQL (issue 25). */
export const ENTRADAS_POR_SEGUNDO_ALVO = 200;

export interface FigurasEntradas extends FigurasCotacoes {
  /** Numbers missing or repeated among today's protocols after the run (must be 0). */
  readonly buracos: number;
}

/** The first and last protocol of today and how many there are: gapless when the count spans them exactly. */
async function buracosDeHoje(base: string, headers: Record<string, string>): Promise<number> {
  const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const ler = async (ordem: 'asc' | 'desc'): Promise<{ protocolo: number; total: number }> => {
    const r = (await (await fetch(`${base}/processo/listar?de=${hoje}&size=1&sort=protocolo,${ordem}`, { headers })).json()) as { dados: { totalElements: number; content: { protocolo: number }[] } };
    return { protocolo: r.dados.content[0]?.protocolo ?? 0, total: r.dados.totalElements };
  };
  // Requests still in flight when the load stopped may commit meanwhile: read until two readings agree.
  let antes = '';
  for (let i = 0; i < 20; i++) {
    const [primeiro, ultimo] = await Promise.all([ler('asc'), ler('desc')]);
    const agora = JSON.stringify([primeiro, ultimo]);
    if (agora === antes) return Math.abs(ultimo.protocolo - primeiro.protocolo + 1 - ultimo.total);
    antes = agora;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the protocols of today kept changing after the load stopped');
}

/**
 * Intakes as the counter takes them, 50 clients at once: each a transaction that prices the service, takes the next
 * protocol number (the counter's row held until it commits), counts the deadline on the office's calendar, chooses
 * the examiner, writes the process and its history, and takes the prior deposit at the open box with its receipt
 * (the receipts' counter too). Then today's protocols are checked for a hole or a repeat.
 */
export async function medirEntradas(base: string, token: string, segundos: number, aquecimento: number): Promise<FigurasEntradas> {
  const headers = cabecalhos(token);
  const aberto = (await (await fetch(`${base}/caixa/meu`, { headers })).json()) as { dados?: { caixa?: { id: number } } };
  const caixaId = aberto.dados?.caixa?.id ?? (((await (await fetch(`${base}/caixa`, { method: 'POST', headers, body: JSON.stringify({ fundoCentavos: 0 }) })).json()) as { dados: { id: number } }).dados.id);
  const servicoId = await idDoServico(base, token, '101');
  const body = JSON.stringify({
    apresentante: { nome: 'Bench da Silva', documento: '52998224725', email: 'bench@exemplo.com.br' },
    empresaNome: 'Associação do Bench',
    naturezaJuridica: '3999',
    tipoAto: 'REGISTRO_CONSTITUICAO',
    documentos: [{ nome: 'Requerimento do representante legal', exigido: true, apresentado: true }],
    itens: [{ servicoId, quantidade: 1 }],
    deposito: { caixaId, valorCentavos: 10_000, parcelas: [{ metodo: 'PIX', valorCentavos: 10_000 }] },
  });
  const figuras = await medirPost(`${base}/processo`, headers, body, segundos, 50, aquecimento);
  return { ...figuras, buracos: await buracosDeHoje(base, headers) };
}
