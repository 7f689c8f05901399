/**
 * GO's Sistema Extrajudicial Eletrônico (domain-rcpj §3.2): `POST /sessions` with the office's e-mail, password and
 * `hash_cartorio` gives a bearer token; `POST /distribuicao_de_atos` asks for a batch of a type of act; `GET
 * /distribuicao_de_atos/{id}/download` gives it as JSON — `[{ codigo_do_selo, codigo_do_ato, tipo_de_ato }]`, the
 * same text a downloaded batch file holds. The court's `tipo_de_ato` 1 is the act with fees, 2 the free act. Used
 * seals are reported with `POST /controle_atos_recebidos` (field `arquivo`: the JSON of `RetornoAto[]`, domain-rcpj
 * §3.3); a reported act is voided or reactivated with `PUT /controle_de_atos_utilizados/{codigo_do_ato}/inutilizar`
 * and `/reativar`.
 */
import type { AtoSelado, RetornoTribunal, SeloDoLote, TipoSelo } from '@rpj/domain';
import { LoteIlegivel, TribunalIndisponivel, type AcessoTribunal, type AdaptadorTribunal } from './tribunal.ts';

export const TIPO_DE_ATO_GO: Readonly<Record<TipoSelo, number>> = { NORMAL: 1, ISENTO: 2 };
const TIPO_DO_CODIGO = new Map<number, TipoSelo>(Object.entries(TIPO_DE_ATO_GO).map(([t, n]) => [n, t as TipoSelo]));

/** A GO batch's text (JSON) into seals. */
export function lerLoteGo(conteudo: string): readonly SeloDoLote[] {
  let dados: unknown;
  try {
    dados = JSON.parse(conteudo);
  } catch {
    throw new LoteIlegivel('O arquivo não é um lote do TJGO: esperava o JSON da distribuição de atos (está truncado ou é de outro formato).');
  }
  if (!Array.isArray(dados)) throw new LoteIlegivel('O arquivo não é um lote do TJGO: esperava uma lista de selos da distribuição de atos.');
  return dados.map((d: unknown, i) => {
    const s = (d ?? {}) as { codigo_do_selo?: unknown; codigo_do_ato?: unknown; tipo_de_ato?: unknown };
    const tipo = typeof s.tipo_de_ato === 'number' ? TIPO_DO_CODIGO.get(s.tipo_de_ato) : undefined;
    if (typeof s.codigo_do_selo !== 'string' || typeof s.codigo_do_ato !== 'string' || tipo === undefined) {
      throw new LoteIlegivel(`O selo nº ${String(i + 1)} do lote não traz codigo_do_selo, codigo_do_ato e um tipo_de_ato conhecido (1 ou 2): o arquivo não pode ser importado.`);
    }
    return { codigo: s.codigo_do_selo, validador: s.codigo_do_ato, tipo };
  });
}

/** An act as GO's `RetornoAto` (domain-rcpj §3.3): money in reais with two decimals. */
export function retornoAtoGo(a: AtoSelado): Record<string, unknown> {
  const reais = (c: number): number => Math.round(c) / 100;
  return {
    identificacao_pedido_na_cgj: a.protocolo,
    tipo_de_ato: TIPO_DE_ATO_GO[a.selo.tipo],
    codigo_do_selo: a.selo.codigo,
    codigo_do_ato: a.selo.validador,
    nome_do_civil_do_ato: a.ato,
    nome_do_serventuario_que_praticou_ato: a.serventuario,
    data_hora_da_solicitacao: a.praticadoEm,
    emolumento_do_ato: reais(a.emolumentoCentavos),
    taxa_judiciaria_do_ato: reais(a.taxaJudiciariaCentavos),
    fundos_estaduais_do_ato: reais(a.fundosCentavos),
    valor_iss: reais(a.issCentavos),
  };
}

export function tribunalGo(acesso: AcessoTribunal): AdaptadorTribunal {
  const chamar = async (caminho: string, init: RequestInit & { readonly token?: string }): Promise<Response> => {
    if (acesso.url === undefined) throw new TribunalIndisponivel('O endereço do serviço do tribunal não está configurado (RPJ_TRIBUNAL_URL).');
    const { token, ...resto } = init;
    try {
      return await fetch(`${acesso.url}${caminho}`, {
        ...resto,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
        signal: AbortSignal.timeout(30_000),
      });
    } catch {
      throw new TribunalIndisponivel('O serviço de selos do TJGO não respondeu: tente de novo em alguns minutos.');
    }
  };
  const json = async <T,>(r: Response, oQue: string): Promise<T> => {
    if (r.status === 401 || r.status === 403) throw new TribunalIndisponivel('O TJGO recusou as credenciais do cartório (e-mail, senha ou hash do cartório): confira RPJ_TRIBUNAL_EMAIL, RPJ_TRIBUNAL_SENHA e RPJ_TRIBUNAL_HASH.');
    if (!r.ok) throw new TribunalIndisponivel(`O TJGO não atendeu ${oQue} (HTTP ${String(r.status)}): tente de novo em alguns minutos.`);
    return (await r.json()) as T;
  };
  const sessao = async (): Promise<string> =>
    (await json<{ token: string }>(await chamar('/sessions', { method: 'POST', body: JSON.stringify({ email: acesso.email, password: acesso.senha, hash_cartorio: acesso.hash }) }), 'o início de sessão')).token;
  const mudar = async (codigoDoAto: string, acao: 'inutilizar' | 'reativar'): Promise<void> => {
    const token = await sessao();
    await json(await chamar(`/controle_de_atos_utilizados/${encodeURIComponent(codigoDoAto)}/${acao}`, { method: 'PUT', token }), acao === 'inutilizar' ? 'a inutilização do selo' : 'a reativação do selo');
  };
  return {
    tribunal: 'GO',
    lerArquivo: lerLoteGo,
    informarUtilizados: async (atos) => {
      const token = await sessao();
      const r = await json<{ id: number; aceitos: number; rejeitados: readonly { codigo_do_selo: string; motivo: string }[] }>(
        await chamar('/controle_atos_recebidos', { method: 'POST', token, body: JSON.stringify({ arquivo: JSON.stringify(atos.map(retornoAtoGo)) }) }),
        'o envio dos atos',
      );
      const retorno: RetornoTribunal = { recibo: String(r.id), aceitos: r.aceitos, rejeitados: r.rejeitados.map((x) => ({ codigo: x.codigo_do_selo, motivo: x.motivo })) };
      return retorno;
    },
    inutilizar: (selo) => mudar(selo.validador, 'inutilizar'),
    reativar: (selo) => mudar(selo.validador, 'reativar'),
    solicitarLote: async (tipo, quantidade) => {
      const token = await sessao();
      const { id } = await json<{ id: number }>(await chamar('/distribuicao_de_atos', { method: 'POST', token, body: JSON.stringify({ tipo_de_ato: TIPO_DE_ATO_GO[tipo], quantidade }) }), 'o pedido de selos');
      const r = await chamar(`/distribuicao_de_atos/${String(id)}/download`, { method: 'GET', token });
      if (!r.ok) await json(r, 'o download do lote');
      return r.text();
    },
  };
}
