/** /empresa/salvar/:id?: an entity's record in sections. */
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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, HistoryRegular } from '@fluentui/react-icons';
import { formatCnpj, NATUREZAS_JURIDICAS, ROTULOS_SITUACAO_EMPRESA, ROTULOS_TIPO_AVERBACAO, rotuloAverbacao, rotuloNatureza, SITUACOES_EMPRESA, TIPOS_AVERBACAO, UFS } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DialogoFormulario } from '../../ui/form/dialogo-formulario.view.tsx';
import { AreaTextoField, SelectField, SwitchField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { dataBr } from './empresa-list.view-model.ts';
import type { EmpresaFormViewModel } from './empresa-form.view-model.ts';
import { EMPRESAS } from './empresas.tokens.ts';
import { QuadroSocios } from './quadro-socios.view.tsx';
import { Visualizador } from '../digitalizacoes/index.ts';

const useStyles = makeStyles({
  largo: { gridColumn: '1 / -1' },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cabecalho: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  numero: { width: '70px' },
  data: { width: '110px' },
});

const OPCOES_TIPO_AVERBACAO = TIPOS_AVERBACAO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_AVERBACAO[t] }));

/** The dialog of a new amendment. */
const NovaAverbacaoDialog = observer(function NovaAverbacaoDialog(props: { readonly vm: EmpresaFormViewModel }): ReactNode {
  const { vm } = props;
  const form = vm.novaAverbacao;
  if (form === undefined) return null;
  return (
    <DialogoFormulario
      titulo="Nova averbação"
      rotuloEnviar="Averbar"
      enviando={form.salvando}
      aoEnviar={() => void vm.averbar()}
      aoFechar={() => {
        vm.fecharAverbacao();
      }}
    >
      {vm.podeNumerarAverbacao && <TextField vm={form} nome="numero" inputMode="numeric" dica="Em branco: o próximo número" />}
      <TextField vm={form} nome="data" inputMode="numeric" dica="dd/mm/aaaa" />
      <SelectField vm={form} nome="tipo" opcoes={OPCOES_TIPO_AVERBACAO} />
      <AreaTextoField vm={form} nome="descricao" linhas={3} />
      <TextField vm={form} nome="protocolo" />
    </DialogoFormulario>
  );
});

/** The registration's amendments, with Nova averbação for who may add one. */
const Averbacoes = observer(function Averbacoes(props: { readonly vm: EmpresaFormViewModel }): ReactNode {
  const { vm } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">Averbações</Subtitle2>
        {vm.podeAverbar && (
          <Button
            icon={<AddRegular />}
            onClick={() => {
              vm.abrirAverbacao();
            }}
          >
            Nova averbação
          </Button>
        )}
      </div>
      {vm.averbacoes.length === 0 ? (
        <p className={styles.nota}>{vm.tela.registro?.numeroRegistro === undefined ? 'Sem registro no Livro A: as averbações vêm depois do registro.' : 'Nenhuma averbação neste registro.'}</p>
      ) : (
        <Table aria-label="Averbações" size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell className={styles.numero}>Nº</TableHeaderCell>
              <TableHeaderCell className={styles.data}>Data</TableHeaderCell>
              <TableHeaderCell>Tipo</TableHeaderCell>
              <TableHeaderCell>Descrição</TableHeaderCell>
              <TableHeaderCell>Protocolo</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {vm.averbacoes.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{rotuloAverbacao(a.numero)}</TableCell>
                <TableCell>{dataBr(a.data)}</TableCell>
                <TableCell>{ROTULOS_TIPO_AVERBACAO[a.tipo]}</TableCell>
                <TableCell>{a.descricao}</TableCell>
                <TableCell>{a.protocolo ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <NovaAverbacaoDialog vm={vm} />
    </Card>
  );
});

const OPCOES_NATUREZA = NATUREZAS_JURIDICAS.map((n) => ({ valor: n.codigo, rotulo: n.registravel ? rotuloNatureza(n) : `${rotuloNatureza(n)} (extinta)` }));
const OPCOES_SITUACAO = SITUACOES_EMPRESA.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_EMPRESA[s] }));
const OPCOES_UF = UFS.map((uf) => ({ valor: uf, rotulo: uf }));

