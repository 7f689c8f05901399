/** /usuario: the users list. */
import { Badge, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { formatCpf, MASKS, type UsuarioListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { USUARIOS } from './usuarios.tokens.ts';

const useStyles = makeStyles({
  campo: { minWidth: '160px' },
  grupos: { color: tokens.colorNeutralForeground2 },
});

const SITUACOES = [
  { valor: '', rotulo: 'Todas' },
  { valor: 'true', rotulo: 'Ativos' },
  { valor: 'false', rotulo: 'Inativos' },
] as const;

export const UsuarioListView = observer(function UsuarioListView(): ReactNode {
  const vm = useLista(USUARIOS.listViewModel);
  const { tela } = vm;
  const { lista } = tela;
  const styles = useStyles();

  const colunas: Coluna<UsuarioListaItem>[] = [
    {
      id: 'nome',
      titulo: 'Nome',
      ordenarPor: 'nome',
      render: (u) => (
        <LinkRegistro tela={tela} item={u}>
          {u.nome}
        </LinkRegistro>
      ),
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
    <TelaLista
      tela={tela}
      colunas={colunas}
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
  );
});
