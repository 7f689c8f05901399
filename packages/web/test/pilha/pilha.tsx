/**
 * The stack's floor for `pnpm bench` (e2e/bench/budgets.mjs): the least a page of the web's stack does to show the
 * users list — React 19, react-router's data router, MobX view-model from an inversify container, Fluent UI v9's
 * provider, a labelled Input and a Table with the rows of one fetch — and nothing of the app's own (no shell, no
 * session, no SDK, no chassis). Timed beside the app, in the same harness, its figures say what the libraries cost
 * on the machine of the day, below which no screen built on them can go.
 */
import 'reflect-metadata/lite';
import {
  Field,
  FluentProvider,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  webLightTheme,
} from '@fluentui/react-components';
import { Container } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

interface Linha {
  readonly id: number;
  readonly nome: string;
  readonly login: string;
  readonly cpf: string;
  readonly situacao: string;
}

/** The list's view-model: the rows of one request and the name filter being typed. */
class ListaVm {
  linhas: readonly Linha[] = [];
  nome = '';

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  async carregar(): Promise<void> {
    const resposta = await fetch('/__pilha/linhas.json');
    const linhas = (await resposta.json()) as Linha[];
    runInAction(() => {
      this.linhas = linhas;
    });
  }

  digitar(nome: string): void {
    this.nome = nome;
  }
}

/** The rows' paint, as the browser's Element Timing reports it (the same mark as the app's table). */
const ELEMENT_TIMING = { elementtiming: 'linhas-da-lista' } as const;

const LISTA = Symbol('ListaVm');
const container = new Container();
container.bind(LISTA).toDynamicValue(() => new ListaVm());
const Conteiner = createContext(container);

const Filtro = observer(function Filtro(props: { readonly vm: ListaVm }): ReactNode {
  return (
    <Field label="Nome">
      <Input
        value={props.vm.nome}
        onChange={(_e, d) => {
          props.vm.digitar(d.value);
        }}
      />
    </Field>
  );
});

const Lista = observer(function Lista(): ReactNode {
  const c = useContext(Conteiner);
  const [vm] = useState(() => c.get<ListaVm>(LISTA));
  useEffect(() => {
    void vm.carregar();
  }, [vm]);
  return (
    <main>
      <Title2 as="h1">Usuários</Title2>
      <search aria-label="Filtros">
        <Filtro vm={vm} />
      </search>
      <Table aria-label="Usuários">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Nome</TableHeaderCell>
            <TableHeaderCell>Login</TableHeaderCell>
            <TableHeaderCell>CPF</TableHeaderCell>
            <TableHeaderCell>Situação</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {vm.linhas.map((l) => (
            <TableRow key={l.id}>
              <TableCell>
                <div {...ELEMENT_TIMING}>{l.nome}</div>
              </TableCell>
              <TableCell>{l.login}</TableCell>
              <TableCell>{l.cpf}</TableCell>
              <TableCell>{l.situacao}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </main>
  );
});

const router = createBrowserRouter([{ path: '/__pilha/*', element: <Lista /> }]);
const raiz = document.getElementById('root');
if (raiz === null) throw new Error('index.html has no #root');
createRoot(raiz).render(
  <FluentProvider theme={webLightTheme}>
    <Conteiner.Provider value={container}>
      <RouterProvider router={router} />
    </Conteiner.Provider>
  </FluentProvider>,
);
