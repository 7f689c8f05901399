/** /processos/exames/detalhes/:id?: one exam round — the decision, its requirements and how each was answered, its note and sendings. */
import {
  Button,
  Card,
  Field,
  Input,
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
import { MailRegular, PrintRegular } from '@fluentui/react-icons';
import {
  caminho,
  duracaoPorExtenso,
  estadoDoEnvio,
  formatarProtocolo,
  formatDateTime,
  isoParaBr,
  ROTULOS_DECISAO_EXAME,
  ROTULOS_SITUACAO_EXIGENCIA,
  type EstadoTarefa,
  type Exame,
  type SituacaoExigencia,
} from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { Etiqueta, type TomEtiqueta } from '../../ui/etiqueta.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { vistaPorNumero } from '../../ui/tela/tela-por-numero.view.tsx';
import type { DetalhesExameViewModel } from './detalhes.view-model.ts';
import { EXAMES } from './exames.tokens.ts';

const useStyles = makeStyles({
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0 },
  discreto: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  texto: { whiteSpace: 'pre-wrap' },
});

const TOM_EXIGENCIA: Readonly<Record<SituacaoExigencia, TomEtiqueta>> = { ABERTA: 'aviso', CUMPRIDA: 'sucesso', NAO_CUMPRIDA: 'perigo', VENCIDA: 'perigo' };
const TOM_ENVIO: Readonly<Record<EstadoTarefa, TomEtiqueta>> = { criada: 'discreto', executando: 'discreto', repetir: 'aviso', concluida: 'sucesso', cancelada: 'perigo', falhou: 'perigo' };

function Resumo(props: { readonly e: Exame }): ReactNode {
  const { e } = props;
  const styles = useStyles();
  const item = (termo: string, definicao: ReactNode): ReactNode => (
    <>
      <dt className={styles.termo}>{termo}</dt>
      <dd className={styles.definicao}>{definicao}</dd>
    </>
  );
  return (
    <dl className={styles.resumo}>
      {item('Processo', <AppLink to={caminho('processos.exames.processo', { protocolo: e.protocolo })}>nº {formatarProtocolo(e.protocolo)}</AppLink>)}
      {item('Ato e entidade', `${e.tipoAtoNome} — ${e.empresaNome}`)}
      {item('Apresentante', `${e.apresentante.nome}${e.apresentante.email === undefined ? '' : ` (${e.apresentante.email})`}`)}
      {item('Examinador', e.examinador.nome)}
      {item('Recebido para exame', formatDateTime(new Date(e.iniciadoEm)))}
      {item('Decidido em', `${formatDateTime(new Date(e.decididoEm))} (${duracaoPorExtenso(e.iniciadoEm, e.decididoEm)})`)}
      {item('Decisão', ROTULOS_DECISAO_EXAME[e.decisao])}
      {e.prazoExigencia !== undefined && item('Prazo para cumprimento', isoParaBr(e.prazoExigencia) ?? e.prazoExigencia)}
      {e.observacao !== undefined && item('Observação', e.observacao)}
    </dl>
  );
}

