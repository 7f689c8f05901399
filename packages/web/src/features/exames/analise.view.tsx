/** /processos/analise/processo/:protocolo?: a fit title's second look — its exam rounds, analyses and history, and the decision. */
import { Card, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { ArrowUndoRegular, CheckmarkCircleRegular } from '@fluentui/react-icons';
import { caminho, EXAME_MAXIMO, formatarProtocolo, type ExameDoProcesso } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { CartaoDecisao, ConfirmarDecisao } from '../../ui/form/decisao-com-motivo.view.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { vistaPorNumero } from '../../ui/tela/tela-por-numero.view.tsx';
import { Historico, Resumo } from '../processos/index.ts';
import type { AnaliseViewModel } from './analise.view-model.ts';
import { EXAMES } from './exames.tokens.ts';
import { Analises, Rodadas } from './rodadas.view.tsx';

const Decisao = observer(function Decisao(props: { readonly vm: AnaliseViewModel; readonly d: ExameDoProcesso }): ReactNode {
  const { vm, d } = props;
  if (!vm.aguardaAnalise) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{d.processo.situacao === 'CONFERENCIA' ? 'Exame confirmado: o título está na conferência.' : 'Este processo não aguarda análise.'}</MessageBarBody>
      </MessageBar>
    );
  }
  if (!vm.podeAnalisar) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{vm.examinouEste ? 'Você examinou este título: a análise é feita por outra pessoa.' : 'Você vê esta análise, mas só quem pode analisar exames decide.'}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <CartaoDecisao
      titulo={`Análise do ${String(d.rodadas.at(-1)?.rodada ?? 1)}º exame`}
      decisao={vm.decisao}
      dica="Obrigatório para devolver: o examinador o lê no histórico do processo."
      maximo={EXAME_MAXIMO.observacao}
      acoes={[
        { valor: 'CONFIRMAR', rotulo: 'Confirmar o exame', icone: <CheckmarkCircleRegular />, principal: true },
        { valor: 'DEVOLVER', rotulo: 'Devolver ao examinador', icone: <ArrowUndoRegular /> },
      ]}
    />
  );
});

const TelaAnalise = observer(function TelaAnalise(props: { readonly vm: AnaliseViewModel; readonly d: ExameDoProcesso }): ReactNode {
  const { vm, d } = props;
  const styles = useRegistroStyles();
  const p = d.processo;
  return (
    <div className={styles.page}>
      <PageHeader titulo={`Análise do processo nº ${formatarProtocolo(p.protocolo)}`}>
        <AppLink to={caminho('processos.exames.processo', { protocolo: p.protocolo })}>Ver o exame</AppLink>
      </PageHeader>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Resumo</Subtitle2>
        <Resumo p={p} />
      </Card>
      <Decisao vm={vm} d={d} />
      <Rodadas d={d} imprimirNota={(id) => void vm.imprimirNota(id)} />
      <Analises d={d} />
      <Historico p={p} />
      <ConfirmarDecisao
        decisao={vm.decisao}
        textos={(d) =>
          d === 'CONFIRMAR'
            ? { titulo: `Confirmar o exame — processo nº ${formatarProtocolo(p.protocolo)}`, enviar: 'Confirmar e enviar à conferência', texto: 'O título segue para a conferência.' }
            : { titulo: `Devolver ao examinador — processo nº ${formatarProtocolo(p.protocolo)}`, enviar: 'Devolver', texto: `O processo volta a ${p.responsavel?.nome ?? 'seu examinador'}, com o motivo no histórico.` }
        }
      />
    </div>
  );
});

export const AnaliseView = vistaPorNumero(
  EXAMES.analiseProcesso,
  'protocolo',
  {
    oQue: 'a análise',
    naoEncontrado: 'Processo não encontrado',
    motivo: 'Não há processo com este protocolo.',
    voltar: { caminho: caminho('processos.analise'), rotulo: 'Voltar à fila de análise' },
    abrir: { titulo: 'Analisar processo', rotulo: 'Número do protocolo', vazio: 'Informe o número do protocolo.' },
  },
  (vm) => vm.carga,
  (vm, d) => <TelaAnalise vm={vm} d={d} />,
);
