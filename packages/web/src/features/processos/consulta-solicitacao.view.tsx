/**
 * /consulta-solicitacao: the public request lookup — protocol and verification code → state, dates, deadline and
 * pending requirements. No sign-in; one column that fits a phone; the keyboard alone does it (Enter consults).
 */
import { Card, Field, Input, MessageBar, MessageBarBody, Subtitle1, Text } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { formatarProtocolo, isoParaBr } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useViewModel } from '../../di/use-view-model.ts';
import { PaginaPublica, usePaginaPublicaStyles } from '../../ui/publica/pagina-publica.view.tsx';
import { PROCESSOS } from './processos.tokens.ts';

export const ConsultaSolicitacaoView = observer(function ConsultaSolicitacaoView(): ReactNode {
  const vm = useViewModel(PROCESSOS.consultaSolicitacao);
  const styles = usePaginaPublicaStyles();
  const r = vm.resultado;
  const erroDe = (campo: 'protocolo' | 'codigo'): { validationMessage?: string; validationState?: 'error' } =>
    vm.erro?.campo === campo ? { validationMessage: vm.erro.mensagem, validationState: 'error' } : {};
  return (
    <PaginaPublica
      titulo="Consulta de solicitação"
      introducao="Acompanhe seu pedido com o número do protocolo e o código de verificação do comprovante."
      enviar={() => void vm.consultar()}
      botao={{ rotulo: 'Consultar', ocupado: 'Consultando…', icone: <SearchRegular />, ocupando: vm.consultando }}
      erro={vm.erro?.campo === 'geral' ? vm.erro.mensagem : undefined}
      campos={
        <>
          <Field label="Número do protocolo" required {...erroDe('protocolo')}>
            <Input value={vm.protocolo} inputMode="numeric" autoComplete="off" autoFocus onChange={(_, d) => { vm.setProtocolo(d.value); }} />
          </Field>
          <Field label="Código de verificação" required hint="12 letras e números, como ABCD-EFGH-JKMN" {...erroDe('codigo')}>
            <Input className={styles.codigo} value={vm.codigo} autoComplete="off" autoCapitalize="characters" spellCheck={false} onChange={(_, d) => { vm.setCodigo(d.value); }} />
          </Field>
        </>
      }
    >
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
    </PaginaPublica>
  );
});
