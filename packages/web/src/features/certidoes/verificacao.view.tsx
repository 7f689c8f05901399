/**
 * /verificar-certidao: the public check of a certificate — the code printed on it (or brought by its QR code) →
 * issued by this office, with its number, date, kind and entity; or not authentic. No sign-in; one column that fits a
 * phone; Enter checks.
 */
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { formatDateTime } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { CERTIDOES } from './certidoes.tokens.ts';

const useStyles = makeStyles({
  pagina: { minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalM}`, boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  coluna: { width: '100%', maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cartao: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codigo: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' },
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0, fontWeight: tokens.fontWeightSemibold },
});

export const VerificacaoView = observer(function VerificacaoView(): ReactNode {
  const vm = useViewModel(CERTIDOES.verificar);
  const styles = useStyles();
  const [parametros] = useSearchParams();
  const codigo = parametros.get('codigo');
  useEffect(() => {
    void vm.configure(codigo);
  }, [vm, codigo]);
  useTelaPronta(true);
  const r = vm.resultado;
  return (
    <main className={styles.pagina}>
      <meta name="robots" content="noindex" />
      <div className={styles.coluna}>
        <Card className={styles.cartao}>
          <Subtitle1 as="h1">Verificação de certidão</Subtitle1>
          <Text>Confira se uma certidão foi emitida por este cartório com o código impresso nela.</Text>
          <form
            noValidate
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void vm.verificar();
            }}
          >
            <Field label="Código de verificação" required hint="12 letras e números, como ABCD-EFGH-JKMN" {...(vm.erro?.campo === 'codigo' ? { validationMessage: vm.erro.mensagem, validationState: 'error' as const } : {})}>
              <Input className={styles.codigo} value={vm.codigo} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus onChange={(_, d) => { vm.setCodigo(d.value); }} />
            </Field>
            <Button type="submit" appearance="primary" icon={<ShieldCheckmarkRegular />} disabled={vm.verificando}>
              {vm.verificando ? 'Verificando…' : 'Verificar'}
            </Button>
          </form>
        </Card>
        {vm.erro?.campo === 'geral' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{vm.erro.mensagem}</MessageBarBody>
          </MessageBar>
        )}
        {r !== undefined && (
          <Card className={styles.cartao} role="status" aria-label="Certidão autêntica">
            <MessageBar intent="success">
              <MessageBarBody>Certidão autêntica: emitida por este cartório.</MessageBarBody>
            </MessageBar>
            <dl className={styles.resumo}>
              <dt className={styles.termo}>Número</dt>
              <dd className={styles.definicao}>{r.numero}</dd>
              <dt className={styles.termo}>Emitida em</dt>
              <dd className={styles.definicao}>{formatDateTime(new Date(r.emitidaEm))}</dd>
              <dt className={styles.termo}>Tipo</dt>
              <dd className={styles.definicao}>{r.tipo}</dd>
              {r.entidade !== undefined && (
                <>
                  <dt className={styles.termo}>Entidade</dt>
                  <dd className={styles.definicao}>{r.entidade}</dd>
                </>
              )}
            </dl>
            <Text>Compare estes dados com os da certidão que você tem em mãos.</Text>
          </Card>
        )}
      </div>
    </main>
  );
});
