/** /responsavel: who may sign certificates, with their post and period, and whether they may sign today. */
import { makeStyles } from '@fluentui/react-components';
import { CARGOS_RESPONSAVEL, ROTULOS_CARGO_RESPONSAVEL, vigenteEm, type Responsavel } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { RESPONSAVEIS } from './responsaveis.tokens.ts';
import { vigenciaDe } from './responsaveis.view-models.ts';

const useStyles = makeStyles({ campo: { minWidth: '180px' } });

export const ResponsavelListView = observer(function ResponsavelListView(): ReactNode {
  const vm = useLista(RESPONSAVEIS.lista);
  const { tela } = vm;
  const styles = useStyles();
  const hoje = vm.hoje;
  const colunas: Coluna<Responsavel>[] = [
    { id: 'nome', titulo: 'Nome', ordenarPor: 'nome', render: (r) => <LinkRegistro tela={tela} item={r}>{r.nome}</LinkRegistro> },
    { id: 'cargo', titulo: 'Cargo', ordenarPor: 'cargo', largura: '200px', render: (r) => ROTULOS_CARGO_RESPONSAVEL[r.cargo] },
    { id: 'inicio', titulo: 'Vigência', ordenarPor: 'inicio', largura: '240px', render: (r) => vigenciaDe(r) },
    {
      id: 'situacao',
      titulo: 'Hoje',
      largura: '150px',
      render: (r) => (vigenteEm(r, hoje) ? <Etiqueta tom="sucesso">Pode assinar</Etiqueta> : <Etiqueta tom="discreto">Fora da vigência</Etiqueta>),
    },
  ];
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'nome', rotulo: 'Nome' }}
      campos={() => (
        <>
          <FiltroSelecao lista={tela.lista} campo="cargo" rotulo="Cargo" className={styles.campo} opcoes={CARGOS_RESPONSAVEL.map((c) => ({ valor: c, rotulo: ROTULOS_CARGO_RESPONSAVEL[c] }))} />
          <FiltroSelecao lista={tela.lista} campo="vigenteEm" rotulo="Vigência" className={styles.campo} opcoes={[{ valor: hoje, rotulo: 'Podem assinar hoje' }]} />
        </>
      )}
    />
  );
});
