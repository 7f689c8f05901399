/**
 * /financeiro: the finance overview — the figures as cards and tables, and charts where a look says more than a
 * table (money in by method, revenue by component, money in by day). @fluentui/react-charts is imported here only: this
 * screen's chunk carries it, the first screen does not.
 */
import { Button, Card, Field, Input, Select, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DonutChart, HorizontalBarChartWithAxis, VerticalBarChart, type ChartDataPoint } from '@fluentui/react-charts';
import { ArrowClockwiseRegular, CheckmarkRegular, MoneyRegular, PrintRegular, ReceiptRegular } from '@fluentui/react-icons';
import {
  caminho,
  formatDateTime,
  formatMoney,
  isoParaBr,
  METODOS_PAGAMENTO,
  ROTULOS_METODO,
  ROTULOS_SITUACAO_CAIXA,
  ROTULOS_SITUACAO_DEPOSITO,
  SITUACOES_DEPOSITO,
  type Deposito,
  type MetodoPagamento,
  type ResumoFinanceiro,
} from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { DataTable, type Coluna } from '../../ui/list/data-table.view.tsx';
import { FilterBar } from '../../ui/list/filter-bar.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import { CAIXAS } from './caixas.tokens.ts';
import type { FinanceiroViewModel } from './financeiro.view-model.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  periodo: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  data: { width: '140px' },
  situacao: { minWidth: '160px' },
  cartoes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))', gap: tokens.spacingHorizontalM },
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  numero: { fontSize: tokens.fontSizeBase600, lineHeight: tokens.lineHeightBase600, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
  nota: { color: tokens.colorNeutralForeground2 },
  graficos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(440px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

/** The methods' colours in the charts (Fluent's palette, distinct in the donut). */
const CORES = ['#0f6cbd', '#107c10', '#c239b3', '#ca5010', '#4f6bed'] as const;
/** The methods' names in a table's narrow columns. */
const CURTOS = { DINHEIRO: 'Dinheiro', PIX: 'PIX', DEBITO: 'Débito', CREDITO: 'Crédito', BOLETO: 'Boleto' } as const;
const cor = (i: number): string => CORES[i % CORES.length] ?? '#0f6cbd';

function Cartao(props: { readonly titulo: string; readonly valor: string; readonly nota?: string }): ReactNode {
  const styles = useStyles();
  return (
    <Card className={styles.cartao} role="group" aria-label={props.titulo}>
      <Text className={styles.nota}>{props.titulo}</Text>
      <Text className={styles.numero}>{props.valor}</Text>
      {props.nota !== undefined && <Text size={200} className={styles.nota}>{props.nota}</Text>}
    </Card>
  );
}

/** The five largest components by name, the others summed as one bar (the table below lists every one). */
function principais(componentes: ResumoFinanceiro['receitaPorComponente']): ResumoFinanceiro['receitaPorComponente'] {
  const ordenados = [...componentes].sort((a, b) => b.centavos - a.centavos);
  if (ordenados.length <= 6) return ordenados;
  const resto = ordenados.slice(5);
  return [...ordenados.slice(0, 5), { codigo: 'OUTROS', nome: `Outros (${String(resto.length)})`, centavos: resto.reduce((s, c) => s + c.centavos, 0) }];
}

function Graficos(props: { readonly r: ResumoFinanceiro }): ReactNode {
  const { r } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const metodos: ChartDataPoint[] = METODOS_PAGAMENTO.filter((m) => r.entradas[m] > 0).map((m, i) => ({
    legend: CURTOS[m],
    data: r.entradas[m] / 100,
    color: cor(i),
    yAxisCalloutData: formatMoney(r.entradas[m]),
  }));
  const componentes = principais(r.receitaPorComponente.filter((c) => c.centavos > 0));
  return (
    <div className={styles.graficos}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Entradas por forma de pagamento</Subtitle2>
        {metodos.length === 0 ? (
          <Text className={styles.nota}>Nenhuma entrada no período.</Text>
        ) : (
          <DonutChart data={{ chartTitle: 'Entradas por forma de pagamento', chartData: metodos }} innerRadius={85} height={260} width={420} valueInsideDonut={formatMoney(r.entradasCentavos)} hideLabels />
        )}
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Receita por componente</Subtitle2>
        {componentes.length === 0 ? (
          <Text className={styles.nota}>Nenhuma receita reconhecida no período.</Text>
        ) : (
          <HorizontalBarChartWithAxis
            chartTitle="Receita por componente"
            data={componentes.map((c, i) => ({ y: c.nome, x: c.centavos / 100, color: cor(i), xAxisCalloutData: c.nome, yAxisCalloutData: formatMoney(c.centavos) }))}
            culture="pt-BR"
            height={60 + componentes.length * 40}
            width={460}
            showYAxisLables
            hideLabels
            hideLegend
          />
        )}
      </Card>
      {r.porDia.length > 1 && (
        <Card className={styles.card}>
          <Subtitle2 as="h2">Entradas por dia</Subtitle2>
          <VerticalBarChart
            chartTitle="Entradas por dia"
            data={r.porDia.map((d) => ({ x: (isoParaBr(d.dia) ?? d.dia).slice(0, 5), y: d.centavos / 100, yAxisCalloutData: formatMoney(d.centavos) }))}
            culture="pt-BR"
            height={260}
            width={440}
            hideLegend
            useSingleColor
          />
        </Card>
      )}
    </div>
  );
}

function Tabelas(props: { readonly r: ResumoFinanceiro }): ReactNode {
  const { r } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Entradas por caixa</Subtitle2>
        <Table size="small" aria-label="Entradas por caixa">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: '30%' }}>Caixa</TableHeaderCell>
              {METODOS_PAGAMENTO.map((m) => (
                <TableHeaderCell key={m} className={styles.valor}>{CURTOS[m]}</TableHeaderCell>
              ))}
              <TableHeaderCell className={styles.valor}>Total</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {r.porCaixa.map((c) => (
              <TableRow key={c.caixaId}>
                <TableCell>
                  <AppLink to={caminho('caixa.salvar', { id: c.caixaId })}>nº {c.caixaId}</AppLink> {c.nomeUsuario} ({ROTULOS_SITUACAO_CAIXA[c.situacao].toLowerCase()})
                </TableCell>
                {METODOS_PAGAMENTO.map((m) => (
                  <TableCell key={m} className={styles.valor}>{formatMoney(c.porMetodo[m])}</TableCell>
                ))}
                <TableCell className={`${styles.valor} ${styles.total}`}>{formatMoney(c.totalCentavos)}</TableCell>
              </TableRow>
            ))}
            {r.porCaixa.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>Nenhuma entrada no período.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      <div className={styles.graficos}>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Receita por serviço</Subtitle2>
        <Table size="small" aria-label="Receita por serviço">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Serviço</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>Qtd.</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>Total</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {r.receitaPorServico.map((s) => (
              <TableRow key={s.codigo}>
                <TableCell>{s.codigo} — {s.descricao}</TableCell>
                <TableCell className={styles.valor}>{s.quantidade}</TableCell>
                <TableCell className={styles.valor}>{formatMoney(s.totalCentavos)}</TableCell>
              </TableRow>
            ))}
            {r.receitaPorServico.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>Nenhuma receita reconhecida no período.</TableCell>
              </TableRow>
            )}
            {r.receitaPorComponente.map((c) => (
              <TableRow key={c.codigo}>
                <TableCell className={styles.nota}>{c.nome}</TableCell>
                <TableCell />
                <TableCell className={`${styles.valor} ${styles.nota}`}>{formatMoney(c.centavos)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Caixas abertos agora</Subtitle2>
        <Table size="small" aria-label="Caixas abertos agora">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Caixa</TableHeaderCell>
              <TableHeaderCell>Aberto em</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>No caixa</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {r.caixasAbertos.map((c) => (
              <TableRow key={c.id}>
                <TableCell><AppLink to={caminho('caixa.salvar', { id: c.id })}>nº {c.id}</AppLink> {c.nomeUsuario}</TableCell>
                <TableCell>{formatDateTime(new Date(c.abertoEm))}</TableCell>
                <TableCell className={styles.valor}>{formatMoney(c.esperadoCentavos)}</TableCell>
              </TableRow>
            ))}
            {r.caixasAbertos.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>Nenhum caixa aberto.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      </div>
    </>
  );
}

const TONS_DEPOSITO = { EM_ABERTO: 'aviso', A_DEVOLVER: 'perigo', LIQUIDADO: 'sucesso', CANCELADO: 'discreto' } as const;

/** The account of a settled deposit, in words. */
function acerto(d: Deposito): string {
  const l = d.liquidacao;
  if (l === undefined) return '—';
  const partes = [`atos ${formatMoney(l.receitaCentavos)}`];
  if (l.complementoCentavos > 0) partes.push(`complemento ${formatMoney(l.complementoCentavos)}`);
  if (l.devolucaoCentavos > 0) partes.push(`${d.devolucao?.reciboNumero === undefined ? 'a devolver' : 'devolvido'} ${formatMoney(l.devolucaoCentavos)}`);
  return partes.join(' · ');
}

/** The deposit ledger: every deposit, its account, its receipts; a refund authorised and paid back here. */
const Depositos = observer(function Depositos(props: { readonly vm: FinanceiroViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const colunas: Coluna<Deposito>[] = [
    { id: 'protocolo', titulo: 'Protocolo', ordenarPor: 'protocolo', largura: '120px', render: (d) => d.protocolo },
    { id: 'depositante', titulo: 'Depositante', render: (d) => d.depositante },
    { id: 'recebidoEm', titulo: 'Recebido em', ordenarPor: 'recebidoEm', largura: '150px', render: (d) => formatDateTime(new Date(d.recebidoEm)) },
    { id: 'valor', titulo: 'Depósito', ordenarPor: 'valorCentavos', largura: '110px', render: (d) => <span className={styles.valor}>{formatMoney(d.valorCentavos)}</span> },
    { id: 'situacao', titulo: 'Situação', largura: '110px', render: (d) => <Etiqueta tom={TONS_DEPOSITO[d.situacao]}>{ROTULOS_SITUACAO_DEPOSITO[d.situacao]}</Etiqueta> },
    { id: 'acerto', titulo: 'Acerto', render: (d) => acerto(d) },
  ];
  const acoes = (d: Deposito): ReactNode => (
    <>
      <Button appearance="subtle" icon={<PrintRegular />} aria-label={`Imprimir o recibo do depósito do protocolo ${d.protocolo}`} title={`Recibo nº ${String(d.reciboNumero)}`} onClick={() => void vm.imprimirRecibo(d.reciboId)} />
      {d.liquidacao !== undefined && (
        <Button appearance="subtle" icon={<ReceiptRegular />} aria-label={`Imprimir o recibo de liquidação do protocolo ${d.protocolo}`} title={`Recibo de liquidação nº ${String(d.liquidacao.reciboNumero)}`} onClick={() => void vm.imprimirRecibo(d.liquidacao?.reciboId ?? 0)} />
      )}
      {d.situacao === 'A_DEVOLVER' && d.devolucao === undefined && vm.podeAutorizar && (
        <Button appearance="subtle" icon={<CheckmarkRegular />} aria-label={`Autorizar a devolução do protocolo ${d.protocolo}`} title="Autorizar devolução" onClick={() => void vm.autorizar(d)} />
      )}
      {d.situacao === 'A_DEVOLVER' && d.devolucao !== undefined && vm.podeDevolver && (
        <Button appearance="subtle" icon={<MoneyRegular />} aria-label={`Pagar a devolução do protocolo ${d.protocolo}`} title="Pagar devolução" onClick={() => { vm.pedirDevolucao(d); }} />
      )}
    </>
  );
  const devolvendo = vm.devolvendo;
  return (
    <section className={styles.pagina} aria-label="Depósitos prévios">
      <Subtitle2 as="h2">Depósitos prévios</Subtitle2>
      <FilterBar
        lista={vm.depositos}
        busca={{ campo: 'protocolo', rotulo: 'Protocolo' }}
        campos={() => <FiltroSelecao lista={vm.depositos} campo="situacao" rotulo="Situação" className={styles.situacao} opcoes={SITUACOES_DEPOSITO.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_DEPOSITO[s] }))} />}
      />
      <DataTable
        vm={vm.depositos}
        rotulo="Depósitos prévios"
        colunas={colunas}
        chave={(d) => d.id}
        acoes={acoes}
        onExportar={() => void vm.exportarDepositos()}
        vazio={vm.depositos.filtrosAtivos ? 'Nenhum depósito encontrado.' : 'Nenhum depósito prévio recebido.'}
      />
      {devolvendo !== undefined && (
        <DialogoFormulario titulo={`Pagar a devolução do protocolo ${devolvendo.protocolo}`} rotuloEnviar="Pagar devolução" enviando={false} aoEnviar={() => void vm.devolver()} aoFechar={() => { vm.cancelarDevolucao(); }}>
          <div className={styles.pagina}>
            <Text>
              Devolver {formatMoney(devolvendo.liquidacao?.devolucaoCentavos ?? 0)} a {devolvendo.depositante}, do seu caixa aberto, com recibo.
            </Text>
            <Field label="Forma da devolução">
              <Select value={vm.metodoDevolucao} onChange={(_, d) => { vm.setMetodoDevolucao(d.value as MetodoPagamento); }}>
                {METODOS_PAGAMENTO.map((m) => (
                  <option key={m} value={m}>{ROTULOS_METODO[m]}</option>
                ))}
              </Select>
            </Field>
          </div>
        </DialogoFormulario>
      )}
    </section>
  );
});

const TelaFinanceiro = observer(function TelaFinanceiro(props: { readonly vm: FinanceiroViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const r = vm.resumo;
  return (
    <div className={styles.pagina}>
      <PageHeader titulo="Financeiro" />
      <Card className={styles.card}>
        <form
          noValidate
          className={styles.periodo}
          onSubmit={(e) => {
            e.preventDefault();
            void vm.atualizar();
          }}
        >
          <Field label="De" validationMessage={vm.erroPeriodo ?? null} validationState={vm.erroPeriodo === undefined ? 'none' : 'error'}>
            <Input className={styles.data} value={vm.de} inputMode="numeric" placeholder="dd/mm/aaaa" onChange={(_, d) => { vm.setDe(d.value); }} />
          </Field>
          <Field label="Até">
            <Input className={styles.data} value={vm.ate} inputMode="numeric" placeholder="dd/mm/aaaa" onChange={(_, d) => { vm.setAte(d.value); }} />
          </Field>
          <Button type="submit" appearance="primary" icon={<ArrowClockwiseRegular />} disabled={vm.atualizando}>Atualizar</Button>
          <Button onClick={() => void vm.escolher('hoje')}>Hoje</Button>
          <Button onClick={() => void vm.escolher('semana')}>Últimos 7 dias</Button>
          <Button onClick={() => void vm.escolher('mes')}>Este mês</Button>
        </form>
      </Card>
      {r !== undefined && (
        <>
          <Text role="status">Período: {vm.descricaoPeriodo}.</Text>
          <div className={styles.cartoes}>
            <Cartao titulo="Entradas no período" valor={formatMoney(r.entradasCentavos)} nota="Pagamentos, depósitos e complementos, menos cancelamentos e devoluções" />
            <Cartao titulo="Receita reconhecida" valor={formatMoney(r.receitaCentavos)} nota="Atos pagos e depósitos liquidados" />
            <Cartao titulo="Depósitos em aberto" valor={formatMoney(r.depositosEmAberto.centavos)} nota={`${String(r.depositosEmAberto.quantidade)} protocolo(s), agora`} />
            <Cartao titulo="Devoluções pendentes" valor={formatMoney(r.devolucoesPendentes.centavos)} nota={`${String(r.devolucoesPendentes.quantidade)} protocolo(s), agora`} />
            <Cartao titulo="Caixas abertos" valor={String(r.caixasAbertos.length)} nota={formatMoney(r.caixasAbertos.reduce((s, c) => s + c.esperadoCentavos, 0))} />
          </div>
          <Graficos r={r} />
          <Tabelas r={r} />
        </>
      )}
      <Depositos vm={vm} />
    </div>
  );
});

export const FinanceiroView = observer(function FinanceiroView(): ReactNode {
  const vm = useViewModel(CAIXAS.financeiro);
  return (
    <TelaCarregada vm={vm} oQue="o financeiro">
      {() => <TelaFinanceiro vm={vm} />}
    </TelaCarregada>
  );
});
