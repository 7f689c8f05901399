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

export const FilaExamesView = observer(function FilaExamesView(): ReactNode {
  const { tela } = useLista(EXAMES.fila);
  const { lista } = tela;
  const styles = useStyles();
  const colunas: Coluna<LinhaFila>[] = [
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
          <div className={styles.discreto}>{rodadaDe(p)}</div>
          {lista.aplicado.escopo === 'GRUPO' && <div className={styles.discreto}>{p.responsavelNome ?? 'Sem responsável'}</div>}
        </>
      ),
    },
    COLUNA_PRAZO,
  ];
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
          <Field label="Protocolo" className={styles.curto}>
            <Input
              value={lista.rascunho.protocolo}
              inputMode="numeric"
              onChange={(_e, d) => {
                lista.setCampo('protocolo', d.value.replace(/\D/g, '').slice(0, 9));
              }}
            />
          </Field>
          <FiltroSelecao lista={lista} campo="vencidos" rotulo="Só vencidos" className={styles.curto} opcoes={[{ valor: 'sim', rotulo: 'Sim' }]} />
        </>
      )}
    />
  );
});
