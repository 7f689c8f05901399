/** The board of an entity, edited inside its form: a row per member, each problem under its field. */
import { Button, Card, Checkbox, Field, Input, MessageBar, MessageBarBody, Select, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { rotuloQualificacao } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';
import type { CampoLinha, QuadroSociosViewModel } from './quadro-socios.view-model.ts';

const useStyles = makeStyles({
  cabecalho: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
  lista: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  linha: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    alignItems: 'start',
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  saiu: { backgroundColor: tokens.colorNeutralBackground3 },
  // Grid cells may shrink below their input's natural width, and the inputs fill them.
  celula: { minWidth: 0 },
  entrada: { width: '100%', minWidth: 0 },
  nome: { gridColumn: 'span 2' },
  acoes: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, minHeight: '56px', minWidth: 0, gridColumn: 'span 2' },
});

/** One text field of a row. */
const CampoDaLinha = observer(function CampoDaLinha(props: {
  readonly quadro: QuadroSociosViewModel;
  readonly indice: number;
  readonly campo: CampoLinha;
  readonly rotulo: string;
  readonly somenteLeitura: boolean;
  readonly obrigatorio?: boolean;
  readonly dica?: string;
  readonly inputMode?: 'numeric' | 'decimal' | 'text';
  readonly className?: string;
}): ReactNode {
  const { quadro, indice, campo } = props;
  const styles = useStyles();
  const erro = quadro.erro(indice, campo);
  return (
    <Field
      className={mergeClasses(styles.celula, props.className)}
      label={props.rotulo}
      required={props.obrigatorio === true}
      validationState={erro === undefined ? 'none' : 'error'}
      validationMessage={erro ?? null}
      hint={props.dica ?? null}
    >
      <Input
        className={styles.entrada}
        value={quadro.linhas[indice]?.[campo] ?? ''}
        readOnly={props.somenteLeitura}
        autoComplete="off"
        inputMode={props.inputMode ?? 'text'}
        data-campo={`socios.${String(indice)}.${campo}`}
        onChange={(_, d) => {
          quadro.alterar(indice, campo, d.value);
        }}
        onBlur={() => {
          void quadro.sair(indice, campo);
        }}
      />
    </Field>
  );
});

/** The qualification of a row: the ones that usually suit this kind of entity first. */
const QualificacaoDaLinha = observer(function QualificacaoDaLinha(props: { readonly quadro: QuadroSociosViewModel; readonly indice: number; readonly somenteLeitura: boolean }): ReactNode {
  const { quadro, indice } = props;
  const styles = useStyles();
  const erro = quadro.erro(indice, 'qualificacao');
  const { sugeridas, outras } = quadro.opcoesQualificacao;
  return (
    <Field className={styles.celula} label="Qualificação" required validationState={erro === undefined ? 'none' : 'error'} validationMessage={erro ?? null}>
      <Select
        className={styles.entrada}
        value={quadro.linhas[indice]?.qualificacao ?? ''}
        disabled={props.somenteLeitura}
        data-campo={`socios.${String(indice)}.qualificacao`}
        onChange={(_, d) => {
          quadro.alterar(indice, 'qualificacao', d.value);
        }}
        onBlur={() => {
          void quadro.sair(indice, 'qualificacao');
        }}
      >
        <option value="">Escolha…</option>
        <optgroup label="Usuais para esta natureza (orientação)">
          {sugeridas.map((q) => (
            <option key={q.codigo} value={q.codigo}>
              {rotuloQualificacao(q)}
            </option>
          ))}
        </optgroup>
        <optgroup label="Todas as da tabela">
          {outras.map((q) => (
            <option key={q.codigo} value={q.codigo}>
              {rotuloQualificacao(q)}
            </option>
          ))}
        </optgroup>
      </Select>
    </Field>
  );
});

export const QuadroSocios = observer(function QuadroSocios(props: { readonly quadro: QuadroSociosViewModel; readonly somenteLeitura: boolean }): ReactNode {
  const { quadro, somenteLeitura } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const geral = quadro.erroGeral;
  return (
    <Card className={styles.card}>
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">Quadro de sócios e administradores</Subtitle2>
        {!somenteLeitura && (
          <Button
            icon={<AddRegular />}
            onClick={() => {
              quadro.adicionar();
            }}
          >
            Adicionar sócio
          </Button>
        )}
      </div>
      <p className={styles.nota}>
        Quem sai do quadro recebe a data de saída e continua no histórico da pessoa. As qualificações sugeridas primeiro são as usuais para a natureza jurídica, uma orientação: qualquer uma da tabela
        é aceita.
      </p>
      {geral !== undefined && (
        <MessageBar intent="error">
          <MessageBarBody>{geral}</MessageBarBody>
        </MessageBar>
      )}
      {quadro.linhas.length === 0 ? (
        <p className={styles.nota}>Nenhum sócio ou administrador informado.</p>
      ) : (
        <ol className={styles.lista} aria-label="Sócios e administradores">
          {quadro.linhas.map((l, i) => (
            <li key={`${l.id}-${String(i)}`} className={mergeClasses(styles.linha, l.saida.trim() === '' ? undefined : styles.saiu)} aria-label={l.nome.trim() === '' ? `Sócio ${String(i + 1)}` : l.nome}>
              <CampoDaLinha quadro={quadro} indice={i} campo="documento" rotulo="CPF ou CNPJ" obrigatorio somenteLeitura={somenteLeitura} />
              <CampoDaLinha quadro={quadro} indice={i} campo="nome" rotulo="Nome" obrigatorio somenteLeitura={somenteLeitura} className={styles.nome} />
              <QualificacaoDaLinha quadro={quadro} indice={i} somenteLeitura={somenteLeitura} />
              <CampoDaLinha quadro={quadro} indice={i} campo="entrada" rotulo="Entrada" obrigatorio dica="dd/mm/aaaa" inputMode="numeric" somenteLeitura={somenteLeitura} />
              <CampoDaLinha quadro={quadro} indice={i} campo="saida" rotulo="Saída" dica="Em branco: atual" inputMode="numeric" somenteLeitura={somenteLeitura} />
              <CampoDaLinha quadro={quadro} indice={i} campo="mandatoAte" rotulo="Mandato até" dica="dd/mm/aaaa" inputMode="numeric" somenteLeitura={somenteLeitura} />
              {quadro.sociedade && <CampoDaLinha quadro={quadro} indice={i} campo="participacao" rotulo="Participação (%)" dica="Como 25,50" inputMode="decimal" somenteLeitura={somenteLeitura} />}
              <div className={styles.acoes}>
                <Checkbox
                  label="Representante legal"
                  checked={l.representanteLegal}
                  disabled={somenteLeitura}
                  onChange={(_, d) => {
                    quadro.representante(i, d.checked === true);
                  }}
                />
                {!somenteLeitura && quadro.podeRemover(i) && (
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`Tirar ${l.nome.trim() === '' ? `o sócio ${String(i + 1)}` : l.nome} do quadro`}
                    onClick={() => {
                      quadro.remover(i);
                    }}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
});
