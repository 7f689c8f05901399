/** /empresa/salvar/:id?: an entity's record in sections. */
import { Card, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { NATUREZAS_JURIDICAS, ROTULOS_SITUACAO_EMPRESA, rotuloNatureza, SITUACOES_EMPRESA, UFS } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AreaTextoField, SelectField, SwitchField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import { EMPRESAS } from './empresas.tokens.ts';

const useStyles = makeStyles({
  largo: { gridColumn: '1 / -1' },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const OPCOES_NATUREZA = NATUREZAS_JURIDICAS.map((n) => ({ valor: n.codigo, rotulo: n.registravel ? rotuloNatureza(n) : `${rotuloNatureza(n)} (extinta)` }));
const OPCOES_SITUACAO = SITUACOES_EMPRESA.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_EMPRESA[s] }));
const OPCOES_UF = UFS.map((uf) => ({ valor: uf, rotulo: uf }));

export const EmpresaFormView = observer(function EmpresaFormView(): ReactNode {
  const vm = useRegistro(EMPRESAS.formViewModel);
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { tela } = vm;
  const { form } = tela;
  const leitura = !tela.podeSalvar;
  const registro = !vm.registroEditavel;

  return (
    <TelaRegistro tela={tela}>
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
      {tela.novo && form.valores.migrada && (
        <MessageBar intent="info">
          <MessageBarBody>Uma empresa migrada guarda o registro que ela tinha no sistema anterior; confira número, livro e folha no livro físico.</MessageBarBody>
        </MessageBar>
      )}
    </TelaRegistro>
  );
});
