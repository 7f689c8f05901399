/** /processos/conferencia/processo/:protocolo?: a confirmed title's conference — the act's list ticked, and the outcome. */
import {
  Button,
  Card,
  Field,
  Textarea,
  Checkbox,
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
import { ArrowUndoRegular, BookRegular, CheckmarkCircleRegular, PrintRegular } from '@fluentui/react-icons';
import { caminho, CONFERENCIA_MAXIMO, endossoDoRegistro, formatarProtocolo, formatDateTime, REGISTRO_MAXIMO, type ConferenciaDoProcesso } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { CartaoDecisao, ConfirmarDecisao, MotivoEAcoes } from '../../ui/form/decisao-com-motivo.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { vistaPorNumero } from '../../ui/tela/tela-por-numero.view.tsx';
import { Historico, Resumo } from '../processos/index.ts';
import type { ConferenciaViewModel } from './conferencia.view-model.ts';
import { CONFERENCIAS } from './conferencias.tokens.ts';

const useStyles = makeStyles({
  colunas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  itens: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  quem: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, marginLeft: '32px' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
});

const Lista = observer(function Lista(props: { readonly vm: ConferenciaViewModel; readonly c: ConferenciaDoProcesso }): ReactNode {
  const { vm, c } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const erroItens = vm.decisao.erro?.campo === 'itens' ? vm.decisao.erro.mensagem : undefined;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">O que a conferência confere</Subtitle2>
      <div className={styles.itens} role="group" aria-label="Itens da conferência">
        {c.itens.length === 0 && <span className={styles.quem}>O catálogo não lista itens de conferência para este ato.</span>}
        {c.itens.map((i) => (
          <div key={i.item}>
            <Checkbox
              label={i.item}
              checked={vm.marcado(i)}
              disabled={!vm.podeConferir}
              onChange={(_, data) => void vm.marcar(i.item, data.checked === true)}
            />
            {i.marca !== undefined && (
              <div className={styles.quem}>
                Conferido por {i.marca.usuario.nome} em {formatDateTime(new Date(i.marca.em))}
              </div>
            )}
          </div>
        ))}
      </div>
      {erroItens !== undefined && (
        <MessageBar intent="error">
          <MessageBarBody>{erroItens}</MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
});

const Desfecho = observer(function Desfecho(props: { readonly vm: ConferenciaViewModel; readonly c: ConferenciaDoProcesso }): ReactNode {
  const { vm, c } = props;
  if (!vm.podeConferir) {
    const texto =
      c.processo.situacao === 'CONFERENCIA_OFICIAL'
        ? 'Conferido: o título aguarda a conferência do oficial.'
        : c.processo.situacao === 'CONFERENCIA'
          ? 'Você vê esta conferência, mas só quem pode fazer conferências a registra.'
          : vm.registro !== undefined
            ? undefined
            : 'Este processo não está em conferência.';
    return texto === undefined ? null : (
      <MessageBar intent="info">
        <MessageBarBody>{texto}</MessageBarBody>
      </MessageBar>
    );
  }
  if (vm.noOficial) return <Registrar vm={vm} c={c} />;
  return (
    <CartaoDecisao
      titulo="Concluir a conferência"
      decisao={vm.decisao}
      dica="Obrigatório para devolver ao exame: fica no histórico do processo."
      maximo={CONFERENCIA_MAXIMO.motivo}
      acoes={[
        { valor: 'CONFERIR', rotulo: 'Conferido', icone: <CheckmarkCircleRegular />, principal: true },
        { valor: 'DEVOLVER', rotulo: 'Devolver ao exame', icone: <ArrowUndoRegular /> },
      ]}
    />
  );
});

/** The officer's conference ends here: the registration, or back to the exam with the reason. */
const Registrar = observer(function Registrar(props: { readonly vm: ConferenciaViewModel; readonly c: ConferenciaDoProcesso }): ReactNode {
  const { vm, c } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const erro = vm.erroRegistro;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">{c.especieAto === 'AVERBACAO' ? 'Averbação' : 'Registro no livro'}</Subtitle2>
      {vm.pedeObjeto && (
        <Field label="Objeto (finalidade) da entidade" required hint="Como está no estatuto registrado: vai para o cadastro da entidade." validationMessage={erro?.campo === 'objeto' ? erro.mensagem : null} validationState={erro?.campo === 'objeto' ? 'error' : 'none'}>
          <Textarea value={vm.objeto} resize="vertical" maxLength={REGISTRO_MAXIMO.objeto} onChange={(_, d) => { vm.setObjeto(d.value); }} />
        </Field>
      )}
      {vm.pedeDescricao && (
        <Field label="O que se averba" hint={`Em branco: “${c.processo.tipoAtoNome}”.`}>
          <Textarea value={vm.descricao} resize="vertical" maxLength={REGISTRO_MAXIMO.descricao} onChange={(_, d) => { vm.setDescricao(d.value); }} />
        </Field>
      )}
      {erro !== undefined && erro.campo !== 'objeto' && (
        <MessageBar intent="error">
          <MessageBarBody>{erro.mensagem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.acoes}>
        <Button appearance="primary" icon={<BookRegular />} disabled={vm.registrando} onClick={() => { vm.pedirRegistro(); }}>
          {c.especieAto === 'AVERBACAO' ? 'Averbar' : 'Registrar'}
        </Button>
      </div>
      <MotivoEAcoes decisao={vm.decisao} dica="Para devolver ao exame: o motivo fica no histórico do processo." maximo={CONFERENCIA_MAXIMO.motivo} acoes={[{ valor: 'DEVOLVER', rotulo: 'Devolver ao exame', icone: <ArrowUndoRegular /> }]} />
      {vm.confirmandoRegistro && (
        <DialogoFormulario
          titulo={`${c.especieAto === 'AVERBACAO' ? 'Averbar' : 'Registrar'} — processo nº ${formatarProtocolo(c.processo.protocolo)}`}
          rotuloEnviar={c.especieAto === 'AVERBACAO' ? 'Averbar' : 'Registrar no livro'}
          enviando={vm.registrando}
          aoEnviar={() => void vm.registrar()}
          aoFechar={() => { vm.cancelarRegistro(); }}
        >
          <p>
            {c.especieAto === 'AVERBACAO'
              ? `${c.processo.empresaNome}: a averbação recebe o próximo número do registro.`
              : `${c.processo.empresaNome}: o registro recebe o próximo número e a próxima folha do livro aberto.`}{' '}
            O depósito prévio é acertado com os atos no mesmo lançamento.
          </p>
        </DialogoFormulario>
      )}
    </Card>
  );
});

/** What the registration wrote, its certificate and the way to the delivery. */
const Lancamento = observer(function Lancamento(props: { readonly vm: ConferenciaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const r = vm.registro;
  if (r === undefined) return null;
  return (
    <Card className={styles.card} role="region" aria-label="Registro">
      <Subtitle2 as="h2">{r.especie === 'AVERBACAO' ? 'Averbação' : 'Registro'}</Subtitle2>
      <p>{endossoDoRegistro(r)}</p>
      <div className={styles.acoes}>
        <Button icon={<PrintRegular />} onClick={() => void vm.imprimirCertidao()}>
          Imprimir certidão de registro
        </Button>
        {vm.podeEmitirCertidao && (
          <Button appearance="primary" icon={<CheckmarkCircleRegular />} onClick={() => void vm.emitirCertidao()}>
            Emitir certidão
          </Button>
        )}
        <AppLink to={caminho('processos.editar', { protocolo: r.protocolo })}>Abrir o processo para a entrega</AppLink>
      </div>
    </Card>
  );
});

function Conferencias(props: { readonly c: ConferenciaDoProcesso }): ReactNode {
  const styles = useRegistroStyles();
  if (props.c.conferencias.length === 0) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Conferências anteriores</Subtitle2>
      <Table size="small" aria-label="Conferências do processo">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Etapa</TableHeaderCell>
            <TableHeaderCell>Resultado</TableHeaderCell>
            <TableHeaderCell>Por</TableHeaderCell>
            <TableHeaderCell>Em</TableHeaderCell>
            <TableHeaderCell style={{ width: '35%' }}>Motivo</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.c.conferencias.map((x) => (
            <TableRow key={x.id}>
              <TableCell>{x.etapa === 'OFICIAL' ? 'Conferência do oficial' : 'Conferência'}</TableCell>
              <TableCell>{x.decisao === 'CONFERIR' ? 'Conferido' : 'Devolvido ao exame'}</TableCell>
              <TableCell>{x.usuario.nome}</TableCell>
              <TableCell>{formatDateTime(new Date(x.em))}</TableCell>
              <TableCell>{x.motivo ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

const TelaConferencia = observer(function TelaConferencia(props: { readonly vm: ConferenciaViewModel; readonly c: ConferenciaDoProcesso }): ReactNode {
  const { vm, c } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const p = c.processo;
  return (
    <div className={styles.page}>
      <PageHeader titulo={`${c.etapa === 'OFICIAL' ? 'Conferência do oficial' : vm.registro !== undefined ? 'Registro' : 'Conferência'} do processo nº ${formatarProtocolo(p.protocolo)}`} />
      <div className={styles.colunas}>
        <Card className={styles.card}>
          <Subtitle2 as="h2">Resumo</Subtitle2>
          <Resumo p={p} />
        </Card>
        <Lista vm={vm} c={c} />
      </div>
      <Lancamento vm={vm} />
      <Desfecho vm={vm} c={c} />
      <Conferencias c={c} />
      <Historico p={p} />
      <ConfirmarDecisao
        decisao={vm.decisao}
        textos={(d) =>
          d === 'CONFERIR'
            ? { titulo: `Conferido — processo nº ${formatarProtocolo(p.protocolo)}`, enviar: 'Enviar à conferência do oficial', texto: 'Todos os itens foram conferidos: o título segue para a conferência do oficial.' }
            : { titulo: `Devolver ao exame — processo nº ${formatarProtocolo(p.protocolo)}`, enviar: 'Devolver', texto: 'O processo volta ao exame, com o motivo no histórico; a próxima conferência começa do zero.' }
        }
      />
    </div>
  );
});

export const ConferenciaView = vistaPorNumero(
  CONFERENCIAS.processo,
  'protocolo',
  {
    oQue: 'a conferência',
    naoEncontrado: 'Processo não encontrado',
    motivo: 'Não há processo com este protocolo.',
    voltar: { caminho: caminho('processos.conferencia'), rotulo: 'Voltar à conferência' },
    abrir: { titulo: 'Conferir processo', rotulo: 'Número do protocolo', vazio: 'Informe o número do protocolo.' },
  },
  (vm) => vm.carga,
  (vm, c) => <TelaConferencia vm={vm} c={c} />,
);