export const EmpresaFormView = observer(function EmpresaFormView(): ReactNode {
  const [parametros] = useSearchParams();
  const vm = useRegistro(EMPRESAS.formViewModel, (v) => {
    v.configurarReceita(parametros.get('cnpj'));
  });
  const receita = vm.deReceita?.receita;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { tela } = vm;
  const { form } = tela;
  const leitura = !tela.podeSalvar;
  const registro = !vm.registroEditavel;
  const navigate = useNavigate();
  const historico = vm.caminhoHistorico;

  return (
    <TelaRegistro
      tela={tela}
      acoes={
        historico !== undefined && (
          <Button
            icon={<HistoryRegular />}
            onClick={() => {
              void navigate(historico);
            }}
          >
            Histórico
          </Button>
        )
      }
    >
      {receita !== undefined && tela.novo && (
        <MessageBar intent="info">
          <MessageBarBody>
            Dados trazidos da consulta à Receita (CNPJ {formatCnpj(receita.cnpj)}): confira cada campo, informe o objeto e o quadro de sócios.
            {receita.qsa.length > 0 && ` Quadro na Receita: ${receita.qsa.map((s) => `${s.nome} (${s.documento}, ${s.qualificacao})`).join('; ')}.`}
          </MessageBarBody>
        </MessageBar>
      )}
      <Card className={styles.card}>
        <Subtitle2 as="h2">Identificação</Subtitle2>
        <div className={styles.section}>
          <div className={styles.largo}>
            <TextField vm={form} nome="denominacao" somenteLeitura={leitura} autoComplete="off" />
          </div>
          <TextField vm={form} nome="nomeFantasia" somenteLeitura={leitura} autoComplete="off" />
          <TextField vm={form} nome="cnpj" somenteLeitura={leitura} autoComplete="off" dica="Numérico ou alfanumérico (a partir de julho de 2026)" />
          <SelectField vm={form} nome="naturezaJuridica" opcoes={OPCOES_NATUREZA} somenteLeitura={leitura} />
          <SelectField vm={form} nome="situacao" opcoes={OPCOES_SITUACAO} somenteLeitura={leitura} />
          <TextField vm={form} nome="dataConstituicao" somenteLeitura={leitura} inputMode="numeric" dica="dd/mm/aaaa" />
          <TextField vm={form} nome="duracaoAte" somenteLeitura={leitura} inputMode="numeric" dica="Em branco: prazo indeterminado" />
          {vm.temCapital && <TextField vm={form} nome="capital" somenteLeitura={leitura} inputMode="decimal" dica="Como 10.000,00" />}
          <div className={styles.largo}>
            <AreaTextoField vm={form} nome="objeto" somenteLeitura={leitura} />
          </div>
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Registro no Livro A</Subtitle2>
        <div className={styles.secao}>
          <SwitchField vm={form} nome="migrada" rotuloLigado="Migrada de outro sistema: o registro é informado à mão" rotuloDesligado="Registrada neste sistema" somenteLeitura={!vm.origemEditavel} />
          {!form.valores.migrada && (
            <p className={styles.nota}>O número, o livro, a folha e a data são escritos pelo registro do ato, no exame do processo.</p>
          )}
          <div className={styles.section}>
            <TextField vm={form} nome="numeroRegistro" somenteLeitura={registro} inputMode="numeric" />
            <TextField vm={form} nome="livro" somenteLeitura={registro} dica="Em branco: A" />
            <TextField vm={form} nome="folha" somenteLeitura={registro} />
            <TextField vm={form} nome="dataRegistro" somenteLeitura={registro} inputMode="numeric" dica="dd/mm/aaaa" />
          </div>
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Sede</Subtitle2>
        <div className={styles.section}>
          <TextField vm={form} nome="cep" somenteLeitura={leitura} inputMode="numeric" autoComplete="postal-code" />
          <div className={styles.largo}>
            <TextField vm={form} nome="logradouro" somenteLeitura={leitura} autoComplete="address-line1" />
          </div>
          <TextField vm={form} nome="numero" somenteLeitura={leitura} />
          <TextField vm={form} nome="complemento" somenteLeitura={leitura} />
          <TextField vm={form} nome="bairro" somenteLeitura={leitura} />
          <TextField vm={form} nome="municipio" somenteLeitura={leitura} />
          <SelectField vm={form} nome="uf" opcoes={OPCOES_UF} vazio="—" somenteLeitura={leitura} />
        </div>
      </Card>
      <Card className={styles.card}>
        <Subtitle2 as="h2">Contatos</Subtitle2>
        <div className={styles.section}>
          <TextField vm={form} nome="email" tipo="email" somenteLeitura={leitura} autoComplete="off" />
          <TextField vm={form} nome="telefone" tipo="tel" somenteLeitura={leitura} inputMode="tel" />
        </div>
      </Card>
      <QuadroSocios quadro={vm.quadro} somenteLeitura={leitura} />
      {!tela.novo && <Averbacoes vm={vm} />}
      {!tela.novo && vm.tela.registro !== undefined && <Visualizador empresaId={vm.tela.registro.id} />}
      {tela.novo && form.valores.migrada && (
        <MessageBar intent="info">
          <MessageBarBody>Uma empresa migrada guarda o registro que ela tinha no sistema anterior; confira número, livro e folha no livro físico.</MessageBarBody>
        </MessageBar>
      )}
    </TelaRegistro>
  );
});
