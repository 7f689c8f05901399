/** /servico/fundamento: the legal grounds, each with the beginning of its model text. */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { inicioDoTexto, type FundamentoLegal } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { FUNDAMENTOS_LEGAIS } from './fundamentos-legais.tokens.ts';

const useStyles = makeStyles({ texto: { minWidth: '260px', flexGrow: 1 } });

export const FundamentoLegalListView = observer(function FundamentoLegalListView(): ReactNode {
  const { tela } = useLista(FUNDAMENTOS_LEGAIS.lista);
  const styles = useStyles();
  const colunas: Coluna<FundamentoLegal>[] = [
    { id: 'nome', titulo: 'Fundamento', ordenarPor: 'nome', largura: '280px', render: (r) => <LinkRegistro tela={tela} item={r}>{r.nome}</LinkRegistro> },
    { id: 'texto', titulo: 'Texto modelo', render: (r) => inicioDoTexto(r.texto) },
  ];
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'nome', rotulo: 'Fundamento' }}
      campos={() => (
        <Field label="Texto modelo" className={styles.texto}>
          <Input
            value={tela.lista.rascunho.texto}
            onChange={(_e, d) => {
              tela.lista.setCampo('texto', d.value);
            }}
          />
        </Field>
      )}
    />
  );
});
