/** /usuario: the users list. */
import { Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { formatCpf, MASKS, type UsuarioListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
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
        <Etiqueta tom={u.ativo ? 'sucesso' : 'discreto'}>{u.ativo ? 'Ativo' : 'Inativo'}</Etiqueta>
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
              <Select
                value={f.grupoId}
                onChange={(_e, d) => {
                  lista.setCampo('grupoId', d.value);
                }}
              >
                <option value="">Todos</option>
                {vm.grupos.map((g) => (
                  <option key={g.id} value={String(g.id)}>
                    {g.nome}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Situação" className={styles.campo}>
              <Select
                value={f.ativo}
                onChange={(_e, d) => {
                  lista.setCampo('ativo', d.value);
                }}
              >
                {SITUACOES.map((s) => (
                  <option key={s.valor} value={s.valor}>
                    {s.rotulo}
                  </option>
                ))}
              </Select>
            </Field>
          </>
        );
      }}
    />
  );
});
