/** /enviar-selo-eletronico: the used seals sent to the court, followed to its receipts; refusals corrected and sent again. */
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular, SendRegular } from '@fluentui/react-icons';
import { formatDateTime, ROTULOS_SITUACAO_ENVIO, SELO_MAXIMO } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import type { EnvioSelosViewModel } from './envio.view-model.ts';
import { BarraAndamento } from './andamento.view.tsx';
import { SELOS } from './selos.tokens.ts';

const useStyles = makeStyles({
  codigo: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

const Envio = observer(function Envio(props: { readonly vm: EnvioSelosViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const e = vm.envio;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Enviar ao tribunal</Subtitle2>
      <div className={styles.acoes}>
        <Text>{vm.pendentes === undefined ? 'Contando os selos pendentes…' : vm.pendentes === 0 ? 'Nenhum selo utilizado aguarda envio.' : `${vm.pendentes.toLocaleString('pt-BR')} ${vm.pendentes === 1 ? 'selo utilizado aguarda' : 'selos utilizados aguardam'} envio ao tribunal.`}</Text>
        {vm.podeEnviar && (
          <Button appearance="primary" icon={<SendRegular />} disabled={vm.enviando || vm.pendentes === 0 || e?.situacao === 'ENVIANDO'} onClick={() => void vm.enviar()}>
            Enviar selos pendentes
          </Button>
        )}
      </div>
      {e?.situacao === 'ENVIANDO' && (
        <BarraAndamento andamento={vm.andamento} padrao="Enviando" rotulo="Andamento do envio" />
      )}
      {e !== undefined && e.situacao !== 'ENVIANDO' && (
        <MessageBar intent={e.situacao === 'FALHOU' ? 'error' : e.rejeitados > 0 ? 'warning' : 'success'}>
          <MessageBarBody>
            Envio {e.id}: {e.aceitos.toLocaleString('pt-BR')} aceitos, {e.rejeitados.toLocaleString('pt-BR')} rejeitados
            {e.recibos.length > 0 ? ` · recibo do tribunal nº ${e.recibos.join(', ')}` : ''}
            {e.erro === undefined ? '' : ` · ${e.erro}`}
          </MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
});

const Rejeitados = observer(function Rejeitados(props: { readonly vm: EnvioSelosViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  if (vm.rejeitados.length === 0) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Rejeitados pelo tribunal</Subtitle2>
      <Table size="small" aria-label="Selos rejeitados pelo tribunal">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '215px' }}>Selo</TableHeaderCell>
            <TableHeaderCell style={{ width: '100px' }}>Processo</TableHeaderCell>
            <TableHeaderCell>Motivo do tribunal</TableHeaderCell>
            <TableHeaderCell style={{ width: '130px' }}>Ações</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {vm.rejeitados.map((s) => (
            <TableRow key={s.id}>
              <TableCell className={styles.codigo}>{s.codigo}</TableCell>
              <TableCell>{s.protocolo ?? ''}</TableCell>
              <TableCell>{s.rejeicao ?? ''}</TableCell>
              <TableCell>
                {vm.podeEnviar && (
                  <Button size="small" icon={<EditRegular />} aria-label={`Corrigir o selo ${s.codigo}`} onClick={() => { vm.pedirCorrecao(s); }}>
                    Corrigir
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
});

export const EnvioSelosView = observer(function EnvioSelosView(): ReactNode {
  const vm = useViewModel(SELOS.envio);
  const styles = useRegistroStyles();
  useEffect(() => {
    void vm.carregar();
    return () => {
      vm.encerrar();
    };
  }, [vm]);
  useTelaPronta(vm.pendentes !== undefined);
  const c = vm.corrigindo;
  return (
    <div className={styles.page}>
      <PageHeader titulo="Enviar selo eletrônico" />
      <Envio vm={vm} />
      <Rejeitados vm={vm} />
      {vm.envios.length > 0 && (
        <Card className={styles.card}>
          <Subtitle2 as="h2">Envios</Subtitle2>
          <Table size="small" aria-label="Envios ao tribunal">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Envio</TableHeaderCell>
                <TableHeaderCell>Situação</TableHeaderCell>
                <TableHeaderCell>Aceitos</TableHeaderCell>
                <TableHeaderCell>Rejeitados</TableHeaderCell>
                <TableHeaderCell>Recibos do tribunal</TableHeaderCell>
                <TableHeaderCell>Por</TableHeaderCell>
                <TableHeaderCell>Em</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {vm.envios.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>{e.id}</TableCell>
                  <TableCell>{ROTULOS_SITUACAO_ENVIO[e.situacao]}</TableCell>
                  <TableCell>{e.aceitos.toLocaleString('pt-BR')}</TableCell>
                  <TableCell>{e.rejeitados.toLocaleString('pt-BR')}</TableCell>
                  <TableCell>{e.recibos.join(', ') || '—'}</TableCell>
                  <TableCell>{e.criadoPor ?? 'envio noturno'}</TableCell>
                  <TableCell>{formatDateTime(new Date(e.criadoEm))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {c !== undefined && (
        <DialogoFormulario titulo={`Corrigir o selo ${c.codigo}`} rotuloEnviar="Corrigir e reenviar" enviando={false} aoEnviar={() => void vm.corrigir()} aoFechar={() => { vm.cancelarCorrecao(); }}>
          <Text>O tribunal recusou: {c.rejeicao ?? ''}</Text>
          <Field label={c.tribunal === 'GO' ? 'Código do ato' : 'Código de segurança'} validationMessage={vm.erroDe('validador') ?? null} validationState={vm.erroDe('validador') === undefined ? 'none' : 'error'}>
            <Input value={vm.validador} onChange={(_, d) => { vm.setValidador(d.value); }} />
          </Field>
          <Field label="O que foi corrigido" required validationMessage={vm.erroDe('motivo') ?? null} validationState={vm.erroDe('motivo') === undefined ? 'none' : 'error'}>
            <Textarea value={vm.motivo} maxLength={SELO_MAXIMO.motivo} resize="vertical" onChange={(_, d) => { vm.setMotivo(d.value); }} />
          </Field>
        </DialogoFormulario>
      )}
    </div>
  );
});
