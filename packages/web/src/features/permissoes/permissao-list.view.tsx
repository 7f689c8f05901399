/** /permissao: the permissions list. */
import { caminho } from '@rpj/domain';
import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import type { PermissaoDetalhe } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DataTable, type Coluna } from '../../ui/list/data-table.view.tsx';
import { FilterBar } from '../../ui/list/filter-bar.view.tsx';
import { useListUrl } from '../../ui/list/use-list-url.ts';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { rotuloArea } from './area-permissao.ts';
import { OPCOES_AREA, nomesGrupos } from './permissao-list.view-model.ts';
import { PERMISSOES } from './permissoes.tokens.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  busca: { minWidth: '260px', flexGrow: 1, maxWidth: '520px' },
  area: { minWidth: '220px' },
  nome: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  grupos: { color: tokens.colorNeutralForeground2 },
});

export const PermissaoListView = observer(function PermissaoListView(): ReactNode {
  const vm = useViewModel(PERMISSOES.listViewModel);
  const { lista } = vm;
  useListUrl(lista);
  const styles = useStyles();
  const navigate = useNavigate();

  const colunas: Coluna<PermissaoDetalhe>[] = [
    {
      id: 'nome',
      titulo: 'Permissão',
      ordenarPor: 'nome',
      render: (p) => (
        <AppLink to={caminho('permissao.salvar', { id: p.id })} className={styles.nome}>
          {p.nome}
        </AppLink>
      ),
    },
    { id: 'rotulo', titulo: 'Rótulo', ordenarPor: 'rotulo', render: (p) => p.rotulo },
    { id: 'area', titulo: 'Área', ordenarPor: 'area', largura: '200px', render: (p) => rotuloArea(p.area) },
    { id: 'grupos', titulo: 'Grupos', render: (p) => <span className={styles.grupos}>{nomesGrupos(p)}</span> },
  ];

  return (
    <div className={styles.page}>
      <PageHeader titulo="Permissões" />
      <FilterBar
        lista={lista}
        busca={{ campo: 'busca', rotulo: 'Permissão ou rótulo', className: styles.busca }}
        campos={() => (
          <Field label="Área" className={styles.area}>
            <Dropdown
              value={vm.areaEscolhida.rotulo}
              selectedOptions={[vm.areaEscolhida.valor]}
              onOptionSelect={(_e, d) => {
                lista.setCampo('area', d.optionValue ?? '');
              }}
            >
              {OPCOES_AREA.map((o) => (
                <Option key={o.valor} value={o.valor}>
                  {o.rotulo}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
      />
      <DataTable
        vm={lista}
        rotulo="Permissões"
        colunas={colunas}
        chave={(p) => p.id}
        onExportar={() => void vm.exportar()}
        vazio={
          lista.filtrosAtivos
            ? 'Nenhuma permissão encontrada. Ajuste os filtros.'
            : 'Nenhuma permissão cadastrada.'
        }
        {...(vm.podeEditar
          ? {
              acoes: (p: PermissaoDetalhe) => (
                <Button
                  appearance="subtle"
                  icon={<EditRegular />}
                  aria-label={`Editar ${p.nome}`}
                  title="Editar"
                  onClick={() => {
                    void navigate(caminho('permissao.salvar', { id: p.id }));
                  }}
                />
              ),
            }
          : {})}
      />
    </div>
  );
});
