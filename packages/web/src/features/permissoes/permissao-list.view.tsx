/** /permissao: the permissions list. */
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import type { PermissaoDetalhe } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { rotuloArea } from './area-permissao.ts';
import { OPCOES_AREA, nomesGrupos } from './permissao-list.view-model.ts';
import { PERMISSOES } from './permissoes.tokens.ts';

const useStyles = makeStyles({
  busca: { minWidth: '260px', flexGrow: 1, maxWidth: '520px' },
  area: { minWidth: '220px' },
  nome: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  grupos: { color: tokens.colorNeutralForeground2 },
});

export const PermissaoListView = observer(function PermissaoListView(): ReactNode {
  const vm = useLista(PERMISSOES.listViewModel);
  const { tela } = vm;
  const styles = useStyles();

  const colunas: Coluna<PermissaoDetalhe>[] = [
    {
      id: 'nome',
      titulo: 'Permissão',
      ordenarPor: 'nome',
      render: (p) => (
        <LinkRegistro tela={tela} item={p} className={styles.nome}>
          {p.nome}
        </LinkRegistro>
      ),
    },
    { id: 'rotulo', titulo: 'Rótulo', ordenarPor: 'rotulo', render: (p) => p.rotulo },
    { id: 'area', titulo: 'Área', ordenarPor: 'area', largura: '200px', render: (p) => rotuloArea(p.area) },
    { id: 'grupos', titulo: 'Grupos', render: (p) => <span className={styles.grupos}>{nomesGrupos(p)}</span> },
  ];

  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'busca', rotulo: 'Permissão ou rótulo', className: styles.busca }}
      campos={() => (
        <Field label="Área" className={styles.area}>
          <Select
            value={vm.areaEscolhida.valor}
            onChange={(_e, d) => {
              tela.lista.setCampo('area', d.value);
            }}
          >
            {OPCOES_AREA.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.rotulo}
              </option>
            ))}
          </Select>
        </Field>
      )}
    />
  );
});
