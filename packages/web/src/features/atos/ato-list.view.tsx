/** /servico/ato: the office's catalogue of acts. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { ESPECIES_ATO, ROTULOS_ESPECIE_ATO, type TipoAtoListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { ATOS } from './atos.tokens.ts';

const useStyles = makeStyles({
  campo: { minWidth: '200px' },
  codigo: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontFamily: tokens.fontFamilyMonospace },
});

export const AtoListView = observer(function AtoListView(): ReactNode {
  const { tela } = useLista(ATOS.lista);
  const styles = useStyles();
  const colunas: Coluna<TipoAtoListaItem>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      ordenarPor: 'nome',
      render: (a) => (
        <>
          <LinkRegistro tela={tela} item={a}>
            {a.nome}
          </LinkRegistro>
          <span className={styles.codigo}>{a.codigo}</span>
        </>
      ),
    },
    { id: 'especie', titulo: 'Espécie', largura: '170px', render: (a) => ROTULOS_ESPECIE_ATO[a.especie] },
    { id: 'livro', titulo: 'Livro', largura: '70px', render: (a) => a.livro ?? '—' },
    { id: 'prazo', titulo: 'Prazo', ordenarPor: 'prazoDiasUteis', largura: '120px', render: (a) => `${String(a.prazoDiasUteis)} dias úteis` },
  ];
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'nome', rotulo: 'Nome ou código' }}
      campos={() => <FiltroSelecao lista={tela.lista} campo="especie" rotulo="Espécie" className={styles.campo} opcoes={ESPECIES_ATO.map((e) => ({ valor: e, rotulo: ROTULOS_ESPECIE_ATO[e] }))} />}
    />
  );
});
