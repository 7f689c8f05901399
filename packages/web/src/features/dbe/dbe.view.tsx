/** /processos/dbe/:protocolo?: a process's DBE — found by its control number, set beside the process and the entity, conferred or rejected. */
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, SearchRegular, WarningRegular } from '@fluentui/react-icons';
import { caminho, DBE_MAXIMO, formatarProtocolo, formatDateTime, isoParaBr, numeroDeControle, type DbeDoProcesso, type LinhaComparacao } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { CartaoDecisao, ConfirmarDecisao } from '../../ui/form/decisao-com-motivo.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { vistaPorNumero } from '../../ui/tela/tela-por-numero.view.tsx';
import { Historico, Resumo } from '../processos/index.ts';
import type { DbeViewModel } from './dbe.view-model.ts';
import { DBE } from './dbe.tokens.ts';

const useStyles = makeStyles({
  chave: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'flex-start' },
  recibo: { width: '180px' },
  identificacao: { width: '220px' },
  botao: { marginTop: '26px' },
  dados: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  diverge: { backgroundColor: tokens.colorStatusWarningBackground1 },
  situacao: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  numero: { whiteSpace: 'nowrap' },
});

const NAO_COMPARADOS = /^(endereco\.|qsa$|nomeFantasia$)/;

function Situacao(props: { readonly l: LinhaComparacao; readonly registrada: boolean }): ReactNode {
  const styles = useStyles();
  const { l } = props;
  if (l.diferente) {
    return (
      <span className={styles.situacao}>
        <WarningRegular aria-hidden /> Diverge
      </span>
    );
  }
  if (!props.registrada && NAO_COMPARADOS.test(l.campo)) return 'Não comparado';
  return (
    <span className={styles.situacao}>
      <CheckmarkCircleRegular aria-hidden /> Confere
    </span>
  );
}

const Consulta = observer(function Consulta(props: { readonly vm: DbeViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const erroRecibo = vm.erroDe('recibo');
  const erroIdentificacao = vm.erroDe('identificacao');
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Número de controle do DBE</Subtitle2>
      <form
        className={styles.chave}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void vm.consultar();
        }}
      >
        <Field label="Recibo" required hint="UF e 8 dígitos; cole aqui o número inteiro" validationMessage={erroRecibo ?? null} validationState={erroRecibo === undefined ? 'none' : 'error'}>
          <Input className={styles.recibo} value={vm.recibo} maxLength={40} placeholder="GO12345678" onChange={(_, d) => { vm.setRecibo(d.value); }} />
        </Field>
        <Field label="Identificação" required hint="14 dígitos" validationMessage={erroIdentificacao ?? null} validationState={erroIdentificacao === undefined ? 'none' : 'error'}>
          <Input className={styles.identificacao} value={vm.identificacao} maxLength={20} inputMode="numeric" placeholder="00000000000000" onChange={(_, d) => { vm.setIdentificacao(d.value); }} />
        </Field>
        <Button className={styles.botao} type="submit" icon={<SearchRegular />} disabled={vm.consultando}>
          {vm.consultando ? 'Consultando…' : 'Consultar DBE'}
        </Button>
      </form>
    </Card>
  );
});

const Comparacao = observer(function Comparacao(props: { readonly vm: DbeViewModel; readonly d: DbeDoProcesso }): ReactNode {
  const { vm, d } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const dbe = vm.dbe;
  if (dbe === undefined) return null;
  const n = vm.divergencias.length;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">DBE {numeroDeControle(dbe)}</Subtitle2>
      <dl className={styles.dados}>
        {dbe.protocoloRedesim === undefined ? null : (
          <>
            <dt className={styles.termo}>Protocolo Redesim</dt>
            <dd>{dbe.protocoloRedesim}</dd>
          </>
        )}
        <dt className={styles.termo}>Emitido em</dt>
        <dd>{isoParaBr(dbe.emitidoEm)}</dd>
        <dt className={styles.termo}>Responsável</dt>
        <dd>
          {dbe.responsavel.nome} ({dbe.responsavel.documento}, qualificação {dbe.responsavel.qualificacao})
        </dd>
      </dl>
      <MessageBar intent={n === 0 ? 'success' : 'warning'}>
        <MessageBarBody>
          {n === 0 ? 'O DBE confere com o processo e o cadastro da entidade.' : `O DBE diverge ${n === 1 ? 'em 1 ponto' : `em ${String(n)} pontos`}: confira as linhas marcadas “Diverge”.`}
        </MessageBarBody>
      </MessageBar>
      {d.cartorio.registrada ? null : (
        <MessageBar intent="info">
          <MessageBarBody>A entidade ainda não está registrada aqui: o endereço e o quadro de sócios do DBE são mostrados, não comparados.</MessageBarBody>
        </MessageBar>
      )}
      <Table size="small" aria-label="DBE comparado com o processo e o cadastro">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '18%' }}>Campo</TableHeaderCell>
            <TableHeaderCell>No cartório</TableHeaderCell>
            <TableHeaderCell>No DBE</TableHeaderCell>
            <TableHeaderCell style={{ width: '14%' }}>Situação</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {vm.linhas.map((l, i) => (
            <TableRow key={`${l.campo}-${String(i)}`} className={l.diferente ? styles.diverge : undefined}>
              <TableCell>{l.rotulo}</TableCell>
              <TableCell>{l.local ?? '—'}</TableCell>
              <TableCell>{l.receita ?? '—'}</TableCell>
              <TableCell>
                <Situacao l={l} registrada={d.cartorio.registrada} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
});

const Decisao = observer(function Decisao(props: { readonly vm: DbeViewModel }): ReactNode {
  const { vm } = props;
  if (vm.dbe === undefined) return null;
  if (!vm.podeDecidir) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{vm.semDbe ?? 'Você vê este DBE, mas só quem pode analisar exames o confere.'}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <CartaoDecisao
      titulo="Decisão"
      decisao={vm.decisao}
      dica="Obrigatório para rejeitar, e para conferir um DBE que diverge: vai ao histórico do processo."
      maximo={DBE_MAXIMO.motivo}
      acoes={[
        { valor: 'CONFERIR', rotulo: 'Conferir DBE', icone: <CheckmarkCircleRegular />, principal: true },
        { valor: 'REJEITAR', rotulo: 'Rejeitar DBE', icone: <DismissCircleRegular /> },
      ]}
    />
  );
});

