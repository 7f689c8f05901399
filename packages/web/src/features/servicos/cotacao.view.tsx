/** /servico/cotacao: a quote, priced as it is typed, saved with its number and printed. */
import { Button, Card, Field, Input, Link, MessageBar, MessageBarActions, MessageBarBody, Select, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, CopyRegular, DeleteRegular, DismissRegular, PrintRegular, SaveRegular } from '@fluentui/react-icons';
import { formatDateTime, formatMoney, HIPOTESES_ISENCAO, isoParaBr, type Cotacao, type CotacaoListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { DataTable, type Coluna } from '../../ui/list/data-table.view.tsx';
import { FilterBar } from '../../ui/list/filter-bar.view.tsx';
import { TextField } from '../../ui/form/fields.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import type { CotacaoViewModel } from './cotacao.view-model.ts';
import { SERVICOS } from './servicos.tokens.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: { display: 'grid', gridTemplateColumns: 'minmax(260px, 3fr) 90px minmax(140px, 1fr) minmax(140px, 1fr) auto', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  gratuito: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  celula: { minWidth: 0 },
  entrada: { width: '100%', minWidth: 0 },
  preco: { fontVariantNumeric: 'tabular-nums', paddingBottom: '6px' },
  problema: { color: tokens.colorPaletteRedForeground1, paddingBottom: '6px' },
  bloco: { padding: tokens.spacingVerticalM, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  total: { fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '160px' },
  barra: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  fundamento: { flexGrow: 1, minWidth: '280px' },
  numero: { fontVariantNumeric: 'tabular-nums' },
});

