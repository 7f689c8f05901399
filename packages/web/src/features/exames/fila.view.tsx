/** /processos/exames: the examiner's queue, the oldest deadline first; a protocol opens its exam. */
import { Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { isoParaBr, ROTULOS_SITUACAO_PROCESSO, SITUACOES_FILA_EXAME } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import type { ListViewModel } from '../../ui/list/list.view-model.ts';
import { TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { COLUNA_ENTIDADE, COLUNA_PRAZO, colunaProtocolo, SituacaoProcessoEtiqueta } from '../processos/index.ts';
import { EXAMES } from './exames.tokens.ts';
import type { FiltroTelaFila, LinhaFila } from './fila.view-model.ts';

const useStyles = makeStyles({
  campo: { minWidth: '150px' },
  curto: { width: '120px' },
  discreto: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function rodadaDe(p: LinhaFila): string {
  if (p.situacao === 'EM_EXIGENCIA') return `Cumprir até ${isoParaBr(p.prazoExigencia ?? '') ?? '—'}`;
  if (p.situacao === 'APTO') return `Apto no ${String(p.rodadas)}º exame`;
  return p.rodadas === 0 ? '1º exame' : `${String(p.rodadas + 1)}º exame (reingresso)`;
}

/** A filter with fixed options and no "Todas": the queue is always someone's, and always of some states. */
const Selecao = observer(function Selecao(props: {
  readonly lista: Pick<ListViewModel<LinhaFila, FiltroTelaFila>, 'rascunho' | 'setCampo'>;
  readonly campo: 'escopo' | 'situacao';
  readonly rotulo: string;
  readonly className: string;
  readonly opcoes: readonly { readonly valor: string; readonly rotulo: string }[];
}): ReactNode {
  const { lista, campo } = props;
  return (
    <Field label={props.rotulo} className={props.className}>
      <Select
        value={lista.rascunho[campo]}
        onChange={(_e, d) => {
          lista.setCampo(campo, d.value);
        }}
      >
        {props.opcoes.map((o) => (
          <option key={o.valor} value={o.valor}>
            {o.rotulo}
          </option>
        ))}
      </Select>
    </Field>
  );
});

/** The queue's columns: protocol, entity and act, presenter, state (with the round, and the examiner when asked), deadline. */
function colunasDaFila(tela: Parameters<typeof colunaProtocolo<LinhaFila>>[0], discreto: string, comResponsavel: boolean): Coluna<LinhaFila>[] {
  return [
    colunaProtocolo(tela),
    COLUNA_ENTIDADE,
    { id: 'apresentante', titulo: 'Apresentante', largura: '15%', render: (p) => p.apresentanteNome },
    {
      id: 'situacao',
      titulo: 'Situação',
      largura: '17%',
      render: (p) => (
        <>
          <SituacaoProcessoEtiqueta situacao={p.situacao} />
          <div className={discreto}>{rodadaDe(p)}</div>
          {comResponsavel && <div className={discreto}>{p.responsavelNome ?? 'Sem responsável'}</div>}
        </>
      ),
    },
    COLUNA_PRAZO,
  ];
}

const Protocolo = observer(function Protocolo(props: { readonly lista: Pick<ListViewModel<LinhaFila, FiltroTelaFila>, 'rascunho' | 'setCampo'>; readonly className: string }): ReactNode {
  const { lista } = props;
  return (
    <Field label="Protocolo" className={props.className}>
      <Input
        value={lista.rascunho.protocolo}
        inputMode="numeric"
        onChange={(_e, d) => {
          lista.setCampo('protocolo', d.value.replace(/\D/g, '').slice(0, 9));
        }}
      />
    </Field>
  );
});

export const FilaExamesView = observer(function FilaExamesView(): ReactNode {
  const { tela } = useLista(EXAMES.fila);
  const { lista } = tela;
  const styles = useStyles();
  const colunas = colunasDaFila(tela, styles.discreto, lista.aplicado.escopo === 'GRUPO');
  return (
    <TelaLista
      tela={tela}
      titulo="Fila de exames"
      colunas={colunas}
      busca={{ campo: 'empresa', rotulo: 'Entidade' }}
      campos={() => (
        <>
          <Selecao lista={lista} campo="escopo" rotulo="Fila" className={styles.campo} opcoes={[{ valor: 'MEUS', rotulo: 'Meus processos' }, { valor: 'GRUPO', rotulo: 'Do meu grupo' }]} />
          <Selecao
            lista={lista}
            campo="situacao"
            rotulo="Situação"
            className={styles.campo}
            opcoes={[{ valor: '', rotulo: 'Aguardando decisão' }, ...SITUACOES_FILA_EXAME.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_PROCESSO[s] }))]}
          />
          <Protocolo lista={lista} className={styles.curto} />
          <FiltroSelecao lista={lista} campo="vencidos" rotulo="Só vencidos" className={styles.curto} opcoes={[{ valor: 'sim', rotulo: 'Sim' }]} />
        </>
      )}
    />
  );
});

/** /processos/analise: the office's fit titles waiting for a second look; a protocol opens its analysis. */
export const FilaAnaliseView = observer(function FilaAnaliseView(): ReactNode {
  const { tela } = useLista(EXAMES.analise);
  const { lista } = tela;
  const styles = useStyles();
  return (
    <TelaLista
      tela={tela}
      titulo="Análise"
      colunas={colunasDaFila(tela, styles.discreto, true)}
      busca={{ campo: 'empresa', rotulo: 'Entidade' }}
      campos={() => (
        <>
          <Protocolo lista={lista} className={styles.curto} />
          <FiltroSelecao lista={lista} campo="vencidos" rotulo="Só vencidos" className={styles.curto} opcoes={[{ valor: 'sim', rotulo: 'Sim' }]} />
        </>
      )}
    />
  );
});
