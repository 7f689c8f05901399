/** /processos/exames/processo/:protocolo?: a process's exam — what to check, the earlier rounds, and the decision. */
import {
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CheckmarkCircleRegular, DeleteRegular, DocumentTextRegular, } from '@fluentui/react-icons';
import { caminho, EXAME_MAXIMO, formatarProtocolo, isoParaBr, type ExameDoProcesso } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { vistaPorNumero } from '../../ui/tela/tela-por-numero.view.tsx';
import { Historico, Resumo } from '../processos/index.ts';
import type { ExameViewModel, LinhaExigencia } from './exame.view-model.ts';
import { EXAMES } from './exames.tokens.ts';
import { Rodadas } from './rodadas.view.tsx';
import { Visualizador } from '../digitalizacoes/index.ts';

const useStyles = makeStyles({
  colunas: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  lista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: tokens.spacingHorizontalL },
  exigencia: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 2fr) auto',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  fundamento: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  remover: { marginTop: '26px' },
  discreto: { color: tokens.colorNeutralForeground3 },
  faltou: { color: tokens.colorPaletteRedForeground1 },
});

const Conferir = observer(function Conferir(props: { readonly vm: ExameViewModel; readonly d: ExameDoProcesso }): ReactNode {
  const { vm, d } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Documentos apresentados</Subtitle2>
      {d.processo.documentos.length === 0 ? (
        <span className={styles.discreto}>Nenhum documento listado na entrada.</span>
      ) : (
        <ul className={styles.lista} aria-label="Documentos apresentados">
          {d.processo.documentos.map((doc) => (
            <li key={doc.nome}>
              {doc.nome}
              {doc.apresentado ? '' : <span className={styles.faltou}> — não apresentado</span>}
            </li>
          ))}
        </ul>
      )}
      <Subtitle2 as="h2">O que conferir</Subtitle2>
      <div className={styles.lista} role="group" aria-label="O que conferir">
        {d.checklist.length === 0 && <span className={styles.discreto}>O catálogo não lista itens de exame para este ato.</span>}
        {d.checklist.map((item) => (
          <Checkbox
            key={item}
            label={item}
            checked={vm.marcados.includes(item)}
            disabled={!vm.podeDecidir}
            onChange={(_, data) => {
              vm.marcar(item, data.checked === true);
            }}
          />
        ))}
      </div>
    </Card>
  );
});

const Exigencia = observer(function Exigencia(props: { readonly vm: ExameViewModel; readonly d: ExameDoProcesso; readonly linha: LinhaExigencia; readonly ordem: number }): ReactNode {
  const { vm, d, linha, ordem } = props;
  const styles = useStyles();
  const erroFundamento = vm.erroDa(linha.chave, 'fundamento');
  const erroTexto = vm.erroDa(linha.chave, 'texto');
  return (
    <div className={styles.exigencia} role="group" aria-label={`Exigência ${String(ordem)}`}>
      <div className={styles.fundamento}>
        <Field label={`Fundamento legal da exigência ${String(ordem)}`} required>
          <Select
            value={linha.fundamentoId}
            onChange={(_, data) => {
              vm.escolherFundamento(linha.chave, data.value);
            }}
          >
            <option value="">Escrever o fundamento…</option>
            {d.fundamentos.map((f) => (
              <option key={f.id} value={String(f.id)}>
                {f.nome}
              </option>
            ))}
          </Select>
        </Field>
        {linha.fundamentoId === '' && (
          <Field label={`Fundamento da exigência ${String(ordem)}, como será impresso`} validationMessage={erroFundamento ?? null} validationState={erroFundamento === undefined ? 'none' : 'error'}>
            <Input
              value={linha.fundamento}
              maxLength={EXAME_MAXIMO.fundamento}
              placeholder="Lei 6.015/1973, art. 120"
              onChange={(_, data) => {
                vm.setFundamento(linha.chave, data.value);
              }}
            />
          </Field>
        )}
      </div>
      <Field label={`Texto da exigência ${String(ordem)}`} required validationMessage={erroTexto ?? null} validationState={erroTexto === undefined ? 'none' : 'error'}>
        <Textarea
          value={linha.texto}
          resize="vertical"
          rows={5}
          maxLength={EXAME_MAXIMO.texto}
          placeholder="O que o apresentante deve fazer ou apresentar"
          onChange={(_, data) => {
            vm.setTexto(linha.chave, data.value);
          }}
        />
      </Field>
      <Button
        className={styles.remover}
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={`Remover a exigência ${String(ordem)}`}
        onClick={() => {
          vm.removerExigencia(linha.chave);
        }}
      />
    </div>
  );
});

