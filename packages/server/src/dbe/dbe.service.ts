/**
 * The DBE conferral (issue 28; domain-rcpj §6): a process's side of the comparison — its act, and the entity on
 * record when there is one (members' CPFs masked, as the Receita shows them) — and the examiner's decision. The
 * service finds the DBE again at the consultation data set and compares it itself, so what is recorded is what the
 * DBE said, not what a screen sent: a DBE that differs is conferred only with the examiner's reason.
 */
import {
  atoComDbe,
  divergenciasDbe,
  documentoComoReceita,
  errosDaDecisaoDbe,
  formatarProtocolo,
  numeroDeControle,
  ROTULOS_SITUACAO_PROCESSO,
  SITUACOES_FINAIS,
  socioAtual,
  type CartorioDbe,
  type DbeDoProcesso,
  type DecisaoDbeSalvar,
  type Processo,
} from '@rpj/domain';
import { audit } from '../audit/audit.ts';
import type { Autor } from '../caixas/caixas.service.ts';
import { especieDoAto } from '../conferencias/conferencias.repository.ts';
import { dbeDaConsulta } from '../consulta-empresa/dbe.ts';
import { lerJuntos, type Db } from '../db/client.ts';
import { buscarEmpresa } from '../empresas/empresas.repository.ts';
import { ApiError, invalidInput } from '../http/api-error.ts';
import { buscarProcesso, registrarHistorico } from '../processos/processos.repository.ts';
import { hojeEmBrasilia, processoNaoEncontrado, releitura } from '../processos/processos.service.ts';
import { conferenciasDbe, inserirConferenciaDbe } from './dbe.repository.ts';

/** What the office has to set beside a DBE: the process's act and entity, and the entity's record once it has one. */
export async function cartorioDe(db: Db, p: Processo): Promise<CartorioDbe> {
  const especieAto = await especieDoAto(db, p.tipoAto);
  const e = p.empresaId === undefined ? undefined : await buscarEmpresa(db, p.empresaId);
  if (e === undefined) {
    return { especieAto, tipoAtoNome: p.tipoAtoNome, denominacao: p.empresaNome, ...(p.naturezaJuridica === undefined ? {} : { naturezaJuridica: p.naturezaJuridica }), registrada: false, qsa: [] };
  }
  const hoje = hojeEmBrasilia();
  return {
    especieAto,
    tipoAtoNome: p.tipoAtoNome,
    denominacao: e.denominacao,
    ...(e.nomeFantasia === undefined ? {} : { nomeFantasia: e.nomeFantasia }),
    ...(e.cnpj === undefined ? {} : { cnpj: e.cnpj }),
    naturezaJuridica: e.naturezaJuridica,
    registrada: true,
    endereco: e.endereco,
    qsa: (e.socios ?? []).filter((s) => socioAtual(s, hoje)).map((s) => ({ nome: s.pessoa.nome, documento: documentoComoReceita(s.pessoa.documento), qualificacao: s.qualificacao })),
  };
}

export async function dbeDoProcesso(db: Db, protocolo: number): Promise<DbeDoProcesso> {
  const processo = await buscarProcesso(db, protocolo);
  if (processo === undefined) throw processoNaoEncontrado();
  const [cartorio, conferencias] = await lerJuntos(db, [() => cartorioDe(db, processo), () => conferenciasDbe(db, protocolo)]);
  return { processo, cartorio, conferencias };
}

/** Records a DBE's conferral or rejection, and a line of it in the process's history. */
export async function decidirDbe(db: Db, protocolo: number, corpo: DecisaoDbeSalvar, autor: Autor): Promise<DbeDoProcesso> {
  await db.transaction(async (tx) => {
    const p = await buscarProcesso(tx, protocolo, true);
    if (p === undefined) throw processoNaoEncontrado();
    const numero = `O processo nº ${formatarProtocolo(protocolo)}`;
    if (SITUACOES_FINAIS.includes(p.situacao)) throw new ApiError(409, `${numero} está ${ROTULOS_SITUACAO_PROCESSO[p.situacao].toLowerCase()}: não há DBE a conferir.`);
    const cartorio = await cartorioDe(tx, p);
    if (!atoComDbe(cartorio.especieAto)) throw new ApiError(409, `${numero} é de ${p.tipoAtoNome.toLowerCase()}: só registros e averbações têm DBE a conferir.`);
    const dbe = await dbeDaConsulta(tx, corpo);
    const divergencias = divergenciasDbe(dbe, cartorio);
    const erros = errosDaDecisaoDbe(corpo, divergencias.length);
    if (erros.length > 0) throw invalidInput(erros);
    const motivo = corpo.motivo?.trim() ?? '';
    const id = await inserirConferenciaDbe(tx, { protocolo, recibo: dbe.recibo, identificacao: dbe.identificacao, decisao: corpo.decisao, ...(motivo === '' ? {} : { motivo }), divergencias, usuarioId: autor.principal.id });
    const historico = `DBE ${numeroDeControle(dbe)}${divergencias.length === 0 ? ', sem divergências' : `, ${String(divergencias.length)} divergência(s)`}${motivo === '' ? '.' : `: ${motivo}`}`;
    await registrarHistorico(tx, { protocolo, usuario: autor.principal.login, evento: corpo.decisao === 'CONFERIR' ? 'CONFERIR_DBE' : 'REJEITAR_DBE', motivo: historico.slice(0, 500) });
    await audit(tx, { ator: autor.principal, acao: 'CRIACAO', entidade: 'dbe_conferencia', entidadeId: id, requestId: autor.requestId, depois: { protocolo, ...corpo, divergencias: divergencias.map((d) => d.campo) } });
  });
  return { ...(await dbeDoProcesso(db, protocolo)), processo: await releitura(db, protocolo) };
}
