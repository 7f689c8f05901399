/**
 * /verificar-certidao: the public check of a certificate — the code printed on it (or brought by its QR code) →
 * issued by this office, with its number, date, kind and entity; or not authentic. No sign-in; Enter checks.
 */
import { Card, Field, Input, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { formatDateTime } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useViewModel } from '../../di/use-view-model.ts';
import { PaginaPublica, usePaginaPublicaStyles } from '../../ui/publica/pagina-publica.view.tsx';
import { CERTIDOES } from './certidoes.tokens.ts';

export const VerificacaoView = observer(function VerificacaoView(): ReactNode {
  const vm = useViewModel(CERTIDOES.verificar);
  const styles = usePaginaPublicaStyles();
  const [parametros] = useSearchParams();
  const codigo = parametros.get('codigo');
  useEffect(() => {
    void vm.configure(codigo);
  }, [vm, codigo]);
  const r = vm.resultado;
  return (
    <PaginaPublica
      titulo="Verificação de certidão"
      introducao="Confira se uma certidão foi emitida por este cartório com o código impresso nela."
      enviar={() => void vm.verificar()}
      botao={{ rotulo: 'Verificar', ocupado: 'Verificando…', icone: <SearchRegular />, ocupando: vm.verificando }}
      erro={vm.erro?.campo === 'geral' ? vm.erro.mensagem : undefined}
      campos={
        <Field label="Código de verificação" required hint="12 letras e números, como ABCD-EFGH-JKMN" {...(vm.erro?.campo === 'codigo' ? { validationMessage: vm.erro.mensagem, validationState: 'error' as const } : {})}>
          <Input className={styles.codigo} value={vm.codigo} autoComplete="off" autoCapitalize="characters" spellCheck={false} autoFocus onChange={(_, d) => { vm.setCodigo(d.value); }} />
        </Field>
      }
    >
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
    </PaginaPublica>
  );
});
