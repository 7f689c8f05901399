/** /servico: the services and their fees. */
import { makeStyles } from '@fluentui/react-components';
import type { ServicoListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { SERVICOS } from './servicos.tokens.ts';

const useStyles = makeStyles({ campo: { minWidth: '160px' }, tipo: { width: '300px', '& select': { minWidth: 0 } }, selecao: { width: '100%', minWidth: 0 } });

export const ServicoListView = observer(function ServicoListView(): ReactNode {
  const vm = useLista(SERVICOS.lista);
  const { tela } = vm;
  const styles = useStyles();
  useEffect(() => {
    void vm.carregarAtos();
  }, [vm]);
  const colunas: Coluna<ServicoListaItem>[] = [
    { id: 'codigo', titulo: 'Código', ordenarPor: 'codigo', largura: '90px', render: (s) => <LinkRegistro tela={tela} item={s}>{s.codigo}</LinkRegistro> },
    { id: 'descricao', titulo: 'Descrição', ordenarPor: 'descricao', render: (s) => s.descricao },
    { id: 'tipoAto', titulo: 'Tipo de ato', largura: '220px', render: (s) => vm.nomeDoAto(s.tipoAto) },
    // An active service without a fee cannot be charged: said, for the office to enter its table's value.
    { id: 'valor', titulo: 'Emolumentos em vigor', largura: '170px', render: (s) => s.valorVigente ?? (s.ativo ? <Etiqueta tom="aviso">Sem valor em vigor</Etiqueta> : '—') },
    { id: 'ativo', titulo: 'Situação', largura: '100px', render: (s) => <Etiqueta tom={s.ativo ? 'sucesso' : 'discreto'}>{s.ativo ? 'Ativo' : 'Inativo'}</Etiqueta> },
  ];
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'descricao', rotulo: 'Descrição ou código' }}
      campos={() => (
        <>
          <FiltroSelecao lista={tela.lista} campo="tipoAto" rotulo="Tipo de ato" className={styles.tipo} classeSelecao={styles.selecao} opcoes={vm.atos.map((a) => ({ valor: a.codigo, rotulo: a.nome }))} />
          <FiltroSelecao
            lista={tela.lista}
            campo="ativo"
            rotulo="Situação"
            className={styles.campo}
            opcoes={[
              { valor: 'true', rotulo: 'Ativos' },
              { valor: 'false', rotulo: 'Inativos' },
            ]}
          />
        </>
      )}
    />
  );
});
