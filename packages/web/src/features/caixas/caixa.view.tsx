/** /caixa/salvar/:id?: a cash box — opened, payments with their receipts, cash in and out, closed, approved. */
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
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
import { AddRegular, ArrowDownloadRegular, CheckmarkRegular, DeleteRegular, DismissCircleRegular, LockClosedRegular, MoneyRegular, PrintRegular } from '@fluentui/react-icons';
import { caminho, formatDateTime, formatMoney, METODOS_PAGAMENTO, ROTULOS_METODO, ROTULOS_MOVIMENTO, ROTULOS_SITUACAO_CAIXA, type Caixa, type MetodoPagamento } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import type { CaixaViewModel } from './caixa.view-model.ts';
import { CAIXAS } from './caixas.tokens.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  parcela: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) 32px', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  colunas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '140px' },
  negativo: { color: tokens.colorPaletteRedForeground1 },
  total: { fontWeight: tokens.fontWeightSemibold },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
  problema: { color: tokens.colorPaletteRedForeground1 },
  contados: { display: 'grid', gridTemplateColumns: 'minmax(110px, 1fr) 100px 130px 100px', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  campoCurto: { width: '180px' },
  riscado: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

const TONS = { ABERTO: 'aviso', FECHADO: 'discreto', APROVADO: 'sucesso' } as const;

function Dinheiro(props: { readonly centavos: number }): ReactNode {
  const styles = useStyles();
  return <span className={props.centavos < 0 ? styles.negativo : undefined}>{formatMoney(props.centavos)}</span>;
}

/** Without a box: the float, and Abrir caixa. */
const Abertura = observer(function Abertura(props: { readonly vm: CaixaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  if (!vm.podeAbrir) {
    return (
      <MessagePage titulo="Você não tem caixa aberto" acoes={<AppLink to={caminho('caixa')}>Voltar à lista de caixas</AppLink>}>
        <p>Abrir um caixa pede a permissão de criar caixas: fale com quem administra o sistema.</p>
      </MessagePage>
    );
  }
  return (
    <div className={styles.pagina}>
      <PageHeader titulo="Abrir caixa" />
      <Card className={styles.card}>
        <form
          noValidate
          className={styles.linha}
          onSubmit={(e) => {
            e.preventDefault();
            void vm.abrir();
          }}
        >
          <Field label="Fundo de troco (R$)" hint="O dinheiro que já está na gaveta ao abrir" validationMessage={vm.erroDialogo ?? null} validationState={vm.erroDialogo === undefined ? 'none' : 'error'}>
            <Input className={styles.campoCurto} value={vm.fundo} inputMode="decimal" onChange={(_, d) => { vm.setFundo(d.value); }} />
          </Field>
          <Button type="submit" appearance="primary" icon={<MoneyRegular />} disabled={vm.enviando}>
            Abrir caixa
          </Button>
        </form>
      </Card>
    </div>
  );
});

/** Expected per method; after the closing, counted and the difference. */
const Esperado = observer(function Esperado(props: { readonly caixa: Caixa }): ReactNode {
  const { caixa } = props;
  const styles = useStyles();
  const f = caixa.fechamento;
  return (
    <Table size="small" aria-label="Valores por forma de pagamento">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Forma</TableHeaderCell>
          <TableHeaderCell className={styles.valor}>Esperado</TableHeaderCell>
          {f !== undefined && <TableHeaderCell className={styles.valor}>Contado</TableHeaderCell>}
          {f !== undefined && <TableHeaderCell className={styles.valor}>Diferença</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {METODOS_PAGAMENTO.map((m) => (
          <TableRow key={m}>
            <TableCell>{ROTULOS_METODO[m]}</TableCell>
            <TableCell className={styles.valor}><Dinheiro centavos={caixa.esperado[m]} /></TableCell>
            {f !== undefined && <TableCell className={styles.valor}>{formatMoney(f.contado[m])}</TableCell>}
            {f !== undefined && <TableCell className={styles.valor}><Dinheiro centavos={f.contado[m] - caixa.esperado[m]} /></TableCell>}
          </TableRow>
        ))}
        <TableRow>
          <TableCell className={styles.total}>Total</TableCell>
          <TableCell className={`${styles.valor} ${styles.total}`}><Dinheiro centavos={METODOS_PAGAMENTO.reduce((s, m) => s + caixa.esperado[m], 0)} /></TableCell>
          {f !== undefined && <TableCell className={`${styles.valor} ${styles.total}`}>{formatMoney(METODOS_PAGAMENTO.reduce((s, m) => s + f.contado[m], 0))}</TableCell>}
          {f !== undefined && <TableCell className={`${styles.valor} ${styles.total}`} aria-label="Diferença no fechamento"><Dinheiro centavos={f.diferencaCentavos} /></TableCell>}
        </TableRow>
      </TableBody>
    </Table>
  );
});

/** Receber pagamento: a saved quote's items, who pays, how. */
const Pagamento = observer(function Pagamento(props: { readonly vm: CaixaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const cotacao = vm.cotacao;
  const problema = vm.problemaPagamento;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Receber pagamento</Subtitle2>
      <form
        noValidate
        className={styles.linha}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.carregarCotacao();
        }}
      >
        <Field label="Cotação nº" validationMessage={vm.erroCotacao ?? null} validationState={vm.erroCotacao === undefined ? 'none' : 'error'}>
          <Input className={styles.campoCurto} value={vm.numeroCotacao} inputMode="numeric" onChange={(_, d) => { vm.setNumeroCotacao(d.value); }} />
        </Field>
        <Button type="submit">Carregar</Button>
      </form>
      {cotacao !== undefined && (
        <>
          <Table size="small" aria-label="Atos a pagar">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Ato</TableHeaderCell>
                <TableHeaderCell className={styles.valor}>Qtd.</TableHeaderCell>
                <TableHeaderCell className={styles.valor}>Total</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {cotacao.itens.map((i, k) => (
                <TableRow key={String(k)}>
                  <TableCell>{i.codigo} — {i.descricao}</TableCell>
                  <TableCell className={styles.valor}>{i.quantidade}</TableCell>
                  <TableCell className={styles.valor}>{formatMoney(i.precificado.totalCentavos)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell className={styles.total}>Total</TableCell>
                <TableCell />
                <TableCell className={`${styles.valor} ${styles.total}`} aria-label="Total a pagar">{formatMoney(cotacao.totalCentavos)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <form
            noValidate
            className={styles.pagina}
            onSubmit={(e) => {
              e.preventDefault();
              void vm.pagar();
            }}
          >
            <div className={styles.linha}>
              <Field label="Pagador" required>
                <Input value={vm.pagador} autoComplete="off" onChange={(_, d) => { vm.setPagador(d.value); }} />
              </Field>
              <Field label="CPF ou CNPJ" hint="Só os números">
                <Input value={vm.documento} inputMode="numeric" onChange={(_, d) => { vm.setDocumento(d.value); }} />
              </Field>
            </div>
            <ol className={styles.pagina} aria-label="Formas de pagamento" style={{ listStyleType: 'none', margin: 0, padding: 0 }}>
              {vm.parcelas.map((p, i) => (
                <li key={String(i)} className={styles.parcela} aria-label={`Forma de pagamento ${String(i + 1)}`}>
                  <Field label="Forma de pagamento">
                    <Select value={p.metodo} onChange={(_, d) => { vm.alterarParcela(i, 'metodo', d.value); }}>
                      {METODOS_PAGAMENTO.map((m) => (
                        <option key={m} value={m}>{ROTULOS_METODO[m]}</option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Valor (R$)">
                    <Input value={p.valor} inputMode="decimal" onChange={(_, d) => { vm.alterarParcela(i, 'valor', d.value); }} />
                  </Field>
                  {vm.parcelas.length > 1 ? <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Tirar a forma de pagamento ${String(i + 1)}`} onClick={() => { vm.removerParcela(i); }} /> : <span />}
                </li>
              ))}
            </ol>
            <div className={styles.linha}>
              <Button icon={<AddRegular />} disabled={vm.parcelas.length >= METODOS_PAGAMENTO.length} onClick={() => { vm.adicionarParcela(); }}>
                Outra forma de pagamento
              </Button>
              <Text className={styles.problema} role="status">{problema ?? ''}</Text>
            </div>
            <div>
              <Button type="submit" appearance="primary" icon={<MoneyRegular />} disabled={problema !== undefined || vm.enviando}>
                Registrar pagamento
              </Button>
            </div>
          </form>
        </>
      )}
    </Card>
  );
});

const Movimentos = observer(function Movimentos(props: { readonly vm: CaixaViewModel; readonly caixa: Caixa }): ReactNode {
  const { vm, caixa } = props;
  const styles = useStyles();
  const cancelados = new Set(vm.recibos.filter((r) => r.cancelado).map((r) => r.id));
  return (
    <Table size="small" aria-label="Movimentos do caixa">
      <TableHeader>
        <TableRow>
          <TableHeaderCell style={{ width: '150px' }}>Quando</TableHeaderCell>
          <TableHeaderCell>Movimento</TableHeaderCell>
          <TableHeaderCell style={{ width: '150px' }}>Forma</TableHeaderCell>
          <TableHeaderCell className={styles.valor}>Valor</TableHeaderCell>
          <TableHeaderCell style={{ width: '96px' }}>Recibo</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {[...caixa.movimentos].reverse().map((m) => (
          <TableRow key={m.id}>
            <TableCell>{formatDateTime(new Date(m.em))}</TableCell>
            <TableCell>
              <span className={m.reciboId !== undefined && cancelados.has(m.reciboId) && m.tipo !== 'CANCELAMENTO' ? styles.riscado : undefined}>
                {ROTULOS_MOVIMENTO[m.tipo]}
                {m.reciboNumero === undefined ? '' : ` — recibo nº ${String(m.reciboNumero)}`}
              </span>
              {m.motivo === undefined || m.motivo === ROTULOS_MOVIMENTO[m.tipo] ? '' : ` · ${m.motivo}`}
            </TableCell>
            <TableCell>{ROTULOS_METODO[m.metodo]}</TableCell>
            <TableCell className={styles.valor}><Dinheiro centavos={m.valorCentavos} /></TableCell>
            <TableCell>
              {m.reciboId !== undefined && m.reciboNumero !== undefined && m.tipo !== 'CANCELAMENTO' && (
                <>
                  <Button size="small" appearance="subtle" icon={<PrintRegular />} aria-label={`Imprimir o recibo nº ${String(m.reciboNumero)}`} title="Imprimir" onClick={() => void vm.imprimirRecibo(m.reciboId ?? 0)} />
                  {vm.podeCancelarRecibos && !cancelados.has(m.reciboId) && (
                    <Button size="small" appearance="subtle" icon={<DismissCircleRegular />} aria-label={`Cancelar o recibo nº ${String(m.reciboNumero)}`} title="Cancelar recibo" onClick={() => { vm.pedirCancelamento({ id: m.reciboId ?? 0, numero: m.reciboNumero ?? 0 }); }} />
                  )}
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
});

function erroCampo(erro: string | undefined): { readonly validationMessage: string | null; readonly validationState: 'error' | 'none' } {
  return { validationMessage: erro ?? null, validationState: erro === undefined ? 'none' : 'error' };
}

const Dialogos = observer(function Dialogos(props: { readonly vm: CaixaViewModel; readonly caixa: Caixa }): ReactNode {
  const { vm, caixa } = props;
  const styles = useStyles();
  switch (vm.dialogo) {
    case 'movimento':
      return (
        <DialogoFormulario titulo="Entrada ou saída de valores" rotuloEnviar="Registrar" enviando={vm.enviando} aoEnviar={() => void vm.registrarMovimento()} aoFechar={() => { vm.fecharDialogo(); }}>
          <div className={styles.pagina}>
            <div className={styles.linha}>
              <Field label="Tipo">
                <Select value={vm.tipoMovimento} onChange={(_, d) => { vm.setTipoMovimento(d.value === 'ENTRADA' ? 'ENTRADA' : 'SAIDA'); }}>
                  <option value="SAIDA">Saída (sangria)</option>
                  <option value="ENTRADA">Entrada (reforço)</option>
                </Select>
              </Field>
              <Field label="Forma">
                <Select value={vm.metodoMovimento} onChange={(_, d) => { vm.setMetodoMovimento(d.value as MetodoPagamento); }}>
                  {METODOS_PAGAMENTO.map((m) => (
                    <option key={m} value={m}>{ROTULOS_METODO[m]}</option>
                  ))}
                </Select>
              </Field>
              <Field label="Valor (R$)" required>
                <Input value={vm.valorMovimento} inputMode="decimal" onChange={(_, d) => { vm.setCampo('valorMovimento', d.value); }} />
              </Field>
            </div>
            <Field label="Motivo" required {...erroCampo(vm.erroDialogo)}>
              <Input value={vm.motivoMovimento} maxLength={200} onChange={(_, d) => { vm.setCampo('motivoMovimento', d.value); }} />
            </Field>
          </div>
        </DialogoFormulario>
      );
    case 'fechamento': {
      const dif = vm.diferenca;
      return (
        <DialogoFormulario titulo={`Fechar o caixa nº ${String(caixa.id)}`} rotuloEnviar="Fechar caixa" enviando={vm.enviando} aoEnviar={() => void vm.fechar()} aoFechar={() => { vm.fecharDialogo(); }}>
          <div className={styles.pagina}>
            <p className={styles.nota}>Conte o que há no caixa por forma de pagamento. Depois de fechado, o caixa não recebe mais lançamentos.</p>
            <div className={styles.contados} role="group" aria-label="Contagem">
              <Text weight="semibold">Forma</Text>
              <Text weight="semibold" align="end">Esperado</Text>
              <Text weight="semibold">Contado (R$)</Text>
              <Text weight="semibold" align="end">Diferença</Text>
              {METODOS_PAGAMENTO.map((m) => (
                <Contagem key={m} vm={vm} metodo={m} esperado={caixa.esperado[m]} diferenca={dif?.porMetodo[m]} />
              ))}
              <Text weight="semibold">Total</Text>
              <span />
              <span />
              <Text weight="semibold" align="end" aria-label="Diferença total">{dif === undefined ? '—' : <Dinheiro centavos={dif.totalCentavos} />}</Text>
            </div>
            <Field label="Observação" {...erroCampo(vm.erroDialogo)}>
              <Textarea value={vm.observacao} rows={2} maxLength={500} onChange={(_, d) => { vm.setCampo('observacao', d.value); }} />
            </Field>
          </div>
        </DialogoFormulario>
      );
    }
    case 'aprovacao':
      return (
        <DialogoFormulario titulo={`Aprovar o fechamento do caixa nº ${String(caixa.id)}`} rotuloEnviar="Aprovar" enviando={vm.enviando} aoEnviar={() => void vm.aprovar()} aoFechar={() => { vm.fecharDialogo(); }}>
          <div className={styles.pagina}>
            <p className={styles.nota}>
              Diferença no fechamento: <Dinheiro centavos={caixa.fechamento?.diferencaCentavos ?? 0} />
              {caixa.fechamento?.observacao === undefined ? '' : ` — “${caixa.fechamento.observacao}”`}
            </p>
            <Field label="Observação da análise" {...erroCampo(vm.erroDialogo)}>
              <Textarea value={vm.observacao} rows={2} maxLength={500} onChange={(_, d) => { vm.setCampo('observacao', d.value); }} />
            </Field>
          </div>
        </DialogoFormulario>
      );
    case 'cancelamento':
      return (
        <DialogoFormulario titulo={`Cancelar o recibo nº ${String(vm.cancelando?.numero ?? '')}`} rotuloEnviar="Cancelar recibo" enviando={vm.enviando} aoEnviar={() => void vm.cancelarRecibo()} aoFechar={() => { vm.fecharDialogo(); }}>
          <div className={styles.pagina}>
            <p className={styles.nota}>O recibo mantém o número, marcado como cancelado, e o valor sai deste caixa.</p>
            <Field label="Motivo" required {...erroCampo(vm.erroDialogo)}>
              <Textarea value={vm.motivoCancelamento} rows={2} maxLength={300} onChange={(_, d) => { vm.setCampo('motivoCancelamento', d.value); }} />
            </Field>
          </div>
        </DialogoFormulario>
      );
    case undefined:
      return null;
  }
});

const Contagem = observer(function Contagem(props: { readonly vm: CaixaViewModel; readonly metodo: MetodoPagamento; readonly esperado: number; readonly diferenca: number | undefined }): ReactNode {
  const { vm, metodo } = props;
  return (
    <>
      <Text>{ROTULOS_METODO[metodo]}</Text>
      <Text align="end">{formatMoney(props.esperado)}</Text>
      <Input aria-label={`Contado em ${ROTULOS_METODO[metodo]}`} value={vm.contado[metodo]} inputMode="decimal" placeholder="0,00" onChange={(_, d) => { vm.setContado(metodo, d.value); }} />
      <Text align="end">{props.diferenca === undefined ? '—' : <Dinheiro centavos={props.diferenca} />}</Text>
    </>
  );
});

const TelaCaixa = observer(function TelaCaixa(props: { readonly vm: CaixaViewModel; readonly caixa: Caixa }): ReactNode {
  const { vm, caixa } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const recibo = vm.ultimoRecibo;
  return (
    <div className={styles.pagina}>
      <PageHeader titulo={vm.titulo}>
        <Etiqueta tom={TONS[caixa.situacao]}>{ROTULOS_SITUACAO_CAIXA[caixa.situacao]}</Etiqueta>
        {vm.podeLancar && (
          <>
            <Button icon={<ArrowDownloadRegular />} onClick={() => { vm.abrirDialogo('movimento'); }}>Entrada ou saída</Button>
            <Button appearance="primary" icon={<LockClosedRegular />} onClick={() => { vm.abrirDialogo('fechamento'); }}>Fechar caixa</Button>
          </>
        )}
        {vm.podeAprovar && (
          <Button appearance="primary" icon={<CheckmarkRegular />} onClick={() => { vm.abrirDialogo('aprovacao'); }}>Aprovar fechamento</Button>
        )}
      </PageHeader>
      <Text>
        Aberto em {formatDateTime(new Date(caixa.abertoEm))} com fundo de troco de {formatMoney(caixa.fundoCentavos)}
        {caixa.fechamento === undefined ? '' : ` · fechado em ${formatDateTime(new Date(caixa.fechamento.em))}`}
        {caixa.fechamento?.observacao === undefined ? '' : ` (“${caixa.fechamento.observacao}”)`}
        {caixa.aprovacao === undefined ? '' : ` · aprovado em ${formatDateTime(new Date(caixa.aprovacao.em))} por ${caixa.aprovacao.por}`}
        {caixa.aprovacao?.observacao === undefined ? '' : ` (“${caixa.aprovacao.observacao}”)`}.
      </Text>
      {caixa.situacao === 'ABERTO' && !vm.podeLancar && <MessageBar intent="info"><MessageBarBody>Este caixa é de {caixa.nomeUsuario}: só quem o abriu lança nele.</MessageBarBody></MessageBar>}
      {recibo !== undefined && (
        <MessageBar intent="success">
          <MessageBarBody>Pagamento registrado: recibo nº {recibo.numero}, {formatMoney(recibo.totalCentavos)}.</MessageBarBody>
          <MessageBarActions>
            <Button icon={<PrintRegular />} onClick={() => void vm.imprimirRecibo(recibo.id)}>Imprimir recibo nº {recibo.numero}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <div className={styles.colunas}>
        {vm.podeLancar && <Pagamento vm={vm} />}
        <Card className={styles.card}>
          <Subtitle2 as="h2">{caixa.fechamento === undefined ? 'No caixa agora' : 'Fechamento'}</Subtitle2>
          <Esperado caixa={caixa} />
        </Card>
      </div>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Movimentos</Subtitle2>
        <Movimentos vm={vm} caixa={caixa} />
      </Card>
      <Dialogos vm={vm} caixa={caixa} />
    </div>
  );
});

/** Keyed by the route's id: going from the opening form to the box just opened is a new screen. */
export function CaixaView(): ReactNode {
  const { id } = useParams();
  return <TelaDoCaixa key={id ?? 'novo'} id={id} />;
}

const TelaDoCaixa = observer(function TelaDoCaixa(props: { readonly id: string | undefined }): ReactNode {
  const { id } = props;
  const vm = useViewModel(CAIXAS.caixa, (v) => {
    v.configure(id);
  });
  return (
    <TelaCarregada vm={vm} oQue="o caixa">
      {() => {
        if (vm.naoEncontrado) {
          return (
            <MessagePage titulo="Caixa não encontrado" acoes={<AppLink to={caminho('caixa')}>Voltar à lista de caixas</AppLink>}>
              <p>Este caixa não existe.</p>
            </MessagePage>
          );
        }
        return vm.caixa === undefined ? <Abertura vm={vm} /> : <TelaCaixa vm={vm} caixa={vm.caixa} />;
      }}
    </TelaCarregada>
  );
});