const Itens = observer(function Itens(props: { readonly vm: CotacaoViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const precos = vm.precos;
  return (
    <ol className={styles.lista} aria-label="Itens da cotação">
      {vm.form.valores.itens.map((l, i) => {
        const preco = precos[i];
        return (
          <li key={String(i)} className={styles.bloco} aria-label={`Item ${String(i + 1)}`}>
            <div className={styles.item}>
              <Field className={styles.celula} label="Serviço" required>
                <Select className={styles.entrada} value={l.servicoId} onChange={(_, d) => { vm.alterarItem(i, 'servicoId', d.value); }}>
                  <option value="">Escolha…</option>
                  {vm.opcoes.map((s) => (
                    <option key={s.id} value={String(s.id)}>
                      {s.codigo} — {s.descricao}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field className={styles.celula} label="Qtd." required>
                <Input className={styles.entrada} value={l.quantidade} inputMode="numeric" onChange={(_, d) => { vm.alterarItem(i, 'quantidade', d.value.replace(/\D/g, '').slice(0, 3)); }} />
              </Field>
              <Field className={styles.celula} label="Valor declarado (R$)" hint={vm.pedeValor(i) ? 'Este serviço cobra por faixa' : null}>
                <Input className={styles.entrada} value={l.valor} inputMode="decimal" onChange={(_, d) => { vm.alterarItem(i, 'valor', d.value); }} />
              </Field>
              {preco === undefined || typeof preco === 'string' ? (
                <Text className={styles.problema} role="status">{preco ?? ''}</Text>
              ) : (
                <Text className={styles.preco} role="status" aria-label={`Total do item ${String(i + 1)}`}>
                  {formatMoney(preco.totalCentavos)}
                </Text>
              )}
              <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Tirar o item ${String(i + 1)}`} onClick={() => { vm.removerItem(i); }} />
              <div className={styles.gratuito}>
                <Field className={styles.celula} label="Gratuidade">
                  <Select value={l.hipotese} onChange={(_, d) => { vm.alterarItem(i, 'hipotese', d.value); }}>
                    <option value="">Não — ato pago</option>
                    {HIPOTESES_ISENCAO.map((h) => (
                      <option key={h.codigo} value={h.codigo}>
                        {h.nome}
                      </option>
                    ))}
                  </Select>
                </Field>
                {l.hipotese !== '' && (
                  <Field className={styles.fundamento} label="Fundamento da gratuidade" required hint="A lei, o número do processo ou a declaração">
                    <Input value={l.fundamento} onChange={(_, d) => { vm.alterarItem(i, 'fundamento', d.value); }} />
                  </Field>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
});

/** A saved quote, opened from the list: its items and total, printed again or copied into a new quote. */
const CotacaoAberta = observer(function CotacaoAberta(props: { readonly vm: CotacaoViewModel; readonly cotacao: Cotacao }): ReactNode {
  const { vm, cotacao } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <section aria-label={`Cotação nº ${String(cotacao.numero)}`}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">
          Cotação nº {cotacao.numero}
          {cotacao.cliente === undefined ? '' : ` — ${cotacao.cliente}`}
        </Subtitle2>
        <Text>
          Feita em {formatDateTime(new Date(cotacao.criadaEm))}
          {cotacao.usuario === undefined ? '' : ` por ${cotacao.usuario}`}, com os valores de {isoParaBr(cotacao.dataReferencia)}.
        </Text>
        <Table size="small" aria-label="Itens da cotação salva">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Serviço</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>Qtd.</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>Total</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {cotacao.itens.map((i, k) => (
              <TableRow key={String(k)}>
                <TableCell>
                  {i.codigo} — {i.descricao}
                  {i.isencao === undefined ? '' : ` (gratuito: ${i.isencao.fundamento})`}
                </TableCell>
                <TableCell className={styles.valor}>{i.quantidade}</TableCell>
                <TableCell className={styles.valor}>{formatMoney(i.precificado.totalCentavos)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell className={styles.total}>Total</TableCell>
              <TableCell />
              <TableCell className={`${styles.valor} ${styles.total}`}>{formatMoney(cotacao.totalCentavos)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
        <div className={styles.barra}>
          <Button
            icon={<DismissRegular />}
            onClick={() => {
              vm.fechar();
            }}
          >
            Fechar
          </Button>
          <Button
            icon={<CopyRegular />}
            onClick={() => {
              vm.copiar();
            }}
          >
            Copiar para uma nova cotação
          </Button>
          <Button appearance="primary" icon={<PrintRegular />} onClick={() => void vm.imprimir()}>
            Imprimir cotação nº {cotacao.numero}
          </Button>
        </div>
      </Card>
    </section>
  );
});

/** The saved quotes: a number or part of a customer's name, newest first. */
const CotacoesSalvas = observer(function CotacoesSalvas(props: { readonly vm: CotacaoViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const colunas: Coluna<CotacaoListaItem>[] = [
    {
      id: 'numero',
      titulo: 'Número',
      ordenarPor: 'numero',
      largura: '110px',
      render: (c) => (
        <Link className={styles.numero} onClick={() => void vm.abrir(c.id)}>
          {c.numero}
        </Link>
      ),
    },
    { id: 'criadaEm', titulo: 'Feita em', largura: '170px', render: (c) => formatDateTime(new Date(c.criadaEm)) },
    { id: 'cliente', titulo: 'Solicitante', ordenarPor: 'cliente', render: (c) => c.cliente ?? '—' },
    { id: 'itens', titulo: 'Itens', largura: '70px', render: (c) => c.itens },
    { id: 'total', titulo: 'Total', ordenarPor: 'totalCentavos', largura: '140px', render: (c) => <span className={styles.numero}>{formatMoney(c.totalCentavos)}</span> },
  ];
  return (
    <section className={styles.pagina} aria-label="Cotações salvas">
      <Subtitle2 as="h2">Cotações salvas</Subtitle2>
      <FilterBar lista={vm.salvas} busca={{ campo: 'busca', rotulo: 'Número ou solicitante' }} />
      <DataTable
        vm={vm.salvas}
        rotulo="Cotações salvas"
        colunas={colunas}
        chave={(c) => c.id}
        onExportar={() => void vm.exportarSalvas()}
        vazio={vm.salvas.filtrosAtivos ? 'Nenhuma cotação encontrada.' : 'Nenhuma cotação salva ainda.'}
        acoes={(c) => <Button appearance="subtle" icon={<PrintRegular />} aria-label={`Imprimir a cotação nº ${String(c.numero)}`} title="Imprimir" onClick={() => void vm.imprimir(c.id)} />}
      />
    </section>
  );
});

const Composicao = observer(function Composicao(props: { readonly vm: CotacaoViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const { componentes, totalCentavos } = vm.total;
  return (
    <Table size="small" aria-label="Composição do valor">
      <TableBody>
        {componentes.map((c) => (
          <TableRow key={c.codigo}>
            <TableCell>{c.nome}</TableCell>
            <TableCell className={styles.valor}>{formatMoney(c.centavos)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell className={styles.total}>Total</TableCell>
          <TableCell className={`${styles.valor} ${styles.total}`} aria-label="Total da cotação">
            {formatMoney(totalCentavos)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
});

export const CotacaoView = observer(function CotacaoView(): ReactNode {
  const vm = useViewModel(SERVICOS.cotacao);
  return (
    <TelaCarregada vm={vm} oQue="a cotação">
      {() => <TelaCotacao vm={vm} />}
    </TelaCarregada>
  );
});

const TelaCotacao = observer(function TelaCotacao(props: { readonly vm: CotacaoViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const salva = vm.salva;
  return (
    <div className={styles.pagina}>
      <PageHeader titulo="Cotação" />
      {salva !== undefined && vm.aberta && <CotacaoAberta vm={vm} cotacao={salva} />}
      {salva !== undefined && !vm.aberta && (
        <MessageBar intent="success">
          <MessageBarBody>
            Cotação nº {salva.numero} registrada: {formatMoney(salva.totalCentavos)}.
          </MessageBarBody>
          <MessageBarActions>
            <Button icon={<PrintRegular />} onClick={() => void vm.imprimir()}>
              Imprimir cotação nº {salva.numero}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <Card className={styles.card}>
        <div className={styles.section}>
          <TextField vm={vm.form} nome="dataReferencia" inputMode="numeric" dica="Os valores da tabela em vigor nesta data" />
          <TextField vm={vm.form} nome="cliente" autoComplete="off" />
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Itens</Subtitle2>
        <Itens vm={vm} />
        <div>
          <Button icon={<AddRegular />} onClick={() => { vm.adicionarItem(); }}>Adicionar item</Button>
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Composição</Subtitle2>
        <Text>{vm.regra?.fundamento ?? 'Não há regra de cobrança do estado em vigor na data de referência.'}</Text>
        <Composicao vm={vm} />
      </Card>
      <div className={styles.barra}>
        <Button appearance="primary" icon={<SaveRegular />} disabled={!vm.podeSalvar} onClick={() => void vm.salvar()}>
          Salvar cotação
        </Button>
      </div>
      <CotacoesSalvas vm={vm} />
    </div>
  );
});