function Exigencias(props: { readonly e: Exame }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Exigências</Subtitle2>
      <Table size="small" aria-label="Exigências do exame">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '40px' }}>Nº</TableHeaderCell>
            <TableHeaderCell>Exigência e fundamento</TableHeaderCell>
            <TableHeaderCell style={{ width: '140px' }}>Situação</TableHeaderCell>
            <TableHeaderCell style={{ width: '32%' }}>Resposta no reingresso</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.e.exigencias.map((x) => (
            <TableRow key={x.id}>
              <TableCell>{x.ordem}</TableCell>
              <TableCell>
                <div className={styles.texto}>{x.texto}</div>
                <div className={styles.discreto}>Fundamento: {x.fundamento}</div>
              </TableCell>
              <TableCell>
                <Etiqueta tom={TOM_EXIGENCIA[x.situacao]}>{ROTULOS_SITUACAO_EXIGENCIA[x.situacao]}</Etiqueta>
              </TableCell>
              <TableCell>
                {x.resposta ?? ''}
                {x.respondidaEm !== undefined && (
                  <div className={styles.discreto}>
                    {formatDateTime(new Date(x.respondidaEm))} por {x.respondidaPor ?? ''}
                  </div>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

const Envios = observer(function Envios(props: { readonly vm: DetalhesExameViewModel; readonly e: Exame }): ReactNode {
  const { vm, e } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Envios da nota por e-mail</Subtitle2>
      {e.envios.length === 0 ? (
        <span className={styles.discreto}>A nota ainda não foi enviada por e-mail.</span>
      ) : (
        <Table size="small" aria-label="Envios da nota">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Quando</TableHeaderCell>
              <TableHeaderCell>Por</TableHeaderCell>
              <TableHeaderCell>Para</TableHeaderCell>
              <TableHeaderCell>Situação</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {e.envios.map((v) => (
              <TableRow key={v.id}>
                <TableCell>{formatDateTime(new Date(v.em))}</TableCell>
                <TableCell>{v.usuario}</TableCell>
                <TableCell>{v.para}</TableCell>
                <TableCell>
                  <Etiqueta tom={TOM_ENVIO[v.estado]}>{estadoDoEnvio(v)}</Etiqueta>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {vm.envioPendente && <span className={styles.discreto} role="status">Acompanhando o envio: esta lista se atualiza sozinha.</span>}
    </Card>
  );
});

const TelaDetalhes = observer(function TelaDetalhes(props: { readonly vm: DetalhesExameViewModel; readonly e: Exame }): ReactNode {
  const { vm, e } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <div className={styles.page}>
      <PageHeader titulo={`${String(e.rodada)}º exame do processo nº ${formatarProtocolo(e.protocolo)}`}>
        {e.decisao === 'EXIGENCIA' && (
          <Button icon={<PrintRegular />} onClick={() => void vm.imprimirNota()}>
            Imprimir nota
          </Button>
        )}
        {vm.podeEnviar && (
          <Button appearance="primary" icon={<MailRegular />} onClick={() => { vm.pedirEnvio(); }}>
            Enviar por e-mail
          </Button>
        )}
      </PageHeader>
      <Card className={styles.card}>
        <Resumo e={e} />
      </Card>
      {e.exigencias.length > 0 && <Exigencias e={e} />}
      {e.decisao === 'EXIGENCIA' && <Envios vm={vm} e={e} />}
      {vm.enviandoPara !== undefined && (
        <DialogoFormulario titulo={`Enviar a nota do processo nº ${formatarProtocolo(e.protocolo)}`} rotuloEnviar="Enviar" enviando={vm.enviando} aoEnviar={() => void vm.enviar()} aoFechar={() => { vm.fecharEnvio(); }}>
          <Field label="E-mail" required hint="A nota vai em PDF, anexa. Se o envio falhar, ele é repetido até ir." validationMessage={vm.erroPara ?? null} validationState={vm.erroPara === undefined ? 'none' : 'error'}>
            <Input type="email" value={vm.enviandoPara} onChange={(_, d) => { vm.setPara(d.value); }} />
          </Field>
        </DialogoFormulario>
      )}
    </div>
  );
});

export const DetalhesExameView = vistaPorNumero(
  EXAMES.detalhes,
  'id',
  {
    oQue: 'o exame',
    naoEncontrado: 'Exame não encontrado',
    motivo: 'Abra o exame pelo processo: cada exame decidido aparece na tela de exame do processo.',
    voltar: { caminho: caminho('processos.exames'), rotulo: 'Voltar à fila de exames' },
    abrir: { titulo: 'Detalhes do exame', rotulo: 'Número do exame', vazio: 'Informe o número do exame.' },
  },
  (vm) => vm.carga,
  (vm, e) => <TelaDetalhes vm={vm} e={e} />,
);
