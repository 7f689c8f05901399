/**
 * /certidao/gerar/:protocolo?: a new request (the form), or — with `?certidao=` — one request on its way: its data and
 * deadline, the next step (receive at the clerk's box, sign and seal, print), and the certificate's text.
 */
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Select, Subtitle2, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { MoneyRegular, PrintRegular, SearchRegular } from '@fluentui/react-icons';
import {
  caminho,
  formatarCodigo,
  formatarProtocolo,
  formatDateTime,
  formatMoney,
  isoParaBr,
  METODOS_PAGAMENTO,
  ROTULOS_CARGO_RESPONSAVEL,
  ROTULOS_METODO,
  ROTULOS_TIPO_CERTIDAO,
  semServicoDaCertidao,
  TIPOS_CERTIDAO,
  type Certidao,
} from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { MessagePage } from '../../shell/message-page.view.tsx';
import { AppLink } from '../../ui/app-link.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { TelaCarregada } from '../../ui/tela/tela-carregada.view.tsx';
import { Prazo } from '../processos/index.ts';
import { SituacaoCertidaoEtiqueta } from './certidao-list.view.tsx';
import type { CampoPedido, CertidaoViewModel } from './certidao.view-model.ts';
import { CERTIDOES } from './certidoes.tokens.ts';

const useStyles = makeStyles({
  largo: { gridColumn: '1 / -1' },
  entidade: { minWidth: '320px', flexGrow: 1 },
  linha: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'end', flexWrap: 'wrap' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end', marginTop: tokens.spacingVerticalM },
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  passo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  texto: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '78ch' },
  paragrafo: { margin: 0, textAlign: 'justify' },
  valor: { maxWidth: '280px' },
  codigo: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em', fontWeight: tokens.fontWeightSemibold },
});

function erro(vm: CertidaoViewModel, campo: CampoPedido): { validationMessage?: string; validationState?: 'error' } {
  const m = vm.erroDe(campo);
  return m === undefined ? {} : { validationMessage: m, validationState: 'error' };
}

/** The service the request is priced by: its fee in force, or — the first time — the fee to enter. */
const ServicoDoPedido = observer(function ServicoDoPedido(props: { readonly vm: CertidaoViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const s = vm.servicoDoPedido;
  if (s === undefined) {
    if (!vm.semServico) return null;
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          {semServicoDaCertidao(vm.tipo)}{' '}
          {vm.podeCadastrarServico ? (
            <>
              Cadastre-o em <AppLink to={caminho('servico.salvar')}>Novo serviço</AppLink>, com o emolumento da tabela do seu estado, e volte a este pedido.
            </>
          ) : (
            'Peça a quem cadastra os serviços que o cadastre, com o emolumento da tabela do seu estado.'
          )}
        </MessageBarBody>
      </MessageBar>
    );
  }
  const nome = `${s.codigo} — ${s.descricao}`;
  if (!vm.semValor) {
    const preco = vm.precoDoPedido;
    return (
      <Text>
        {preco === undefined ? `Cobrada pelo serviço ${nome}.` : `Valor da certidão: ${formatMoney(preco)}, pelo serviço ${nome} (emolumentos, taxas e fundos do estado).`}
      </Text>
    );
  }
  if (!vm.podeInformarValor) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>O serviço {nome} ainda não tem valor em vigor: peça a quem cadastra os serviços que informe o emolumento da certidão, pela tabela do seu estado.</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <div className={styles.passo}>
      <MessageBar intent="warning">
        <MessageBarBody>
          O serviço {nome} ainda não tem valor em vigor. Informe o emolumento da certidão pela tabela do seu estado: ele fica salvo no serviço, a partir de hoje, para os
          próximos pedidos.
        </MessageBarBody>
      </MessageBar>
      <Field className={styles.valor} label="Emolumento da certidão (R$)" required hint="Em reais, como 1.234,56. Taxa fixa ou valor por faixas: edite o serviço em Serviços" {...erro(vm, 'emolumento')}>
        <Input value={vm.emolumento} inputMode="decimal" autoComplete="off" onChange={(_, d) => { vm.setEmolumento(d.value); }} />
      </Field>
    </div>
  );
});

