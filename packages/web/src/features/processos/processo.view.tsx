/** /processos/editar/:protocolo?: a process — its summary, receipt, corrections, moves and history. */
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowRoutingRegular, PrintRegular, SaveRegular } from '@fluentui/react-icons';
import {
  caminho,
  formatarProtocolo,
  formatMoney,
  isoParaBr,
  TRANSICOES,
  type Processo,
} from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { vistaPorNumero } from '../../ui/tela/tela-por-numero.view.tsx';
import { Historico } from './historico.view.tsx';
import { Resumo } from './resumo.view.tsx';
import type { ApresentanteDigitado, ProcessoViewModel } from './processo.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';
import { Visualizador } from '../digitalizacoes/index.ts';

const useStyles = makeStyles({
  colunas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '120px' },
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  documentos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  resposta: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    border: 0,
    margin: 0,
    padding: `0 0 ${tokens.spacingVerticalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  discreto: { color: tokens.colorNeutralForeground3 },
});

const Correcao = observer(function Correcao(props: { readonly vm: ProcessoViewModel; readonly p: Processo }): ReactNode {
  const { vm, p } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const leitura = !vm.podeCorrigir;
  const erro = (campo: string): { validationMessage?: string; validationState?: 'error' } =>
    vm.erroCorrecao?.campo === campo ? { validationMessage: vm.erroCorrecao.erro, validationState: 'error' } : {};
  const campo = (nome: keyof ApresentanteDigitado, rotulo: string, extra: { readonly required?: boolean; readonly inputMode?: 'numeric' | 'email' | 'tel' } = {}): ReactNode => (
    <Field label={rotulo} required={extra.required === true} {...erro(nome)}>
      <Input
        value={vm.apresentante[nome]}
        readOnly={leitura}
        {...(extra.inputMode === undefined ? {} : { inputMode: extra.inputMode })}
        onChange={(_, d) => {
          vm.setApresentante(nome, d.value);
        }}
      />
    </Field>
  );
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Apresentante e documentos</Subtitle2>
      <form
        noValidate
        className={styles.page}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.salvarCorrecao();
        }}
      >
        <div className={styles.section}>
          {campo('nome', 'Nome', { required: true })}
          {campo('documento', 'CPF ou CNPJ', { required: true, inputMode: 'numeric' })}
          {campo('email', 'E-mail', { inputMode: 'email' })}
          {campo('telefone', 'Telefone', { inputMode: 'tel' })}
          <Field label="Entidade" required {...erro('empresaNome')} {...(p.empresaId === undefined ? {} : { hint: 'O nome de uma entidade registrada se corrige no cadastro dela.' })}>
            <Input value={vm.empresaNome} readOnly={leitura || p.empresaId !== undefined} onChange={(_, d) => { vm.setEmpresaNome(d.value); }} />
          </Field>
        </div>
        <fieldset className={styles.documentos} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>Documentos apresentados</legend>
          {vm.documentos.length === 0 && <span className={styles.discreto}>Nenhum documento listado.</span>}
          {vm.documentos.map((d, i) => (
            <Checkbox
              key={d.nome}
              checked={d.apresentado}
              disabled={leitura}
              label={`${d.nome}${d.exigido ? '' : ' (adicional)'}`}
              onChange={(_, data) => {
                vm.marcarDocumento(i, data.checked === true);
              }}
            />
          ))}
        </fieldset>
        <Field label="Observação">
          <Textarea value={vm.observacao} readOnly={leitura} resize="vertical" onChange={(_, d) => { vm.setObservacao(d.value); }} />
        </Field>
        {!leitura && (
          <div>
            <Button type="submit" appearance="primary" icon={<SaveRegular />} disabled={vm.enviando}>
              Salvar correções
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
});

function Servicos(props: { readonly p: Processo }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Serviços</Subtitle2>
      <Table size="small" aria-label="Serviços do processo">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Serviço</TableHeaderCell>
            <TableHeaderCell className={styles.valor}>Qtd.</TableHeaderCell>
            <TableHeaderCell className={styles.valor}>Valor</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.p.itens.map((i, k) => (
            <TableRow key={String(k)}>
              <TableCell>{i.codigo} — {i.descricao}</TableCell>
              <TableCell className={styles.valor}>{i.quantidade}</TableCell>
              <TableCell className={styles.valor}>{formatMoney(i.precificado.totalCentavos)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>Total estimado</TableCell>
            <TableCell />
            <TableCell className={styles.valor}>{formatMoney(props.p.totalCentavos)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Card>
  );
}

/** The note's open requirements and their deadline; the counter records the re-entry from here. */
const ExigenciasAbertas = observer(function ExigenciasAbertas(props: { readonly vm: ProcessoViewModel; readonly p: Processo }): ReactNode {
  const { vm, p } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Exigências em aberto</Subtitle2>
      <span className={styles.discreto}>Cumprir até {isoParaBr(p.prazoExigencia ?? '') ?? '—'}; vencido o prazo, o protocolo é cancelado.</span>
      <ol aria-label="Exigências em aberto">
        {(p.exigenciasAbertas ?? []).map((e) => (
          <li key={e.id}>
            {e.texto} <span className={styles.discreto}>({e.fundamento})</span>
          </li>
        ))}
      </ol>
      {vm.podeReingressar && (
        <div>
          <Button appearance="primary" icon={<ArrowRoutingRegular />} onClick={() => { vm.pedirReingresso(); }}>
            Registrar reingresso
          </Button>
        </div>
      )}
    </Card>
  );
});

const TelaProcesso = observer(function TelaProcesso(props: { readonly vm: ProcessoViewModel; readonly p: Processo }): ReactNode {
  const { vm, p } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const movendo = vm.movendo;
  return (
    <div className={styles.page}>
      <PageHeader titulo={`Processo nº ${formatarProtocolo(p.protocolo)}`}>
        <Button icon={<PrintRegular />} onClick={() => void vm.imprimirComprovante()}>
          Imprimir comprovante
        </Button>
      </PageHeader>
      <div className={styles.colunas}>
        <Card className={styles.card}>
          <Subtitle2 as="h2">Resumo</Subtitle2>
          <Resumo p={p} />
          {vm.movimentos.length > 0 && (
            <div className={styles.linha} role="group" aria-label="Movimentar o processo">
              {vm.movimentos.map((m) => (
                <Button
                  key={m.evento}
                  icon={<ArrowRoutingRegular />}
                  onClick={() => {
                    vm.pedirMovimento(m.evento);
                  }}
                >
                  {m.rotulo}
                </Button>
              ))}
            </div>
          )}
        </Card>
        <Correcao vm={vm} p={p} />
      </div>
      {p.situacao === 'EM_EXIGENCIA' && <ExigenciasAbertas vm={vm} p={p} />}
      <Servicos p={p} />
      <Visualizador protocolo={p.protocolo} />
      <Historico p={p} />
      {vm.reingresso !== undefined && (
        <DialogoFormulario titulo={`Reingresso — processo nº ${formatarProtocolo(p.protocolo)}`} rotuloEnviar="Registrar reingresso" enviando={vm.enviando} aoEnviar={() => void vm.reingressar()} aoFechar={() => { vm.fecharReingresso(); }}>
          <p className={styles.discreto}>Para cada exigência, diga se o apresentante a cumpriu e o que trouxe. O processo volta ao examinador.</p>
          {vm.reingresso.map((r) => (
            <fieldset key={r.exigenciaId} className={styles.resposta}>
              <legend>
                {r.ordem}. {r.texto}
              </legend>
              <Checkbox checked={r.cumprida} label="Cumprida" onChange={(_, d) => { vm.responder(r.exigenciaId, { cumprida: d.checked === true }); }} />
              <Field label={`O que o apresentante trouxe (exigência ${String(r.ordem)})`}>
                <Input value={r.resposta} maxLength={500} onChange={(_, d) => { vm.responder(r.exigenciaId, { resposta: d.value }); }} />
              </Field>
            </fieldset>
          ))}
        </DialogoFormulario>
      )}
      {movendo !== undefined && (
        <DialogoFormulario titulo={`${TRANSICOES[movendo].rotulo} — processo nº ${formatarProtocolo(p.protocolo)}`} rotuloEnviar={TRANSICOES[movendo].rotulo} enviando={vm.enviando} aoEnviar={() => void vm.mover()} aoFechar={() => { vm.fecharMovimento(); }}>
          <Field
            label="Motivo"
            required={TRANSICOES[movendo].manual}
            hint="Fica no histórico do processo."
            validationMessage={vm.erroMotivo ?? null}
            validationState={vm.erroMotivo === undefined ? 'none' : 'error'}
          >
            <Textarea value={vm.motivo} resize="vertical" onChange={(_, d) => { vm.setMotivo(d.value); }} />
          </Field>
        </DialogoFormulario>
      )}
    </div>
  );
});

export const ProcessoView = vistaPorNumero(
  PROCESSOS.processo,
  'protocolo',
  {
    oQue: 'o processo',
    naoEncontrado: 'Processo não encontrado',
    motivo: 'Não há processo com este protocolo.',
    voltar: { caminho: caminho('processos'), rotulo: 'Voltar à lista de processos' },
    abrir: { titulo: 'Abrir processo', rotulo: 'Número do protocolo', vazio: 'Informe o número do protocolo.' },
  },
  (vm) => vm.carga,
  (vm, p) => <TelaProcesso vm={vm} p={p} />,
);
