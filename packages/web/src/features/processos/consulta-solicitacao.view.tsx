/**
 * /consulta-solicitacao: the public request lookup — protocol and verification code → state, dates, deadline and
 * pending requirements. No sign-in; one column that fits a phone; the keyboard alone does it (Enter consults).
 */
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { formatarProtocolo, isoParaBr } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { useTelaPronta } from '../../ui/tela/tela-pronta.ts';
import { PROCESSOS } from './processos.tokens.ts';

const useStyles = makeStyles({
  pagina: { minHeight: '100vh', display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalM}`, boxSizing: 'border-box', backgroundColor: tokens.colorNeutralBackground2 },
  coluna: { width: '100%', maxWidth: '480px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cartao: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  codigo: { fontFamily: tokens.fontFamilyMonospace, letterSpacing: '0.08em' },
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0, fontWeight: tokens.fontWeightSemibold },
  nota: { color: tokens.colorNeutralForeground3 },
});

export const ConsultaSolicitacaoView = observer(function ConsultaSolicitacaoView(): ReactNode {
  const vm = useViewModel(PROCESSOS.consultaSolicitacao);
  const styles = useStyles();
  useTelaPronta(true);
  const r = vm.resultado;
  const erroDe = (campo: 'protocolo' | 'codigo'): { validationMessage?: string; validationState?: 'error' } =>
    vm.erro?.campo === campo ? { validationMessage: vm.erro.mensagem, validationState: 'error' } : {};
  return (
    <main className={styles.pagina}>
      <meta name="robots" content="noindex" />
      <div className={styles.coluna}>
        <Card className={styles.cartao}>
          <Subtitle1 as="h1">Consulta de solicitação</Subtitle1>
          <Text>Acompanhe seu pedido com o número do protocolo e o código de verificação do comprovante.</Text>
          <form
            noValidate
            className={styles.form}
            onSubmit={(e) => {
              e.preventDefault();
              void vm.consultar();
            }}
          >
            <Field label="Número do protocolo" required {...erroDe('protocolo')}>
              <Input value={vm.protocolo} inputMode="numeric" autoComplete="off" autoFocus onChange={(_, d) => { vm.setProtocolo(d.value); }} />
            </Field>
            <Field label="Código de verificação" required hint="12 letras e números, como ABCD-EFGH-JKMN" {...erroDe('codigo')}>
              <Input className={styles.codigo} value={vm.codigo} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(_, d) => { vm.setCodigo(d.value); }} />
            </Field>
            <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={vm.consultando}>
              {vm.consultando ? 'Consultando…' : 'Consultar'}
            </Button>
          </form>
        </Card>
        {vm.erro?.campo === 'geral' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{vm.erro.mensagem}</MessageBarBody>
          </MessageBar>
        )}
        {r !== undefined && (
          <Card className={styles.cartao} role="status" aria-label="Situação da solicitação">
            <Subtitle1 as="h2">Protocolo nº {formatarProtocolo(r.protocolo)}</Subtitle1>
            <dl className={styles.resumo}>
              <dt className={styles.termo}>Situação</dt>
              <dd className={styles.definicao}>{r.situacao}</dd>
              <dt className={styles.termo}>Protocolado em</dt>
              <dd className={styles.definicao}>{isoParaBr(r.protocoladoEm)}</dd>
              <dt className={styles.termo}>Prazo legal</dt>
              <dd className={styles.definicao}>{isoParaBr(r.prazo)}</dd>
              <dt className={styles.termo}>Última movimentação</dt>
              <dd className={styles.definicao}>{isoParaBr(r.atualizadoEm)}</dd>
            </dl>
            {r.exigenciasPendentes && (
              <MessageBar intent="warning">
                <MessageBarBody>Há exigências a cumprir: procure o cartório com o comprovante.</MessageBarBody>
              </MessageBar>
            )}
            {r.encerrado && <Text className={styles.nota}>Esta solicitação está encerrada.</Text>}
          </Card>
        )}
      </div>
    </main>
  );
});