const Decisao = observer(function Decisao(props: { readonly vm: ExameViewModel; readonly d: ExameDoProcesso }): ReactNode {
  const { vm, d } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const erroGeral = vm.erros['exigencias'];
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Decisão do {String(d.rodadas.length + 1)}º exame</Subtitle2>
      {vm.deOutroExaminador !== undefined && (
        <MessageBar intent="warning">
          <MessageBarBody>Este processo está com {vm.deOutroExaminador}: só quem o examina decide. Peça a redistribuição.</MessageBarBody>
        </MessageBar>
      )}
      {vm.rascunhoRestaurado && (
        <MessageBar intent="info">
          <MessageBarBody>As exigências que você escrevia foram recuperadas.</MessageBarBody>
        </MessageBar>
      )}
      <span className={styles.discreto}>
        Se o título não pode ser registrado como está, escreva cada exigência com o seu fundamento: elas formam a nota de exigência, com prazo de {String(d.prazoExigenciaDiasUteis)} dias úteis para o cumprimento.
      </span>
      {vm.exigencias.map((linha, i) => (
        <Exigencia key={linha.chave} vm={vm} d={d} linha={linha} ordem={i + 1} />
      ))}
      {erroGeral !== undefined && (
        <MessageBar intent="error">
          <MessageBarBody>{erroGeral}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button icon={<AddRegular />} onClick={() => { vm.adicionarExigencia(); }} disabled={vm.exigencias.length >= EXAME_MAXIMO.exigencias}>
          Adicionar exigência
        </Button>
      </div>
      <Field label="Observação" hint="Sai na nota e fica no exame.">
        <Textarea value={vm.observacao} resize="vertical" maxLength={EXAME_MAXIMO.observacao} onChange={(_, data) => { vm.setObservacao(data.value); }} />
      </Field>
      <div className={styles.acoes}>
        <Button appearance="primary" icon={<DocumentTextRegular />} disabled={vm.enviando} onClick={() => { vm.pedir('EXIGENCIA'); }}>
          Emitir nota de exigência
        </Button>
        <Button icon={<CheckmarkCircleRegular />} disabled={vm.enviando} onClick={() => { vm.pedir('APTO'); }}>
          Título apto
        </Button>
      </div>
    </Card>
  );
});


const Situacao = observer(function Situacao(props: { readonly vm: ExameViewModel; readonly d: ExameDoProcesso }): ReactNode {
  const p = props.d.processo;
  if (props.vm.podeDecidir) return null;
  const texto =
    p.situacao === 'EM_EXIGENCIA'
      ? `Aguardando o cumprimento das exigências até ${isoParaBr(p.prazoExigencia ?? '') ?? '—'}: o reingresso é registrado no processo.`
      : p.situacao === 'EM_EXAME' || p.situacao === 'REINGRESSO'
        ? 'Você vê este exame, mas só quem pode analisar exames decide.'
        : p.situacao === 'PROTOCOLADO'
          ? 'Este processo aguarda distribuição.'
          : p.situacao === 'APTO'
            ? 'Título apto no exame: aguarda a análise, antes da conferência.'
            : 'Este processo não aguarda exame.';
  return (
    <MessageBar intent="info">
      <MessageBarBody>{texto}</MessageBarBody>
    </MessageBar>
  );
});

const TelaExame = observer(function TelaExame(props: { readonly vm: ExameViewModel; readonly d: ExameDoProcesso }): ReactNode {
  const { vm, d } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const p = d.processo;
  const confirmando = vm.confirmando;
  const n = vm.exigencias.filter((l) => l.texto.trim() !== '').length;
  return (
    <div className={styles.page}>
      <PageHeader titulo={`Exame do processo nº ${formatarProtocolo(p.protocolo)}`}>
        <AppLink to={caminho('processos.editar', { protocolo: p.protocolo })}>Abrir o processo</AppLink>
        <AppLink to={caminho('processos.dbe', { protocolo: p.protocolo })}>Conferir o DBE</AppLink>
      </PageHeader>
      <Situacao vm={vm} d={d} />
      <div className={styles.colunas}>
        <Card className={styles.card}>
          <Subtitle2 as="h2">Resumo</Subtitle2>
          <Resumo p={p} />
        </Card>
        <Conferir vm={vm} d={d} />
      </div>
      {vm.podeDecidir && <Decisao vm={vm} d={d} />}
      <Rodadas d={d} imprimirNota={(id) => void vm.imprimirNota(id)} />
      <Visualizador protocolo={p.protocolo} />
      <Historico p={p} />
      {confirmando !== undefined && (
        <DialogoFormulario
          titulo={confirmando === 'APTO' ? `Título apto — processo nº ${formatarProtocolo(p.protocolo)}` : `Nota de exigência — processo nº ${formatarProtocolo(p.protocolo)}`}
          rotuloEnviar={confirmando === 'APTO' ? 'Confirmar: título apto' : 'Emitir a nota'}
          enviando={vm.enviando}
          aoEnviar={() => void vm.decidir()}
          aoFechar={() => { vm.cancelarConfirmacao(); }}
        >
          <p>
            {confirmando === 'APTO'
              ? 'O título foi examinado e pode ser registrado: o processo segue para a conferência.'
              : `${String(n)} ${n === 1 ? 'exigência' : 'exigências'} na nota. O apresentante terá ${String(d.prazoExigenciaDiasUteis)} dias úteis para cumpri-las; vencido o prazo, o protocolo é cancelado.`}
          </p>
        </DialogoFormulario>
      )}
    </div>
  );
});

export const ExameView = vistaPorNumero(
  EXAMES.exame,
  'protocolo',
  {
    oQue: 'o exame',
    naoEncontrado: 'Processo não encontrado',
    motivo: 'Não há processo com este protocolo.',
    voltar: { caminho: caminho('processos.exames'), rotulo: 'Voltar à fila de exames' },
    abrir: { titulo: 'Examinar processo', rotulo: 'Número do protocolo', vazio: 'Informe o número do protocolo.' },
  },
  (vm) => vm.carga,
  (vm, d) => <TelaExame vm={vm} d={d} />,
);
