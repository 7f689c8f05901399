/** /certidao: the certificates, newest first; a number opens its certificate; "Pedir certidão" opens a new request. */
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { formatMoney, isoParaBr, ROTULOS_SITUACAO_CERTIDAO, ROTULOS_TIPO_CERTIDAO, SITUACOES_CERTIDAO, TIPOS_CERTIDAO, type CertidaoListaItem, type SituacaoCertidao } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { Etiqueta, type TomEtiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { Prazo } from '../processos/index.ts';
import { caminhoCertidao, objetoDa, type FiltroTelaCertidoes } from './certidao-list.view-model.ts';
import { CERTIDOES } from './certidoes.tokens.ts';

const useStyles = makeStyles({
  campo: { minWidth: '150px' },
  curto: { width: '110px' },
  entrada: { width: '100%', minWidth: 0 },
  // A target of 24 px at least (WCAG 2.5.8): a low number is one narrow digit.
  numero: { fontVariantNumeric: 'tabular-nums', fontWeight: 600, display: 'inline-block', minWidth: '24px', lineHeight: '24px' },
  discreto: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

const TOM: Readonly<Record<SituacaoCertidao, TomEtiqueta>> = { SOLICITADA: 'aviso', PAGA: 'discreto', EMITIDA: 'sucesso' };

/** A certificate's state as a label. */
export function SituacaoCertidaoEtiqueta(props: { readonly situacao: SituacaoCertidao }): ReactNode {
  return <Etiqueta tom={TOM[props.situacao]}>{ROTULOS_SITUACAO_CERTIDAO[props.situacao]}</Etiqueta>;
}

export const CertidaoListView = observer(function CertidaoListView(): ReactNode {
  const { tela } = useLista(CERTIDOES.lista);
  const { lista } = tela;
  const styles = useStyles();
  const colunas: Coluna<CertidaoListaItem>[] = [
    {
      id: 'numero',
      titulo: 'Número',
      ordenarPor: 'numero',
      largura: '96px',
      render: (c) => (
        <>
          <AppLink to={caminhoCertidao(c.id)} className={styles.numero}>
            {String(c.numero)}
          </AppLink>
          <div className={styles.discreto}>{isoParaBr(c.pedidoEm)}</div>
        </>
      ),
    },
    {
      id: 'objeto',
      titulo: 'Certidão',
      render: (c) => (
        <>
          {objetoDa(c)}
          <div className={styles.discreto}>{ROTULOS_TIPO_CERTIDAO[c.tipo]}</div>
        </>
      ),
    },
    { id: 'requerente', titulo: 'Requerente', largura: '20%', render: (c) => c.requerente },
    {
      id: 'situacao',
      titulo: 'Situação',
      largura: '170px',
      render: (c) => (
        <>
          <SituacaoCertidaoEtiqueta situacao={c.situacao} />
          <div className={styles.discreto}>{c.recibo === undefined ? formatMoney(c.valorCentavos) : `Recibo nº ${String(c.recibo.numero)}`}</div>
        </>
      ),
    },
    { id: 'prazo', titulo: 'Prazo', ordenarPor: 'prazo', largura: '150px', render: (c) => (c.situacao === 'EMITIDA' ? <span className={styles.discreto}>Emitida</span> : <Prazo prazo={c.prazo} situacao={c.prazoSituacao} />) },
  ];
  const texto = (campo: keyof FiltroTelaCertidoes, rotulo: string, className: string, inputMode?: 'numeric'): ReactNode => (
    <Field label={rotulo} className={className}>
      <Input
        className={styles.entrada}
        value={lista.rascunho[campo]}
        {...(inputMode === undefined ? {} : { inputMode })}
        onChange={(_e, d) => {
          lista.setCampo(campo, inputMode === undefined ? d.value : d.value.replace(/\D/g, '').slice(0, 9));
        }}
      />
    </Field>
  );
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'requerente', rotulo: 'Requerente' }}
      campos={() => (
        <>
          {texto('numero', 'Número', styles.curto, 'numeric')}
          {texto('empresa', 'Entidade', styles.campo)}
          <FiltroSelecao lista={lista} campo="tipo" rotulo="Tipo" className={styles.campo} opcoes={TIPOS_CERTIDAO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_CERTIDAO[t] }))} />
          <FiltroSelecao lista={lista} campo="situacao" rotulo="Situação" className={styles.campo} opcoes={SITUACOES_CERTIDAO.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_CERTIDAO[s] }))} />
          <FiltroSelecao lista={lista} campo="vencidas" rotulo="Só vencidas" className={styles.curto} opcoes={[{ valor: 'sim', rotulo: 'Sim' }]} />
        </>
      )}
    />
  );
});
