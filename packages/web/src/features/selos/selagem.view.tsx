/** /selagem-manual: a process's seals, a seal applied by hand with its reason, a seal voided with its reason. */
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
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
import { DeleteRegular, SearchRegular, CertificateRegular } from '@fluentui/react-icons';
import { formatDateTime, SITUACOES_IMPRIMIVEIS, ROTULOS_SITUACAO_SELO, ROTULOS_TIPO_SELO, SELO_MAXIMO, TIPOS_SELO, type TipoSelo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { LinksImpressao } from './pesquisa.view.tsx';
import type { SelagemManualViewModel } from './selagem.view-model.ts';
import { SELOS } from './selos.tokens.ts';

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  protocolo: { width: '160px' },
  codigo: { width: '260px' },
  botao: { marginTop: '26px' },
  codigoSelo: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
});

const campo = (vm: SelagemManualViewModel, nome: string): { validationMessage: string | null; validationState: 'error' | 'none' } => {
  const erro = vm.erroDe(nome);
  return { validationMessage: erro ?? null, validationState: erro === undefined ? 'none' : 'error' };
};

const Selagem = observer(function Selagem(props: { readonly vm: SelagemManualViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Selar um ato</Subtitle2>
      <form
        noValidate
        className={styles.linha}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.consultar();
        }}
      >
        <Field label="Protocolo do ato" required {...campo(vm, 'protocolo')}>
          <Input className={styles.protocolo} inputMode="numeric" value={vm.protocolo} onChange={(_, d) => { vm.setProtocolo(d.value); }} />
        </Field>
        <Button className={styles.botao} type="submit" icon={<SearchRegular />}>
          Ver os selos do processo
        </Button>
      </form>
      {vm.podeSelar ? (
        <>
          <div className={styles.linha}>
            <Field label="Tipo de selo" required>
              <Select value={vm.tipo} onChange={(_, d) => { vm.setTipo(d.value as TipoSelo); }}>
                {TIPOS_SELO.map((t) => (
                  <option key={t} value={t}>
                    {ROTULOS_TIPO_SELO[t]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Código do selo" hint="Opcional: vazio usa o próximo do estoque" {...campo(vm, 'codigo')}>
              <Input className={styles.codigo} value={vm.codigo} onChange={(_, d) => { vm.setCodigo(d.value); }} />
            </Field>
          </div>
          <Field label="Motivo" required hint="Contingência ou correção: fica no histórico do selo e do processo" {...campo(vm, 'motivo')}>
            <Textarea value={vm.motivo} maxLength={SELO_MAXIMO.motivo} resize="vertical" onChange={(_, d) => { vm.setMotivo(d.value); }} />
          </Field>
          <div>
            <Button appearance="primary" icon={<CertificateRegular />} disabled={vm.enviando} onClick={() => void vm.selar()}>
              Selar o ato
            </Button>
          </div>
        </>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>Você vê os selos, mas só quem pode editar selagens sela um ato à mão.</MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
});

const SelosDoProcesso = observer(function SelosDoProcesso(props: { readonly vm: SelagemManualViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  if (vm.consultado === undefined) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Selos do processo nº {vm.consultado}</Subtitle2>
      {vm.selos.length === 0 ? (
        <Text>Nenhum selo foi usado neste processo.</Text>
      ) : (
        <Table size="small" aria-label={`Selos do processo nº ${String(vm.consultado)}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: '215px' }}>Selo</TableHeaderCell>
              <TableHeaderCell style={{ width: '120px' }}>Tipo</TableHeaderCell>
              <TableHeaderCell>Ato</TableHeaderCell>
              <TableHeaderCell style={{ width: '110px' }}>Situação</TableHeaderCell>
              <TableHeaderCell style={{ width: '80px' }}>Por</TableHeaderCell>
              <TableHeaderCell style={{ width: '100px' }}>Em</TableHeaderCell>
              <TableHeaderCell>Motivo</TableHeaderCell>
              <TableHeaderCell style={{ width: '120px' }}>Imprimir</TableHeaderCell>
              <TableHeaderCell style={{ width: '120px' }}>Ações</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vm.selos.map((s) => (
              <TableRow key={s.id}>
                <TableCell className={styles.codigoSelo}>{s.codigo}</TableCell>
                <TableCell>{ROTULOS_TIPO_SELO[s.tipo]}</TableCell>
                <TableCell>{s.ato ?? ''}</TableCell>
                <TableCell>{ROTULOS_SITUACAO_SELO[s.situacao]}</TableCell>
                <TableCell>{s.usadoPor ?? ''}</TableCell>
                <TableCell>{s.usadoEm === undefined ? '' : formatDateTime(new Date(s.usadoEm))}</TableCell>
                <TableCell>{s.motivo ?? ''}</TableCell>
                <TableCell>{SITUACOES_IMPRIMIVEIS.includes(s.situacao) && <LinksImpressao codigo={s.codigo} />}</TableCell>
                <TableCell>
                  {vm.podeInutilizar && s.situacao === 'UTILIZADO' && (
                    <Button size="small" icon={<DeleteRegular />} aria-label={`Inutilizar o selo ${s.codigo}`} onClick={() => { vm.pedirInutilizacao(s); }}>
                      Inutilizar
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
});

export const SelagemManualView = observer(function SelagemManualView(): ReactNode {
  const vm = useViewModel(SELOS.selagem);
  const styles = useRegistroStyles();
  useTelaPronta(true);
  const s = vm.inutilizando;
  return (
    <div className={styles.page}>
      <PageHeader titulo="Selagem manual" />
      <Selagem vm={vm} />
      <SelosDoProcesso vm={vm} />
      {s !== undefined && (
        <DialogoFormulario titulo={`Inutilizar o selo ${s.codigo}`} rotuloEnviar="Inutilizar" enviando={vm.enviando} aoEnviar={() => void vm.inutilizar()} aoFechar={() => { vm.cancelarInutilizacao(); }}>
          <Field label="Motivo" required validationMessage={vm.erroInutilizacao ?? null} validationState={vm.erroInutilizacao === undefined ? 'none' : 'error'}>
            <Textarea value={vm.motivoInutilizacao} maxLength={SELO_MAXIMO.motivo} resize="vertical" onChange={(_, d) => { vm.setMotivoInutilizacao(d.value); }} />
          </Field>
        </DialogoFormulario>
      )}
    </div>
  );
});
