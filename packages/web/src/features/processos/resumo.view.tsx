/** A process's summary: state, protocol, deadline today, act, entity, assignee, deposit, verification code. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { caminho, formatarCodigo, formatDateTime, formatMoney, ROTULOS_SITUACAO_DEPOSITO, ROTULOS_SITUACAO_PROCESSO, type Processo } from '@rpj/domain';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { Prazo } from './prazo.view.tsx';
import { SituacaoProcessoEtiqueta } from './situacao.view.tsx';

const useStyles = makeStyles({
  resumo: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  termo: { color: tokens.colorNeutralForeground3 },
  definicao: { margin: 0 },
  codigo: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase400, letterSpacing: '0.08em' },
  discreto: { color: tokens.colorNeutralForeground3 },
});

export function Resumo(props: { readonly p: Processo }): ReactNode {
  const { p } = props;
  const styles = useStyles();
  const item = (termo: string, definicao: ReactNode): ReactNode => (
    <>
      <dt className={styles.termo}>{termo}</dt>
      <dd className={styles.definicao}>{definicao}</dd>
    </>
  );
  return (
    <dl className={styles.resumo}>
      {item('Situação', (
        <>
          <SituacaoProcessoEtiqueta situacao={p.situacao} />
          {p.situacaoAnterior !== undefined && <span className={styles.discreto}> (interrompido em “{ROTULOS_SITUACAO_PROCESSO[p.situacaoAnterior]}”)</span>}
        </>
      ))}
      {item('Protocolado em', `${formatDateTime(new Date(p.protocoladoEm))} por ${p.usuario}`)}
      {item('Prazo legal', <Prazo prazo={p.prazo} situacao={p.prazoSituacao} />)}
      {item('Ato', p.tipoAtoNome)}
      {item('Entidade', p.empresaId === undefined ? `${p.empresaNome} (nova)` : <AppLink to={caminho('empresa.salvar', { id: p.empresaId })}>{p.empresaNome}</AppLink>)}
      {item('Responsável', p.responsavel === undefined ? <span className={styles.discreto}>Aguardando distribuição</span> : `${p.responsavel.nome}${p.grupo === undefined ? '' : ` — ${p.grupo.nome}`}`)}
      {item(
        'Depósito prévio',
        p.deposito === undefined ? <span className={styles.discreto}>Não recebido</span> : `${formatMoney(p.deposito.valorCentavos)} · recibo nº ${String(p.deposito.reciboNumero)} · ${ROTULOS_SITUACAO_DEPOSITO[p.deposito.situacao]}`,
      )}
      {item('Código de verificação', <span className={styles.codigo}>{formatarCodigo(p.codigoVerificacao)}</span>)}
    </dl>
  );
}
