/**
 * Quotes priced per second through the API (issue 22): `POST /cotacao` with three items of the demo services (a
 * banded table with a declared value, a certificate ×2, an amendment), each priced, numbered, kept and audited in its
 * transaction, as fast as the service answers, over a few connections, after a short warm-up.
 */
import autocannon from 'autocannon';

/** The figure the issue asks for, beside its target: a busy office quotes a few times a minute per counter. */
export const COTACOES_POR_SEGUNDO_ALVO = 100;

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

/** Quotes for `segundos` as fast as answered over `conexoes`, after `aquecimento` seconds; one quote is checked first. */
export async function medirCotacoes(base: string, token: string, segundos: number, conexoes: number, aquecimento: number): Promise<FigurasCotacoes> {
  const [faixas, certidao, averbacao] = await Promise.all(['102', '501', '201'].map((c) => idDoServico(base, token, c)));
  const body = JSON.stringify({
    dataReferencia: new Date().toISOString().slice(0, 10),
    cliente: 'Bench',
    itens: [
      { servicoId: faixas, quantidade: 1, valorDeclaradoCentavos: 2_500_000 },
      { servicoId: certidao, quantidade: 2 },
      { servicoId: averbacao, quantidade: 1 },
    ],
  });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' };
  const prova = await fetch(`${base}/cotacao`, { method: 'POST', headers, body });
  if (prova.status !== 200) throw new Error(`POST /cotacao answered ${String(prova.status)}: ${await prova.text()}`);
  const carga = (duracao: number): Promise<autocannon.Result> =>
    autocannon({ url: `${base}/cotacao`, method: 'POST', headers, body, connections: conexoes, duration: duracao, workers: 1 });
  if (aquecimento > 0) await carga(aquecimento);
  const r = await carga(segundos);
  const duracao = r.duration > 0 ? r.duration : segundos;
  return { porSegundo: r['2xx'] / duracao, p50: r.latency.p50, p99: r.latency.p99, falhas: r.errors + r.non2xx };
}
