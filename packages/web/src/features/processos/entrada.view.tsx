/** /processos/entrada: a title taken in — presenter, entity, act and documents, services, deposit — and its protocol. */
import {
  Button,
  Card,
  Checkbox,
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
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CalculatorRegular, DeleteRegular, DocumentAddRegular, PrintRegular, SearchRegular } from '@fluentui/react-icons';
import { caminho, formatarCodigo, formatarProtocolo, formatCnpj, formatMoney, isoParaBr, ROTULOS_METODO, type MetodoPagamento, type Processo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import type { EntradaViewModel } from './entrada.view-model.ts';
import type { ApresentanteDigitado } from './processo.view-model.ts';
import { PROCESSOS } from './processos.tokens.ts';

const useStyles = makeStyles({
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  servico: { display: 'grid', gridTemplateColumns: 'minmax(0, 4fr) 90px minmax(0, 2fr) 32px', gap: tokens.spacingHorizontalM, alignItems: 'end', '& > *': { minWidth: 0 }, '& input': { minWidth: 0, width: '100%' }, '& select': { minWidth: 0 } },
  campoSelecao: { minWidth: 0 },
  selecao: { width: '100%', minWidth: 0 },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  documentos: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, border: 0, padding: 0, margin: 0 },
  valor: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', width: '140px' },
  discreto: { color: tokens.colorNeutralForeground3, margin: 0 },
  campoCurto: { width: '180px' },
  codigo: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeHero700, letterSpacing: '0.08em', margin: 0 },
  numero: { fontSize: tokens.fontSizeHero800, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

interface PropsErro {
  validationMessage?: string;
  validationState?: 'error';
}

function erroDe(vm: EntradaViewModel, campo: string): PropsErro {
  return vm.erro?.campo === campo ? { validationMessage: vm.erro.mensagem, validationState: 'error' } : {};
}

const Apresentante = observer(function Apresentante(props: { readonly vm: EntradaViewModel }): ReactNode {
  const { vm } = props;
  const styles = useRegistroStyles();
  const campo = (nome: keyof ApresentanteDigitado, rotulo: string, extra: { readonly required?: boolean; readonly inputMode?: 'numeric' | 'email' | 'tel'; readonly hint?: string } = {}): ReactNode => (
    <Field label={rotulo} required={extra.required === true} {...(extra.hint === undefined ? {} : { hint: extra.hint })} {...erroDe(vm, `apresentante.${nome}`)}>
      <Input
        value={vm.apresentante[nome]}
        autoComplete="off"
        {...(extra.inputMode === undefined ? {} : { inputMode: extra.inputMode })}
        onChange={(_, d) => {
          vm.setApresentante(nome, d.value);
        }}
      />
    </Field>
  );
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Apresentante</Subtitle2>
      <div className={styles.section}>
        {campo('nome', 'Nome', { required: true })}
        {campo('documento', 'CPF ou CNPJ', { required: true, inputMode: 'numeric', hint: 'Com ou sem pontuação' })}
        {campo('email', 'E-mail', { inputMode: 'email', hint: 'Ou telefone: ao menos um contato' })}
        {campo('telefone', 'Telefone', { inputMode: 'tel' })}
      </div>
    </Card>
  );
});

const Entidade = observer(function Entidade(props: { readonly vm: EntradaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Entidade</Subtitle2>
      <RadioGroup
        layout="horizontal"
        aria-label="A entidade do título"
        value={vm.modoEntidade}
        onChange={(_, d) => {
          vm.setModoEntidade(d.value === 'existente' ? 'existente' : 'nova');
        }}
      >
        <Radio value="nova" label="Nova entidade (constituição)" />
        <Radio value="existente" label="Entidade cadastrada" />
      </RadioGroup>
      {vm.modoEntidade === 'nova' ? (
        <div className={styles.section}>
          <Field label="Nome proposto" required {...erroDe(vm, 'novaNome')}>
            <Input value={vm.novaNome} onChange={(_, d) => { vm.setNovaNome(d.value); }} />
          </Field>
          <Field label="Natureza jurídica" required className={styles.campoSelecao} {...erroDe(vm, 'novaNatureza')}>
            <Select className={styles.selecao} value={vm.novaNatureza} onChange={(_, d) => { vm.setNovaNatureza(d.value); }}>
              <option value="">Escolha…</option>
              {vm.naturezas.map((n) => (
                <option key={n.codigo} value={n.codigo}>
                  {n.nome}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      ) : (
        <>
          {vm.empresa !== undefined && (
            <p>
              <strong>{vm.empresa.denominacao}</strong> <AppLink to={caminho('empresa.salvar', { id: vm.empresa.id })}>ver cadastro</AppLink>
            </p>
          )}
          <form
            noValidate
            className={styles.linha}
            onSubmit={(e) => {
              e.preventDefault();
              void vm.buscarEmpresas();
            }}
          >
            <Field label={vm.empresa === undefined ? 'Procurar pelo nome ou CNPJ' : 'Trocar a entidade'} {...erroDe(vm, 'empresa')}>
              <Input value={vm.buscaEmpresa} onChange={(_, d) => { vm.setBuscaEmpresa(d.value); }} />
            </Field>
            <Button type="submit" icon={<SearchRegular />}>
              Procurar
            </Button>
          </form>
          {vm.empresasAchadas.length > 0 && (
            <ul className={styles.lista} aria-label="Entidades encontradas">
              {vm.empresasAchadas.map((e) => (
                <li key={e.id}>
                  <Button
                    appearance="subtle"
                    onClick={() => {
                      vm.escolherEmpresa(e);
                    }}
                  >
                    {e.denominacao}
                    {e.cnpj === undefined ? '' : ` — ${formatCnpj(e.cnpj)}`}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
});

const AtoEDocumentos = observer(function AtoEDocumentos(props: { readonly vm: EntradaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const ato = vm.ato;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Ato e documentos</Subtitle2>
      <Field label="Ato" required {...erroDe(vm, 'tipoAto')} {...(ato === undefined ? {} : { hint: `Prazo: ${String(ato.prazoDiasUteis)} dias úteis — ${ato.fundamentoPrazo}` })}>
        <Select value={vm.tipoAto} onChange={(_, d) => void vm.setTipoAto(d.value)}>
          <option value="">Escolha…</option>
          {vm.atos.map((a) => (
            <option key={a.codigo} value={a.codigo}>
              {a.nome}
            </option>
          ))}
        </Select>
      </Field>
      {ato !== undefined && (
        <fieldset className={styles.documentos}>
          <legend>Documentos apresentados {vm.natureza === undefined && <span className={styles.discreto}>(escolha a natureza jurídica para ver só os dela)</span>}</legend>
          {vm.exigidos.map((nome) => (
            <Checkbox key={nome} label={nome} checked={vm.apresentados.includes(nome)} onChange={(_, d) => { vm.marcarApresentado(nome, d.checked === true); }} />
          ))}
          {vm.extras.map((nome) => (
            <div key={nome} className={styles.linha}>
              <Checkbox label={`${nome} (adicional)`} checked={vm.apresentados.includes(nome)} onChange={(_, d) => { vm.marcarApresentado(nome, d.checked === true); }} />
              <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Remover ${nome}`} onClick={() => { vm.removerExtra(nome); }} />
            </div>
          ))}
        </fieldset>
      )}
      <form
        noValidate
        className={styles.linha}
        onSubmit={(e) => {
          e.preventDefault();
          vm.adicionarExtra();
        }}
      >
        <Field label="Outro documento" {...erroDe(vm, 'documentos')}>
          <Input value={vm.novoExtra} onChange={(_, d) => { vm.setNovoExtra(d.value); }} />
        </Field>
        <Button type="submit" icon={<DocumentAddRegular />}>
          Adicionar
        </Button>
      </form>
    </Card>
  );
});

const Servicos = observer(function Servicos(props: { readonly vm: EntradaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const cotacao = vm.cotacao;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Serviços</Subtitle2>
      <form
        noValidate
        className={styles.linha}
        onSubmit={(e) => {
          e.preventDefault();
          void vm.carregarCotacao();
        }}
      >
        <Field label="Cotação nº" hint="Uma cotação feita antes vira esta entrada" {...erroDe(vm, 'numeroCotacao')}>
          <Input className={styles.campoCurto} value={vm.numeroCotacao} inputMode="numeric" onChange={(_, d) => { vm.setNumeroCotacao(d.value); }} />
        </Field>
        <Button type="submit">Carregar cotação</Button>
      </form>
      <ol className={styles.lista} aria-label="Serviços da entrada">
        {vm.linhas.map((l, i) => (
          <li key={String(i)} className={styles.servico} aria-label={`Serviço ${String(i + 1)}`}>
            <Field label="Serviço">
              <Select className={styles.selecao} value={l.servicoId} onChange={(_, d) => { vm.alterarLinha(i, 'servicoId', d.value); }}>
                <option value="">Escolha…</option>
                {vm.servicosDoAto.map((s) => (
                  <option key={s.id} value={String(s.id)}>
                    {s.codigo} — {s.descricao}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Qtd.">
              <Input value={l.quantidade} inputMode="numeric" onChange={(_, d) => { vm.alterarLinha(i, 'quantidade', d.value); }} />
            </Field>
            <Field label="Valor declarado (R$), se houver">
              <Input value={l.valorDeclarado} inputMode="decimal" onChange={(_, d) => { vm.alterarLinha(i, 'valorDeclarado', d.value); }} />
            </Field>
            <Button appearance="subtle" icon={<DeleteRegular />} aria-label={`Remover o serviço ${String(i + 1)}`} disabled={vm.linhas.length === 1} onClick={() => { vm.removerLinha(i); }} />
          </li>
        ))}
      </ol>
      <div className={styles.acoes}>
        <Button icon={<AddRegular />} onClick={() => { vm.adicionarLinha(); }}>
          Outro serviço
        </Button>
        <Button icon={<CalculatorRegular />} onClick={() => void vm.calcular()}>
          Calcular
        </Button>
      </div>
      {vm.erro?.campo === 'itens' && (
        <MessageBar intent="error">
          <MessageBarBody>{vm.erro.mensagem}</MessageBarBody>
        </MessageBar>
      )}
      {cotacao !== undefined && (
        <Table size="small" aria-label={`Cotação nº ${String(cotacao.numero)}`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Serviço (cotação nº {cotacao.numero})</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>Qtd.</TableHeaderCell>
              <TableHeaderCell className={styles.valor}>Valor</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {cotacao.itens.map((i, k) => (
              <TableRow key={String(k)}>
                <TableCell>
                  {i.codigo} — {i.descricao}
                </TableCell>
                <TableCell className={styles.valor}>{i.quantidade}</TableCell>
                <TableCell className={styles.valor}>{formatMoney(i.precificado.totalCentavos)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Total</TableCell>
              <TableCell />
              <TableCell className={styles.valor} aria-label="Total dos serviços">
                {formatMoney(cotacao.totalCentavos)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </Card>
  );
});

const Deposito = observer(function Deposito(props: { readonly vm: EntradaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  let conteudo: ReactNode;
  if (!vm.podeReceber) conteudo = <p className={styles.discreto}>O depósito prévio é recebido no caixa: encaminhe o apresentante com o número do protocolo.</p>;
  else if (vm.caixa === undefined)
    conteudo = (
      <p className={styles.discreto}>
        Você não tem caixa aberto: <AppLink to={caminho('caixa.salvar')}>abra seu caixa</AppLink> para receber o depósito aqui, ou protocole sem ele e receba-o depois no caixa.
      </p>
    );
  else
    conteudo = (
      <>
        <Checkbox label={`Receber agora no caixa nº ${String(vm.caixa.id)}`} checked={vm.receberDeposito} onChange={(_, d) => { vm.setReceberDeposito(d.checked === true); }} />
        {vm.receberDeposito && (
          <div className={styles.linha}>
            <Field label="Valor (R$)" required {...erroDe(vm, 'valorDeposito')}>
              <Input className={styles.campoCurto} value={vm.valorDeposito} inputMode="decimal" onChange={(_, d) => { vm.setValorDeposito(d.value); }} />
            </Field>
            <Field label="Forma de pagamento">
              <Select value={vm.metodoDeposito} onChange={(_, d) => { vm.setMetodoDeposito(d.value as MetodoPagamento); }}>
                {vm.metodos.map((m) => (
                  <option key={m} value={m}>
                    {ROTULOS_METODO[m]}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
        )}
      </>
    );
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Depósito prévio</Subtitle2>
      {conteudo}
      <Field label="Observação">
        <Textarea value={vm.observacao} resize="vertical" onChange={(_, d) => { vm.setObservacao(d.value); }} />
      </Field>
    </Card>
  );
});

const Resultado = observer(function Resultado(props: { readonly vm: EntradaViewModel; readonly p: Processo }): ReactNode {
  const { vm, p } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <div className={styles.page}>
      <PageHeader titulo="Processo protocolado" />
      <Card className={styles.card} role="status" aria-label="Protocolo">
        <p className={styles.discreto}>Protocolo nº</p>
        <p className={styles.numero}>{formatarProtocolo(p.protocolo)}</p>
        <p className={styles.discreto}>Código de verificação (consulta pública)</p>
        <p className={styles.codigo}>{formatarCodigo(p.codigoVerificacao)}</p>
        <p>
          Prazo legal: <strong>{isoParaBr(p.prazo)}</strong>
          {p.prazoSituacao === undefined ? '' : ` (${p.prazoSituacao.texto.toLowerCase()})`}. {p.responsavel === undefined ? 'Aguardando distribuição.' : `Distribuído a ${p.responsavel.nome}.`}
          {p.deposito === undefined ? ' Depósito prévio a receber no caixa.' : ` Depósito de ${formatMoney(p.deposito.valorCentavos)} recebido (recibo nº ${String(p.deposito.reciboNumero)}).`}
        </p>
        <div className={styles.acoes}>
          <Button appearance="primary" icon={<PrintRegular />} onClick={() => void vm.imprimirComprovante()}>
            Imprimir comprovante
          </Button>
          <Button onClick={() => { vm.abrirProcesso(); }}>Abrir o processo</Button>
          <Button icon={<AddRegular />} onClick={() => { vm.limpar(); }}>
            Nova entrada
          </Button>
        </div>
      </Card>
    </div>
  );
});

const Formulario = observer(function Formulario(props: { readonly vm: EntradaViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <div className={styles.page}>
      <PageHeader titulo="Entrada de processo">
        <Button onClick={() => { vm.limpar(); }}>Começar de novo</Button>
      </PageHeader>
      {vm.rascunhoRestaurado && (
        <MessageBar intent="info">
          <MessageBarBody>Os dados que você digitou antes foram recuperados.</MessageBarBody>
        </MessageBar>
      )}
      <Apresentante vm={vm} />
      <Entidade vm={vm} />
      <AtoEDocumentos vm={vm} />
      <Servicos vm={vm} />
      <Deposito vm={vm} />
      {vm.erro !== undefined && (
        <MessageBar intent="error">
          <MessageBarBody>Confira: {vm.erro.mensagem}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.acoes}>
        <Button appearance="primary" size="large" disabled={vm.enviando} onClick={() => void vm.protocolar()}>
          Protocolar
        </Button>
        {vm.cotacao !== undefined && <span className={styles.discreto}>Total dos serviços: {formatMoney(vm.cotacao.totalCentavos)}</span>}
      </div>
    </div>
  );
});

export const EntradaView = observer(function EntradaView(): ReactNode {
  const vm = useViewModel(PROCESSOS.entrada);
  return <TelaCarregada vm={vm} oQue="a entrada de processos">{() => (vm.resultado === undefined ? <Formulario vm={vm} /> : <Resultado vm={vm} p={vm.resultado} />)}</TelaCarregada>;
});