const Pedido = observer(function Pedido(props: { readonly vm: CertidaoViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const semEntidade = vm.tipo === 'BUSCA';
  return (
    <form
      noValidate
      className={styles.page}
      onSubmit={(e) => {
        e.preventDefault();
        void vm.pedir();
      }}
    >
      <Card className={styles.card}>
        <div className={styles.section}>
          <Field label="Tipo de certidão" required>
            <Select value={vm.tipo} onChange={(_, d) => { vm.setTipo(d.value); }}>
              {TIPOS_CERTIDAO.map((t) => (
                <option key={t} value={t}>
                  {ROTULOS_TIPO_CERTIDAO[t]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Requerente" required hint="Qualquer pessoa pode pedir, sem declarar o motivo" {...erro(vm, 'requerente')}>
            <Input value={vm.requerente} autoComplete="off" autoFocus onChange={(_, d) => { vm.setRequerente(d.value); }} />
          </Field>
          <Field label="CPF ou CNPJ do requerente" hint="Opcional; sai no recibo" {...erro(vm, 'documento')}>
            <Input value={vm.documento} inputMode="numeric" autoComplete="off" onChange={(_, d) => { vm.setDocumento(d.value); }} />
          </Field>
          {!semEntidade && vm.protocolo !== undefined && (
            <Field label="Processo" hint="A certidão é da entidade registrada neste processo" {...erro(vm, 'protocolo')}>
              <Input value={`Protocolo nº ${formatarProtocolo(vm.protocolo)}`} readOnly />
            </Field>
          )}
          {!semEntidade && vm.protocolo === undefined && (
            <div className={styles.largo}>
              <div className={styles.linha}>
                <Field label="Entidade (parte do nome)">
                  <Input
                    value={vm.termoEmpresa}
                    autoComplete="off"
                    onChange={(_, d) => { vm.setTermoEmpresa(d.value); }}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        void vm.buscarEmpresas();
                      }
                    }}
                  />
                </Field>
                <Button icon={<SearchRegular />} onClick={() => void vm.buscarEmpresas()}>
                  Buscar entidade
                </Button>
                <Field className={styles.entidade} label="Entidade registrada" required {...erro(vm, 'empresaId')}>
                  <Select value={vm.empresaId === undefined ? '' : String(vm.empresaId)} disabled={vm.empresas.length === 0} onChange={(_, d) => { vm.setEmpresaId(d.value); }}>
                    {vm.empresas.length === 0 && <option value="">{vm.buscouEmpresas ? 'Nenhuma encontrada' : 'Busque pelo nome'}</option>}
                    {vm.empresas.map((e) => (
                      <option key={e.id} value={String(e.id)}>
                        {`${e.denominacao} — registro nº ${String(e.numeroRegistro ?? '')}`}
                      </option>
                    ))}
                  </Select>
                </Field>
              </div>
            </div>
          )}
          {semEntidade && (
            <Field className={styles.largo} label="Nome, CNPJ ou CPF a buscar" required hint="Um CNPJ ou CPF com dígitos válidos é buscado como documento; o resto, como parte do nome" {...erro(vm, 'busca')}>
              <Input value={vm.busca} autoComplete="off" onChange={(_, d) => { vm.setBusca(d.value); }} />
            </Field>
          )}
          {vm.tipo === 'QUESITOS' && (
            <Field className={styles.largo} label="Quesitos" required hint="Um por linha, como o requerente os formulou" {...erro(vm, 'quesitos')}>
              <Textarea value={vm.quesitos} rows={5} resize="vertical" onChange={(_, d) => { vm.setQuesitos(d.value); }} />
            </Field>
          )}
        </div>
        <ServicoDoPedido vm={vm} />
        {vm.erroDe('servicoId') !== undefined && (
          <MessageBar intent="error">
            <MessageBarBody>{vm.erroDe('servicoId')}</MessageBarBody>
          </MessageBar>
        )}
      </Card>
      <Card className={styles.card}>
        <div className={styles.acoes}>
          <AppLink to={caminho('certidao')}>Voltar à lista de certidões</AppLink>
          <Button type="submit" appearance="primary" disabled={vm.enviando || !vm.podePedir || (vm.semValor && !vm.podeInformarValor)}>
            {vm.enviando ? 'Pedindo…' : 'Pedir certidão'}
          </Button>
        </div>
      </Card>
    </form>
  );
});

const ProximoPasso = observer(function ProximoPasso(props: { readonly vm: CertidaoViewModel; readonly c: Certidao }): ReactNode {
  const { vm, c } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  if (c.situacao === 'SOLICITADA') {
    if (!vm.podeReceber) return <Text>Aguardando o pagamento no caixa ({formatMoney(c.valorCentavos)}).</Text>;
    if (vm.caixa === undefined) {
      return (
        <MessageBar intent="warning">
          <MessageBarBody>
            Para receber {formatMoney(c.valorCentavos)}, abra o seu caixa em <AppLink to={caminho('caixa.salvar')}>Abrir caixa</AppLink> e volte a esta certidão.
          </MessageBarBody>
        </MessageBar>
      );
    }
    return (
      <div className={styles.linha}>
        <Field label="Forma de pagamento" {...erro(vm, 'parcelas')}>
          <Select value={vm.metodo} onChange={(_, d) => { vm.setMetodo(d.value); }}>
            {METODOS_PAGAMENTO.map((m) => (
              <option key={m} value={m}>
                {ROTULOS_METODO[m]}
              </option>
            ))}
          </Select>
        </Field>
        <Button appearance="primary" icon={<MoneyRegular />} disabled={vm.enviando} onClick={() => void vm.receber()}>
          {`Receber ${formatMoney(c.valorCentavos)} no caixa nº ${String(vm.caixa.id)}`}
        </Button>
      </div>
    );
  }
  if (c.situacao === 'PAGA') {
    if (!vm.podeEmitir) return <Text>Paga; aguardando a assinatura de um responsável.</Text>;
    return (
      <div className={styles.passo}>
        {c.tipo === 'QUESITOS' && (
          <Field label="Respostas aos quesitos" required hint="Uma por linha; saem na certidão como escritas" {...erro(vm, 'respostas')}>
            <Textarea value={vm.respostas} rows={5} resize="vertical" onChange={(_, d) => { vm.setRespostas(d.value); }} />
          </Field>
        )}
        <div className={styles.linha}>
          <Field label="Responsável assinante" required hint={`Quem pode assinar hoje (${isoParaBr(vm.hoje) ?? ''})`} {...erro(vm, 'responsavelId')}>
            <Select value={vm.responsavelId} onChange={(_, d) => { vm.setResponsavelId(d.value); }}>
              {vm.assinantes.length === 0 && <option value="">Ninguém pode assinar hoje</option>}
              {vm.assinantes.map((r) => (
                <option key={r.id} value={String(r.id)}>
                  {`${r.nome} — ${ROTULOS_CARGO_RESPONSAVEL[r.cargo]}`}
                </option>
              ))}
            </Select>
          </Field>
          <Button appearance="primary" disabled={vm.enviando || vm.assinantes.length === 0} onClick={() => void vm.emitir()}>
            Assinar e selar
          </Button>
        </div>
        {vm.assinantes.length === 0 && <AppLink to={caminho('responsavel')}>Cadastre quem pode assinar em Responsáveis assinantes</AppLink>}
      </div>
    );
  }
  return (
    <div className={styles.passo}>
      <Text>
        Assinada por {c.assinatura?.nome ?? ''} ({c.assinatura === undefined ? '' : ROTULOS_CARGO_RESPONSAVEL[c.assinatura.cargo]}) em {c.emitidaEm === undefined ? '' : formatDateTime(new Date(c.emitidaEm))}
        {c.selo === undefined ? '' : `, selo ${c.selo.codigo}`}.
      </Text>
      <Text>
        Código de verificação: <span className={styles.codigo}>{formatarCodigo(c.codigo ?? '')}</span> — qualquer pessoa confere em{' '}
        <AppLink to={`${caminho('verificarCertidao')}?codigo=${formatarCodigo(c.codigo ?? '')}`}>Verificação de certidão</AppLink>.
      </Text>
      <div>
        <Button appearance="primary" icon={<PrintRegular />} onClick={() => void vm.imprimir()}>
          Imprimir certidão (PDF)
        </Button>
      </div>
    </div>
  );
});

const Andamento = observer(function Andamento(props: { readonly vm: CertidaoViewModel; readonly c: Certidao }): ReactNode {
  const { vm, c } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const passo = c.situacao === 'SOLICITADA' ? 'Pagamento' : c.situacao === 'PAGA' ? 'Assinatura e selo' : 'Certidão emitida';
  return (
    <div className={styles.page}>
      <Card className={styles.card}>
        <dl className={styles.resumo}>
          <dt className={styles.termo}>Situação</dt>
          <dd className={styles.definicao}>
            <SituacaoCertidaoEtiqueta situacao={c.situacao} />
          </dd>
          <dt className={styles.termo}>Prazo</dt>
          <dd className={styles.definicao}>{c.situacao === 'EMITIDA' ? isoParaBr(c.prazo) : <Prazo prazo={c.prazo} situacao={c.prazoSituacao} />}</dd>
          <dt className={styles.termo}>Requerente</dt>
          <dd className={styles.definicao}>{c.requerente}</dd>
          <dt className={styles.termo}>Pedida em</dt>
          <dd className={styles.definicao}>{isoParaBr(c.pedidoEm)}</dd>
          <dt className={styles.termo}>{c.tipo === 'BUSCA' ? 'Busca' : 'Entidade'}</dt>
          <dd className={styles.definicao}>{c.tipo === 'BUSCA' ? c.busca : c.empresaNome}</dd>
          <dt className={styles.termo}>Valor</dt>
          <dd className={styles.definicao}>{`${formatMoney(c.valorCentavos)}${c.recibo === undefined ? '' : ` — recibo nº ${String(c.recibo.numero)}`}`}</dd>
        </dl>
      </Card>
      <Card className={styles.card} role="region" aria-label={passo}>
        <Subtitle2 as="h2">{passo}</Subtitle2>
        <ProximoPasso vm={vm} c={c} />
      </Card>
      <Card className={styles.card} role="region" aria-label="Texto da certidão">
        <Subtitle2 as="h2">{c.situacao === 'EMITIDA' ? 'Texto da certidão' : 'Texto da certidão, se emitida agora'}</Subtitle2>
        <div className={styles.texto}>
          {c.conteudo.map((s, i) => (
            <div key={i}>
              {s.titulo !== undefined && <Subtitle2 as="h3">{s.titulo}</Subtitle2>}
              {s.paragrafos.map((p, j) => (
                <p key={j} className={styles.paragrafo}>
                  {p}
                </p>
              ))}
            </div>
          ))}
        </div>
      </Card>
      <AppLink to={caminho('certidao')}>Voltar à lista de certidões</AppLink>
    </div>
  );
});

export const CertidaoView = observer(function CertidaoView(): ReactNode {
  const vm = useViewModel(CERTIDOES.gerar);
  const { protocolo } = useParams();
  const [parametros] = useSearchParams();
  const certidao = parametros.get('certidao');
  useEffect(() => {
    vm.configure(protocolo, certidao);
    void vm.carregar();
  }, [vm, protocolo, certidao]);
  const c = vm.certidao;
  const titulo = c === undefined ? 'Gerar certidão' : `Certidão nº ${String(c.numero)} — ${ROTULOS_TIPO_CERTIDAO[c.tipo]}`;
  if (vm.naoEncontrada) {
    return (
      <MessagePage titulo="Certidão não encontrada" acoes={<AppLink to={caminho('certidao')}>Voltar à lista de certidões</AppLink>}>
        <p>Não há certidão com este número.</p>
      </MessagePage>
    );
  }
  return (
    <>
      <PageHeader titulo={titulo} />
      <TelaCarregada vm={{ estado: vm.estado, carregar: () => Promise.resolve() }} oQue="a certidão">
        {() => (c === undefined ? <Pedido vm={vm} /> : <Andamento vm={vm} c={c} />)}
      </TelaCarregada>
    </>
  );
});
