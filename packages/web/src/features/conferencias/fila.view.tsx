/** /processos/conferencia: the confirmed titles waiting for their conference; a protocol opens its conference. */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { COLUNA_ENTIDADE, COLUNA_PRAZO, colunaProtocolo } from '../processos/index.ts';
import { CONFERENCIAS } from './conferencias.tokens.ts';
import type { FiltroTelaConferencia, LinhaConferencia } from './fila.view-model.ts';
import type { TelaListaViewModel } from '../../ui/list/tela-lista.view-model.ts';

const useStyles = makeStyles({ curto: { width: '120px' } });

function Fila(props: { readonly tela: TelaListaViewModel<LinhaConferencia, FiltroTelaConferencia>; readonly titulo: string }): ReactNode {
  const { tela } = props;
  const { lista } = tela;
  const styles = useStyles();
  const colunas: Coluna<LinhaConferencia>[] = [colunaProtocolo(tela), COLUNA_ENTIDADE, { id: 'apresentante', titulo: 'Apresentante', largura: '20%', render: (p) => p.apresentanteNome }, COLUNA_PRAZO];
  return (
    <TelaLista
      tela={tela}
      titulo={props.titulo}
      colunas={colunas}
      busca={{ campo: 'empresa', rotulo: 'Entidade' }}
      campos={() => (
        <>
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
}

const FilaObservada = observer(Fila);

export const FilaConferenciaView = observer(function FilaConferenciaView(): ReactNode {
  return <FilaObservada tela={useLista(CONFERENCIAS.fila).tela} titulo="Conferência" />;
});

/** /processos/conferencia/oficial: the titles waiting for the officer's conference and their registration. */
export const FilaOficialView = observer(function FilaOficialView(): ReactNode {
  return <FilaObservada tela={useLista(CONFERENCIAS.filaOficial).tela} titulo="Conferência do oficial" />;
});
