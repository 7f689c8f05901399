/** /usuario: the users list. */
import { Badge, Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { caminho, formatCpf, MASKS, type UsuarioListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { DataTable, type Coluna } from '../../ui/list/data-table.view.tsx';
import { FilterBar } from '../../ui/list/filter-bar.view.tsx';
import { useListUrl } from '../../ui/list/use-list-url.ts';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { USUARIOS } from './usuarios.tokens.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  campo: { minWidth: '160px' },
  grupos: { color: tokens.colorNeutralForeground2 },
});

const SITUACOES = [
  { valor: '', rotulo: 'Todas' },
  { valor: 'true', rotulo: 'Ativos' },
  { valor: 'false', rotulo: 'Inativos' },
] as const;

export const UsuarioListView = observer(function UsuarioListView(): ReactNode {
  const vm = useViewModel(USUARIOS.listViewModel);
  const { lista } = vm;
  useListUrl(lista);
  const styles = useStyles();
  const navigate = useNavigate();

  const colunas: Coluna<UsuarioListaItem>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      ordenarPor: 'nome',
      render: (u) => (vm.podeEditar ? <AppLink to={caminho('usuario.cadastro', { id: u.id })}>{u.nome}</AppLink> : u.nome),
    },
    { id: 'login', titulo: 'Login', ordenarPor: 'login', render: (u) => u.login },
    { id: 'cpf', titulo: 'CPF', render: (u) => formatCpf(u.cpf) },
    { id: 'grupos', titulo: 'Grupos', render: (u) => <span className={styles.grupos}>{u.grupos.join(', ')}</span> },
    {
      id: 'ativo',
      titulo: 'Situação',
      ordenarPor: 'ativo',
      largura: '110px',
      render: (u) => (
        <Badge appearance="tint" color={u.ativo ? 'success' : 'subtle'}>
          {u.ativo ? 'Ativo' : 'Inativo'}
        </Badge>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <PageHeader titulo="Usuários">
        {vm.podeCriar && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => {
              void navigate(caminho('usuario.cadastro'));
            }}
          >
            Novo usuário
          </Button>
        )}
      </PageHeader>
      <FilterBar
        lista={lista}
        busca={{ campo: 'nome', rotulo: 'Nome' }}
        campos={() => {
          const f = lista.rascunho;
          const situacao = SITUACOES.find((s) => s.valor === f.ativo) ?? SITUACOES[0];
          const grupo = vm.grupos.find((g) => String(g.id) === f.grupoId);
          return (
            <>
              <Field label="Login" className={styles.campo}>
                <Input
                  value={f.login}
                  onChange={(_e, d) => {
                    lista.setCampo('login', d.value);
                  }}
                />
              </Field>
              <Field label="CPF" className={styles.campo}>
                <Input
                  value={f.cpf}
                  inputMode="numeric"
                  maxLength={14}
                  placeholder="000.000.000-00"
                  onChange={(_e, d) => {
                    lista.setCampo('cpf', MASKS.cpf.format(d.value));
                  }}
                />
              </Field>
              <Field label="Grupo" className={styles.campo}>
                <Dropdown
                  value={grupo?.nome ?? 'Todos'}
                  selectedOptions={[f.grupoId]}
                  onOptionSelect={(_e, d) => {
                    lista.setCampo('grupoId', d.optionValue ?? '');
                  }}
                >
                  <Option value="">Todos</Option>
                  {vm.grupos.map((g) => (
                    <Option key={g.id} value={String(g.id)}>
                      {g.nome}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
              <Field label="Situação" className={styles.campo}>
                <Dropdown
                  value={situacao.rotulo}
                  selectedOptions={[f.ativo]}
                  onOptionSelect={(_e, d) => {
                    lista.setCampo('ativo', d.optionValue ?? '');
                  }}
                >
                  {SITUACOES.map((s) => (
                    <Option key={s.valor} value={s.valor}>
                      {s.rotulo}
                    </Option>
                  ))}
                </Dropdown>
              </Field>
            </>
          );
        }}
      />
      <DataTable
        vm={lista}
        rotulo="Usuários"
        colunas={colunas}
        chave={(u) => u.id}
        onExportar={() => void vm.exportar()}
        vazio={
          lista.filtrosAtivos
            ? 'Nenhum usuário encontrado. Ajuste os filtros ou cadastre um novo.'
            : 'Nenhum usuário cadastrado. Use "Novo usuário" para cadastrar o primeiro.'
        }
        {...(vm.podeEditar || vm.podeRemover
          ? {
              acoes: (u: UsuarioListaItem) => (
                <>
                  {vm.podeEditar && (
                    <Button
                      appearance="subtle"
                      icon={<EditRegular />}
                      aria-label={`Editar ${u.nome}`}
                      title="Editar"
                      onClick={() => {
                        void navigate(caminho('usuario.cadastro', { id: u.id }));
                      }}
                    />
                  )}
                  {vm.podeRemover && (
                    <Button
                      appearance="subtle"
                      icon={<DeleteRegular />}
                      aria-label={`Excluir ${u.nome}`}
                      title="Excluir"
                      onClick={() => void vm.remover(u)}
                    />
                  )}
                </>
              ),
            }
          : {})}
      />
    </div>
  );
});
