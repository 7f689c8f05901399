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
  formatarCodigo,
  formatarProtocolo,
  formatDateTime,
  formatMoney,
  ROTULOS_SITUACAO_DEPOSITO,
  ROTULOS_SITUACAO_PROCESSO,
  rotuloDoHistorico,
  TRANSICOES,
  type Processo,
} from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import { Prazo } from './prazo.view.tsx';
import type { ApresentanteDigitado, ProcessoViewModel } from './processo.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';
import { SituacaoProcessoEtiqueta } from './situacao.view.tsx';

const useStyles = makeStyles({
  colunas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0 },
  codigo: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, letterSpacing: '0.08em' },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '120px' },
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  documentos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  discreto: { color: tokens.colorNeutralForeground3 },
});

function Resumo(props: { readonly p: Processo }): ReactNode {
  const { p } = props;
  const styles = useStyles();
  const item = (termo: string, definicao: ReactNode): ReactNode => (
    <>
      <dt className={styles.termo}>{termo}</dt>
      <dd className={styles.definicao}>{definicao}</dd>
    </>
  );
  return (
    <dl className={styles.resumo}>
      {item('Situação', (
        <>
          <SituacaoProcessoEtiqueta situacao={p.situacao} />
          {p.situacaoAnterior !== undefined && <span className={styles.discreto}> (interrompido em “{ROTULOS_SITUACAO_PROCESSO[p.situacaoAnterior]}”)</span>}
        </>
      ))}
      {item('Protocolado em', `${formatDateTime(new Date(p.protocoladoEm))} por ${p.usuario}`)}
      {item('Prazo legal', <Prazo prazo={p.prazo} situacao={p.prazoSituacao} />)}
      {item('Ato', p.tipoAtoNome)}
      {item('Entidade', p.empresaId === undefined ? `${p.empresaNome} (nova)` : <AppLink to={caminho('empresa.salvar', { id: p.empresaId })}>{p.empresaNome}</AppLink>)}
      {item('Responsável', p.responsavel === undefined ? <span className={styles.discreto}>Aguardando distribuição</span> : `${p.responsavel.nome}${p.grupo === undefined ? '' : ` — ${p.grupo.nome}`}`)}
      {item(
        'Depósito prévio',
        p.deposito === undefined ? <span className={styles.discreto}>Não recebido</span> : `${formatMoney(p.deposito.valorCentavos)} · recibo nº ${String(p.deposito.reciboNumero)} · ${ROTULOS_SITUACAO_DEPOSITO[p.deposito.situacao]}`,
      )}
      {item('Código de verificação', <span className={styles.codigo}>{formatarCodigo(p.codigoVerificacao)}</span>)}
    </dl>
  );
}

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

function Historico(props: { readonly p: Processo }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Histórico</Subtitle2>
      <Table size="small" aria-label="Histórico do processo">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '150px' }}>Quando</TableHeaderCell>
            <TableHeaderCell style={{ width: '110px' }}>Quem</TableHeaderCell>
            <TableHeaderCell>O quê</TableHeaderCell>
            <TableHeaderCell style={{ width: '35%' }}>Por quê</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...props.p.historico].reverse().map((h, k) => (
            <TableRow key={String(k)}>
              <TableCell>{formatDateTime(new Date(h.em))}</TableCell>
              <TableCell>{h.usuario}</TableCell>
              <TableCell>
                {rotuloDoHistorico(h.evento)}
                {h.de !== undefined && h.para !== undefined && <span className={styles.discreto}> — {ROTULOS_SITUACAO_PROCESSO[h.de]} → {ROTULOS_SITUACAO_PROCESSO[h.para]}</span>}
                {h.responsavel !== undefined && <span className={styles.discreto}> — para {h.responsavel}</span>}
              </TableCell>
              <TableCell>{h.motivo ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

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
      <Servicos p={p} />
      <Historico p={p} />
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

const AbrirPorNumero = observer(function AbrirPorNumero(props: { readonly vm: ProcessoViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <div className={styles.page}>
      <PageHeader titulo="Abrir processo" />
      <Card className={styles.card}>
        <form
          noValidate
          className={styles.linha}
          onSubmit={(e) => {
            e.preventDefault();
            vm.abrirNumero();
          }}
        >
          <Field label="Número do protocolo" validationMessage={vm.erroBusca ?? null} validationState={vm.erroBusca === undefined ? 'none' : 'error'}>
            <Input value={vm.numeroBusca} inputMode="numeric" autoFocus onChange={(_, d) => { vm.setNumeroBusca(d.value); }} />
          </Field>
          <Button type="submit" appearance="primary">
            Abrir
          </Button>
          <AppLink to={caminho('processos')}>Ver a lista de processos</AppLink>
        </form>
      </Card>
    </div>
  );
});

export function ProcessoView(): ReactNode {
  const { protocolo } = useParams();
  return <TelaDoProcesso key={protocolo ?? 'nenhum'} protocolo={protocolo} />;
}

const TelaDoProcesso = observer(function TelaDoProcesso(props: { readonly protocolo: string | undefined }): ReactNode {
  const vm = useViewModel(PROCESSOS.processo, (v) => {
    v.configure(props.protocolo);
  });
  return (
    <TelaCarregada vm={vm} oQue="o processo">
      {() => {
        if (vm.naoEncontrado) {
          return (
            <MessagePage titulo="Processo não encontrado" acoes={<AppLink to={caminho('processos')}>Voltar à lista de processos</AppLink>}>
              <p>Não há processo com este protocolo.</p>
            </MessagePage>
          );
        }
        if (vm.semProtocolo || vm.processo === undefined) return <AbrirPorNumero vm={vm} />;
        return <TelaProcesso vm={vm} p={vm.processo} />;
      }}
    </TelaCarregada>
  );
});
