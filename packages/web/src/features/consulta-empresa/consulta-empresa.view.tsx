/** /consulta-empresa: the office's entities and the Receita's view of a CNPJ, side by side. */
import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { caminho, formatCnpj, ROTULOS_SITUACAO_CADASTRAL, ROTULOS_SITUACAO_EMPRESA } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Carregando } from '../../ui/carregando.view.tsx';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import { PageHeader } from '../../ui/page-header.view.tsx';
import { BuscaTexto } from '../../ui/tela/busca-texto.view.tsx';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { PessoasEncontradas } from '../socios/index.ts';
import type { ConsultaEmpresaViewModel } from './consulta-empresa.view-model.ts';
import { CONSULTA_EMPRESA } from './consulta-empresa.tokens.ts';

const useStyles = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cartao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  cabecalho: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  diferente: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  vazio: { color: tokens.colorNeutralForeground3 },
  rotulo: { width: '180px', fontWeight: tokens.fontWeightSemibold },
});

const EmpresasLocais = observer(function EmpresasLocais(props: { readonly vm: ConsultaEmpresaViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const resultado = vm.resultado;
  if (resultado?.tipo !== 'empresas') return null;
  return (
    <Card className={styles.cartao}>
      <Subtitle2 as="h2">Neste cartório</Subtitle2>
      {resultado.empresas.length === 0 ? (
        <Text className={styles.vazio}>Nenhuma empresa deste cartório corresponde à pesquisa.</Text>
      ) : (
        <>
          {resultado.total > resultado.empresas.length && (
            <Text>
              {resultado.empresas.length} de {resultado.total} encontradas: refine a pesquisa ou use a <AppLink to={caminho('empresa')}>lista de empresas</AppLink>.
            </Text>
          )}
          <Table size="small" aria-label="Empresas deste cartório">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Denominação</TableHeaderCell>
                <TableHeaderCell>CNPJ</TableHeaderCell>
                <TableHeaderCell>Registro</TableHeaderCell>
                <TableHeaderCell>Situação</TableHeaderCell>
                <TableHeaderCell>Município</TableHeaderCell>
                <TableHeaderCell>Receita</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {resultado.empresas.map((e) => (
                <TableRow key={e.id}>
                  <TableCell>
                    <AppLink to={caminho('empresa.salvar', { id: e.id })}>{e.denominacao}</AppLink>
                  </TableCell>
                  <TableCell>{e.cnpj === undefined ? '—' : formatCnpj(e.cnpj)}</TableCell>
                  <TableCell>{e.numeroRegistro === undefined ? '—' : `${String(e.numeroRegistro)} (Livro ${e.livro ?? 'A'})`}</TableCell>
                  <TableCell>{ROTULOS_SITUACAO_EMPRESA[e.situacao]}</TableCell>
                  <TableCell>{e.municipio === undefined ? '—' : `${e.municipio}/${e.uf ?? ''}`}</TableCell>
                  <TableCell>
                    {e.cnpj !== undefined && (
                      <Button
                        size="small"
                        aria-label={`Consultar ${e.denominacao} na Receita`}
                        onClick={() => {
                          const cnpj = e.cnpj;
                          if (cnpj !== undefined) void vm.consultarReceita(cnpj);
                        }}
                      >
                        Consultar
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
    </Card>
  );
});

const Receita = observer(function Receita(props: { readonly vm: ConsultaEmpresaViewModel }): ReactNode {
  const { vm } = props;
  const styles = useStyles();
  const consulta = vm.receita;
  if (consulta === undefined) return null;
  const titulo = `Receita Federal — CNPJ ${formatCnpj(consulta.cnpj)}`;
  if (consulta.estado === 'carregando') {
    return (
      <Card className={styles.cartao}>
        <Subtitle2 as="h2">{titulo}</Subtitle2>
        <Carregando tamanho={24} espessura={2} rotulo="Consultando..." />
      </Card>
    );
  }
  if (consulta.estado !== 'pronto' || consulta.receita === undefined) {
    return (
      <Card className={styles.cartao}>
        <Subtitle2 as="h2">{titulo}</Subtitle2>
        <MessageBar intent={consulta.estado === 'naoEncontrado' ? 'warning' : 'error'}>
          <MessageBarBody>{consulta.mensagem}</MessageBarBody>
        </MessageBar>
      </Card>
    );
  }
  const { receita, local } = consulta;
  return (
    <Card className={styles.cartao}>
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">{titulo}</Subtitle2>
        {vm.podeIniciarCadastro && (
          <Button
            appearance="primary"
            icon={<AddRegular />}
            onClick={() => {
              vm.iniciarCadastro();
            }}
          >
            Iniciar cadastro com estes dados
          </Button>
        )}
        {local !== undefined && <AppLink to={caminho('empresa.salvar', { id: local.id })}>Abrir o cadastro deste cartório</AppLink>}
      </div>
      <Text role="status">
        Situação na Receita: {ROTULOS_SITUACAO_CADASTRAL[receita.situacaoCadastral]}.{' '}
        {local === undefined
          ? 'Nenhuma empresa deste cartório tem este CNPJ.'
          : vm.diferencas === 0
            ? 'O cadastro deste cartório confere com a Receita.'
            : vm.diferencas === 1
              ? '1 diferença com o cadastro deste cartório, marcada abaixo.'
              : `${String(vm.diferencas)} diferenças com o cadastro deste cartório, marcadas abaixo.`}
      </Text>
      <Table size="small" aria-label="Comparação com a Receita">
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.rotulo}>Campo</TableHeaderCell>
            {local !== undefined && <TableHeaderCell>Neste cartório</TableHeaderCell>}
            <TableHeaderCell>Na Receita</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {consulta.linhas.map((l, i) => (
            <TableRow key={`${l.campo}-${String(i)}`} className={l.diferente ? styles.diferente : undefined}>
              <TableCell>
                {l.rotulo}
                {l.diferente && (
                  <>
                    {' '}
                    <Etiqueta tom="aviso">Diferente</Etiqueta>
                  </>
                )}
              </TableCell>
              {local !== undefined && <TableCell>{l.local ?? <span className={styles.vazio}>—</span>}</TableCell>}
              <TableCell>{l.receita ?? <span className={styles.vazio}>—</span>}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
});

export const ConsultaEmpresaView = observer(function ConsultaEmpresaView(): ReactNode {
  const vm = useViewModel(CONSULTA_EMPRESA.viewModel);
  const styles = useStyles();
  useTelaPronta(vm.estado !== 'carregando');
  const resultado = vm.resultado;
  return (
    <div className={styles.pagina}>
      <PageHeader titulo="Consulta de empresas" />
      <Text>Pesquise as empresas deste cartório pelo nome, CNPJ, número de registro ou CPF de um sócio. Um CNPJ também é consultado na Receita, e o resultado aparece ao lado do cadastro.</Text>
      <BuscaTexto vm={vm} rotulo="Nome, CNPJ, nº de registro ou CPF de sócio" />
      <Receita vm={vm} />
      {vm.estado === 'pronto' && <EmpresasLocais vm={vm} />}
      {vm.estado === 'pronto' && resultado?.tipo === 'pessoas' && (resultado.pessoas.length === 0 ? <Text>Nenhum sócio com este CPF neste cartório.</Text> : <PessoasEncontradas pessoas={resultado.pessoas} />)}
    </div>
  );
});