function Conferencias(props: { readonly d: DbeDoProcesso }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  if (props.d.conferencias.length === 0) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">DBEs conferidos neste processo</Subtitle2>
      <Table size="small" aria-label="DBEs conferidos neste processo">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>DBE</TableHeaderCell>
            <TableHeaderCell>Resultado</TableHeaderCell>
            <TableHeaderCell>Divergências</TableHeaderCell>
            <TableHeaderCell>Por</TableHeaderCell>
            <TableHeaderCell>Em</TableHeaderCell>
            <TableHeaderCell style={{ width: '30%' }}>Motivo</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.d.conferencias.map((c) => (
            <TableRow key={c.id}>
              <TableCell className={styles.numero}>{numeroDeControle(c)}</TableCell>
              <TableCell>{c.decisao === 'CONFERIR' ? 'Conferido' : 'Rejeitado'}</TableCell>
              <TableCell>{c.divergencias.length === 0 ? 'Nenhuma' : c.divergencias.map((l) => l.rotulo).join(', ')}</TableCell>
              <TableCell>{c.usuario.nome}</TableCell>
              <TableCell>{formatDateTime(new Date(c.em))}</TableCell>
              <TableCell>{c.motivo ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

const TelaDbe = observer(function TelaDbe(props: { readonly vm: DbeViewModel; readonly d: DbeDoProcesso }): ReactNode {
  const { vm, d } = props;
  const styles = useRegistroStyles();
  const p = d.processo;
  const dbe = vm.dbe;
  return (
    <div className={styles.page}>
      <PageHeader titulo={`DBE do processo nº ${formatarProtocolo(p.protocolo)}`}>
        <AppLink to={caminho('processos.exames.processo', { protocolo: p.protocolo })}>Ver o exame</AppLink>
      </PageHeader>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Resumo</Subtitle2>
        <Resumo p={p} />
      </Card>
      {vm.semDbe === undefined ? <Consulta vm={vm} /> : (
        <MessageBar intent="info">
          <MessageBarBody>{vm.semDbe}</MessageBarBody>
        </MessageBar>
      )}
      <Comparacao vm={vm} d={d} />
      <Decisao vm={vm} />
      <Conferencias d={d} />
      <Historico p={p} />
      <ConfirmarDecisao
        decisao={vm.decisao}
        textos={(x) =>
          x === 'CONFERIR'
            ? { titulo: `Conferir o DBE — processo nº ${formatarProtocolo(p.protocolo)}`, enviar: 'Conferir', texto: `O DBE ${dbe === undefined ? '' : numeroDeControle(dbe)} fica conferido, com ${vm.divergencias.length === 0 ? 'nenhuma divergência' : `${String(vm.divergencias.length)} divergência(s) justificada(s)`}, no histórico do processo.` }
            : { titulo: `Rejeitar o DBE — processo nº ${formatarProtocolo(p.protocolo)}`, enviar: 'Rejeitar', texto: `O DBE ${dbe === undefined ? '' : numeroDeControle(dbe)} fica rejeitado, com o motivo no histórico do processo: o apresentante precisa de um novo DBE.` }
        }
      />
    </div>
  );
});

export const DbeView = vistaPorNumero(
  DBE.processo,
  'protocolo',
  {
    oQue: 'o DBE do processo',
    naoEncontrado: 'Processo não encontrado',
    motivo: 'Não há processo com este protocolo.',
    voltar: { caminho: caminho('processos.exames'), rotulo: 'Voltar à fila de exames' },
    abrir: { titulo: 'Conferir DBE', rotulo: 'Número do protocolo', vazio: 'Informe o número do protocolo.' },
  },
  (vm) => vm.carga,
  (vm, d) => <TelaDbe vm={vm} d={d} />,
);
