/** /importar-selo-eletronico: the stock, an import from the court or a file, followed until its review. */
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Select,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { caminho, formatDateTime, ROTULOS_SITUACAO_LOTE, ROTULOS_TIPO_SELO, ROTULOS_TRIBUNAL_SELO, TIPOS_SELO, type TipoSelo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { TabelaEstoque, TabelaResumo } from './estoque.view.tsx';
import type { ImportarSelosViewModel } from './importar.view-model.ts';
import { BarraAndamento } from './andamento.view.tsx';
import { SELOS } from './selos.tokens.ts';

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'flex-start' },
  quantidade: { width: '160px' },
  arquivo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  erro: { color: tokens.colorPaletteRedForeground1 },
  problemas: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

const Formulario = observer(function Formulario(props: { readonly vm: ImportarSelosViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const idArquivo = useId();
  const tribunal = vm.estoque?.tribunal ?? 'GO';
  const erroArquivo = vm.erroDe('arquivo') ?? vm.erroDe('conteudo');
  if (!vm.podeImportar) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>Você vê o estoque, mas só quem pode criar selagens importa lotes.</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Importar um lote — {ROTULOS_TRIBUNAL_SELO[tribunal]}</Subtitle2>
      <form
        noValidate
        className={styles.arquivo}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.importar();
        }}
      >
        <RadioGroup layout="horizontal" aria-label="Origem do lote" value={vm.origem} onChange={(_, d) => { vm.setOrigem(d.value === 'ARQUIVO' ? 'ARQUIVO' : 'TRIBUNAL'); }}>
          <Radio value="TRIBUNAL" label="Pedir ao tribunal" disabled={tribunal === 'MG'} />
          <Radio value="ARQUIVO" label="Arquivo enviado pelo tribunal" />
        </RadioGroup>
        {vm.origem === 'TRIBUNAL' ? (
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
            <Field label="Quantidade" required hint="De 1 a 5.000 selos" validationMessage={vm.erroDe('quantidade') ?? null} validationState={vm.erroDe('quantidade') === undefined ? 'none' : 'error'}>
              <Input className={styles.quantidade} inputMode="numeric" value={vm.quantidade} onChange={(_, d) => { vm.setQuantidade(d.value); }} />
            </Field>
          </div>
        ) : (
          <div className={styles.arquivo}>
            <label htmlFor={idArquivo}>Arquivo do lote (XML do TJMG ou JSON da distribuição do TJGO)</label>
            <input id={idArquivo} type="file" accept=".xml,.json,application/xml,application/json,text/xml" aria-invalid={erroArquivo !== undefined} onChange={(e) => void vm.escolherArquivo(e.currentTarget.files?.[0])} />
            {vm.arquivo === undefined ? null : <Text size={200}>{vm.arquivo.nome}: {vm.arquivo.conteudo.length.toLocaleString('pt-BR')} caracteres lidos.</Text>}
            {erroArquivo === undefined ? null : (
              <Text role="alert" className={styles.erro}>
                {erroArquivo}
              </Text>
            )}
          </div>
        )}
        <div>
          <Button type="submit" appearance="primary" icon={<ArrowDownloadRegular />} disabled={vm.enviando || vm.importando}>
            {vm.enviando ? 'Enviando…' : 'Importar lote'}
          </Button>
        </div>
      </form>
    </Card>
  );
});

const Acompanhamento = observer(function Acompanhamento(props: { readonly vm: ImportarSelosViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const lote = vm.lote;
  if (lote === undefined) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Lote {lote.id}: {ROTULOS_SITUACAO_LOTE[lote.situacao].toLowerCase()}</Subtitle2>
      {lote.situacao === 'IMPORTANDO' && (
        <BarraAndamento andamento={vm.andamento} padrao="Importando" rotulo="Andamento da importação" />
      )}
      {lote.situacao === 'PRONTO' && lote.resumo !== undefined && (
        <>
          <MessageBar intent="success">
            <MessageBarBody>
              {lote.resumo.total.toLocaleString('pt-BR')} selos lidos, sem problemas. Confira o lote e confirme-o para que entrem no estoque. <AppLink to={caminho('salvarSelos')}>Conferir e confirmar o lote</AppLink>
            </MessageBarBody>
          </MessageBar>
          <TabelaResumo resumo={lote.resumo} rotulo={`Selos do lote ${String(lote.id)}`} />
        </>
      )}
      {lote.situacao === 'RECUSADO' && (
        <MessageBar intent="error">
          <MessageBarBody>
            {lote.erro}
            {lote.resumo !== undefined && lote.resumo.problemas.length > 0 && (
              <ul className={styles.problemas}>
                {lote.resumo.problemas.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
});

export const ImportarSelosView = observer(function ImportarSelosView(): ReactNode {
  const vm = useViewModel(SELOS.importar);
  const styles = useRegistroStyles();
  useEffect(() => {
    void vm.carregar();
    return () => {
      vm.encerrar();
    };
  }, [vm]);
  useTelaPronta(vm.estoque !== undefined);
  return (
    <div className={styles.page}>
      <PageHeader titulo="Importar selo eletrônico">
        <AppLink to={caminho('salvarSelos')}>Lotes aguardando confirmação</AppLink>
      </PageHeader>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Estoque</Subtitle2>
        {vm.estoque === undefined ? <Text>Carregando o estoque…</Text> : <TabelaEstoque estoque={vm.estoque} />}
      </Card>
      <Formulario vm={vm} />
      <Acompanhamento vm={vm} />
      {vm.lotes.length > 0 && (
        <Card className={styles.card}>
          <Subtitle2 as="h2">Importações recentes</Subtitle2>
          <Table size="small" aria-label="Importações recentes">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Lote</TableHeaderCell>
                <TableHeaderCell>Origem</TableHeaderCell>
                <TableHeaderCell>Situação</TableHeaderCell>
                <TableHeaderCell>Selos</TableHeaderCell>
                <TableHeaderCell>Por</TableHeaderCell>
                <TableHeaderCell>Em</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {vm.lotes.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{l.id}</TableCell>
                  <TableCell>{l.origem === 'TRIBUNAL' ? 'Pedido ao tribunal' : (l.arquivo ?? 'Arquivo')}</TableCell>
                  <TableCell>{ROTULOS_SITUACAO_LOTE[l.situacao]}</TableCell>
                  <TableCell>{l.resumo === undefined ? '—' : l.resumo.total.toLocaleString('pt-BR')}</TableCell>
                  <TableCell>{l.criadoPor}</TableCell>
                  <TableCell>{formatDateTime(new Date(l.criadoEm))}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </div>
  );
});
