/** /grupo-distribuicao/salvar/:id?: a distribution group, its members and their absences. */
import { Button, Card, Field, Input, Select, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AreaTextoField, SwitchField, TextField } from '../../ui/form/fields.view.tsx';
import { TelaRegistro, useRegistro, useRegistroStyles } from '../../ui/form/registro.view.tsx';
import type { GrupoDistribuicaoFormViewModel } from './grupo-distribuicao-form.view-model.ts';
import { GRUPOS_DISTRIBUICAO } from './grupos-distribuicao.tokens.ts';

const useStyles = makeStyles({
  cabecalho: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  linha: { display: 'grid', gridTemplateColumns: 'minmax(200px, 2fr) repeat(2, minmax(110px, 1fr)) minmax(160px, 2fr) auto', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  membro: { display: 'grid', gridTemplateColumns: 'minmax(220px, 1fr) auto', gap: tokens.spacingHorizontalM, alignItems: 'end', maxWidth: '560px' },
  celula: { minWidth: 0 },
  entrada: { width: '100%', minWidth: 0 },
  nota: { color: tokens.colorNeutralForeground2, margin: 0 },
  erro: { color: tokens.colorPaletteRedForeground1 },
});

const estado = (erro: string | undefined): { readonly validationState: 'error' | 'none'; readonly validationMessage: string | null } => ({
  validationState: erro === undefined ? 'none' : 'error',
  validationMessage: erro ?? null,
});

const Membros = observer(function Membros(props: { readonly vm: GrupoDistribuicaoFormViewModel; readonly leitura: boolean }): ReactNode {
  const { vm, leitura } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { valores, erros } = vm.form;
  return (
    <Card className={styles.card}>
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">Membros</Subtitle2>
        {!leitura && (
          <Button
            icon={<AddRegular />}
            onClick={() => {
              vm.adicionarMembro();
            }}
          >
            Adicionar membro
          </Button>
        )}
      </div>
      <p className={styles.nota}>Examinadores do cartório (usuários com a permissão Analisar exame). Um processo novo vai ao membro presente com menos processos abertos.</p>
      {erros.membros !== undefined && valores.membros.length === 0 && <Text className={styles.erro}>{erros.membros}</Text>}
      <ol className={styles.lista} aria-label="Membros do grupo">
        {valores.membros.map((m, i) => (
          <li key={`${m.usuarioId}-${String(i)}`} className={styles.membro}>
            <Field className={styles.celula} label="Examinador" required {...estado(vm.erro('membros', i, 'usuarioId'))}>
              <Select
                className={styles.entrada}
                value={m.usuarioId}
                disabled={leitura}
                onChange={(_, d) => {
                  vm.alterarMembro(i, d.value);
                }}
              >
                <option value="">Escolha…</option>
                {vm.examinadores.map((u) => (
                  <option key={u.id} value={String(u.id)}>
                    {u.nome} ({u.login})
                  </option>
                ))}
              </Select>
            </Field>
            {!leitura && (
              <Button
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Tirar ${m.usuarioId === '' ? `o membro ${String(i + 1)}` : vm.nomeDe(m.usuarioId)} do grupo`}
                onClick={() => {
                  vm.removerMembro(i);
                }}
              />
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
});

const Ausencias = observer(function Ausencias(props: { readonly vm: GrupoDistribuicaoFormViewModel; readonly leitura: boolean }): ReactNode {
  const { vm, leitura } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  const { valores } = vm.form;
  return (
    <Card className={styles.card}>
      <div className={styles.cabecalho}>
        <Subtitle2 as="h2">Ausências</Subtitle2>
        {!leitura && valores.membros.length > 0 && (
          <Button
            icon={<AddRegular />}
            onClick={() => {
              vm.adicionarAusencia();
            }}
          >
            Adicionar ausência
          </Button>
        )}
      </div>
      <p className={styles.nota}>Férias, licenças, cursos: de um dia a outro, inclusive, o membro não recebe processos.</p>
      {valores.ausencias.length === 0 ? (
        <p className={styles.nota}>Nenhuma ausência informada.</p>
      ) : (
        <ol className={styles.lista} aria-label="Ausências dos membros">
          {valores.ausencias.map((a, i) => (
            <li key={String(i)} className={styles.linha}>
              <Field className={styles.celula} label="Membro" required {...estado(vm.erro('ausencias', i, 'usuarioId'))}>
                <Select
                  className={styles.entrada}
                  value={a.usuarioId}
                  disabled={leitura}
                  onChange={(_, d) => {
                    vm.alterarAusencia(i, 'usuarioId', d.value);
                  }}
                >
                  {valores.membros
                    .filter((m) => m.usuarioId !== '')
                    .map((m) => (
                      <option key={m.usuarioId} value={m.usuarioId}>
                        {vm.nomeDe(m.usuarioId)}
                      </option>
                    ))}
                </Select>
              </Field>
              <Field className={styles.celula} label="De" required {...estado(vm.erro('ausencias', i, 'de'))}>
                <Input className={styles.entrada} value={a.de} inputMode="numeric" readOnly={leitura} onChange={(_, d) => { vm.alterarAusencia(i, 'de', d.value); }} />
              </Field>
              <Field className={styles.celula} label="Até" required {...estado(vm.erro('ausencias', i, 'ate'))}>
                <Input className={styles.entrada} value={a.ate} inputMode="numeric" readOnly={leitura} onChange={(_, d) => { vm.alterarAusencia(i, 'ate', d.value); }} />
              </Field>
              <Field className={styles.celula} label="Motivo" {...estado(vm.erro('ausencias', i, 'motivo'))}>
                <Input className={styles.entrada} value={a.motivo} readOnly={leitura} onChange={(_, d) => { vm.alterarAusencia(i, 'motivo', d.value); }} />
              </Field>
              {!leitura && (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`Tirar a ausência ${String(i + 1)}`}
                  onClick={() => {
                    vm.removerAusencia(i);
                  }}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
});

export const GrupoDistribuicaoFormView = observer(function GrupoDistribuicaoFormView(): ReactNode {
  const vm = useRegistro(GRUPOS_DISTRIBUICAO.formulario);
  const { tela } = vm;
  const styles = useRegistroStyles();
  const leitura = !tela.podeSalvar;
  return (
    <TelaRegistro tela={tela}>
      <Card className={styles.card}>
        <div className={styles.section}>
          <TextField vm={tela.form} nome="nome" somenteLeitura={leitura} autoComplete="off" />
          <SwitchField vm={tela.form} nome="ativo" rotuloLigado="Recebe processos novos" rotuloDesligado="Não recebe processos novos" somenteLeitura={leitura} />
        </div>
        <AreaTextoField vm={tela.form} nome="tiposAto" somenteLeitura={leitura} linhas={3} />
      </Card>
      <Membros vm={vm} leitura={leitura} />
      <Ausencias vm={vm} leitura={leitura} />
    </TelaRegistro>
  );
});
