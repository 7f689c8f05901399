/** /empresa/historico/:id: an entity's history as a timeline. */
import {
  Button,
  Card,
  Field,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { EditRegular, EyeOffRegular } from '@fluentui/react-icons';
import { caminho, formatDateTime, type EventoHistorico } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Carregando } from '../../ui/carregando.view.tsx';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import type { EmpresaHistoricoViewModel } from './empresa-historico.view-model.ts';
import { EMPRESAS } from './empresas.tokens.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  barra: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  lista: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  evento: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  oculto: { opacity: 0.75, borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}` },
  topo: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  quando: { color: tokens.colorNeutralForeground2 },
  resumo: { fontWeight: tokens.fontWeightSemibold },
  motivo: { color: tokens.colorPaletteRedForeground1 },
  campo: { width: '180px' },
  vazio: { color: tokens.colorNeutralForeground3 },
});

const ACOES: Readonly<Record<EventoHistorico['acao'], string>> = {
  CRIACAO: 'Cadastro',
  ALTERACAO: 'Alteração',
  AVERBACAO: 'Averbação',
  REMOCAO: 'Exclusão',
  OCULTACAO: 'Ocultação',
};

const Evento = observer(function Evento(props: { readonly vm: EmpresaHistoricoViewModel; readonly evento: EventoHistorico }): ReactNode {
  const { vm, evento } = props;
  const styles = useStyles();
  const oculto = evento.oculto;
  return (
    <li>
      <Card className={oculto === undefined ? styles.evento : `${styles.evento} ${styles.oculto}`} aria-label={`${ACOES[evento.acao]} em ${formatDateTime(new Date(evento.momento))}`}>
        <div className={styles.topo}>
          <div>
            <Etiqueta tom={evento.acao === 'OCULTACAO' || oculto !== undefined ? 'perigo' : evento.acao === 'AVERBACAO' ? 'aviso' : 'discreto'}>{ACOES[evento.acao]}</Etiqueta>{' '}
            <span className={styles.resumo}>{evento.resumo}</span>
          </div>
          <span className={styles.quando}>
            {formatDateTime(new Date(evento.momento))} · {evento.usuario ?? 'sistema'}
          </span>
        </div>
        {oculto !== undefined && (
          <Text className={styles.motivo}>
            Oculta do histórico por {oculto.usuario ?? 'sistema'} em {formatDateTime(new Date(oculto.momento))}: {oculto.motivo}
          </Text>
        )}
        {evento.alteracoes.length > 0 && (
          <Table size="extra-small" aria-label={`Campos — ${evento.resumo}`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell className={styles.campo}>Campo</TableHeaderCell>
                <TableHeaderCell>Antes</TableHeaderCell>
                <TableHeaderCell>Depois</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {evento.alteracoes.map((a) => (
                <TableRow key={a.campo}>
                  <TableCell>{a.rotulo}</TableCell>
                  <TableCell>{a.antes ?? <span className={styles.vazio}>—</span>}</TableCell>
                  <TableCell>{a.depois ?? <span className={styles.vazio}>—</span>}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {vm.podeOcultar && oculto === undefined && evento.acao !== 'OCULTACAO' && evento.acao !== 'REMOCAO' && (
          <div>
            <Button
              size="small"
              icon={<EyeOffRegular />}
              onClick={() => {
                vm.abrirOcultar(evento);
              }}
            >
              Ocultar do histórico
            </Button>
          </div>
        )}
      </Card>
    </li>
  );
});

const OcultarDialog = observer(function OcultarDialog(props: { readonly vm: EmpresaHistoricoViewModel }): ReactNode {
  const { vm } = props;
  const evento = vm.ocultando;
  if (evento === undefined) return null;
  return (
    <DialogoFormulario
      titulo="Ocultar do histórico"
      rotuloEnviar="Ocultar"
      enviando={vm.enviando}
      aoEnviar={() => void vm.ocultar()}
      aoFechar={() => {
        vm.fecharOcultar();
      }}
    >
      <p>
        “{evento.resumo}” sai da linha do tempo. A trilha de auditoria continua com ela, e a ocultação fica registrada e visível em “Mostrar entradas
        ocultas”.
      </p>
      <Field label="Motivo" required validationMessage={vm.erroMotivo ?? null} validationState={vm.erroMotivo === undefined ? 'none' : 'error'}>
        <Textarea
          value={vm.motivo}
          rows={3}
          onChange={(_e, d) => {
            vm.setMotivo(d.value);
          }}
        />
      </Field>
    </DialogoFormulario>
  );
});

export const EmpresaHistoricoView = observer(function EmpresaHistoricoView(): ReactNode {
  const { id } = useParams();
  const vm = useViewModel(EMPRESAS.historicoViewModel, (v) => {
    v.configure(id);
  });
  const styles = useStyles();
  useEffect(() => {
    void vm.carregar();
  }, [vm]);
  useTelaPronta(vm.status !== 'carregando');

  if (vm.status === 'carregando' && vm.eventos.length === 0) return <Carregando tamanho={32} espessura={3} rotulo="Carregando..." />;
  if (vm.status === 'naoEncontrado' || vm.status === 'erro') {
    return (
      <MessagePage titulo={vm.status === 'erro' ? 'Não foi possível abrir o histórico' : 'Empresa não encontrada'} acoes={<AppLink to={caminho('empresa')}>Voltar à lista de empresas</AppLink>}>
        <p>{vm.status === 'erro' ? 'Verifique sua conexão e tente novamente.' : 'Não há histórico para este endereço: a empresa pode não existir.'}</p>
      </MessagePage>
    );
  }
  const empresa = vm.empresa;
  return (
    <div className={styles.page}>
      <PageHeader titulo={vm.titulo}>
        {empresa !== undefined && (
          <AppLink to={caminho('empresa.salvar', { id: empresa.id })}>
            <EditRegular /> Abrir o cadastro
          </AppLink>
        )}
      </PageHeader>
      <div className={styles.barra}>
        <Text>{vm.eventos.length === 1 ? '1 entrada' : `${String(vm.eventos.length)} entradas`}, da mais recente à mais antiga</Text>
        <Switch
          label="Mostrar entradas ocultas"
          checked={vm.ocultos}
          onChange={(_e, d) => {
            void vm.mostrarOcultos(d.checked);
          }}
        />
      </div>
      <ol className={styles.lista} aria-label="Histórico">
        {vm.eventos.map((e) => (
          <Evento key={e.id} vm={vm} evento={e} />
        ))}
      </ol>
      <OcultarDialog vm={vm} />
    </div>
  );
});
