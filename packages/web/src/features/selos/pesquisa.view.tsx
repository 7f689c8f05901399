/** /pesquisar-selo: the office's seals found by code, process, act, period, state, type and user; CSV. */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { caminho, formatDateTime, SITUACOES_IMPRIMIVEIS, ROTULOS_SITUACAO_SELO, ROTULOS_TIPO_SELO, SITUACOES_SELO, TIPOS_SELO, type Selo } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { SELOS } from './selos.tokens.ts';

const useStyles = makeStyles({ curto: { width: '120px' }, medio: { width: '170px' }, cheio: { width: '100%', minWidth: 0 }, interno: { minWidth: 0, width: '100%' }, codigo: { fontFamily: 'monospace', whiteSpace: 'nowrap', fontSize: '12px' } });

/** Where a used seal's stamp is printed: on a label, on a model page of its act. */
export function LinksImpressao(props: { readonly codigo: string }): ReactNode {
  return (
    <>
      <AppLink to={caminho('emissaoEtiqueta', { seloConsulta: props.codigo })}>Etiqueta</AppLink>
      {' · '}
      <AppLink to={caminho('emissaoModelo', { seloConsulta: props.codigo })}>Modelo</AppLink>
    </>
  );
}

export const PesquisaSelosView = observer(function PesquisaSelosView(): ReactNode {
  const { tela } = useLista(SELOS.pesquisa);
  const { lista } = tela;
  const styles = useStyles();
  const colunas: Coluna<Selo>[] = [
    { id: 'codigo', titulo: 'Selo', ordenarPor: 'codigo', largura: '200px', render: (s) => <span className={styles.codigo}>{s.codigo}</span> },
    { id: 'tipo', titulo: 'Tipo', largura: '110px', render: (s) => ROTULOS_TIPO_SELO[s.tipo] },
    { id: 'situacao', titulo: 'Situação', largura: '110px', render: (s) => ROTULOS_SITUACAO_SELO[s.situacao] },
    { id: 'protocolo', titulo: 'Processo', largura: '75px', render: (s) => (s.protocolo === undefined ? '—' : <AppLink to={caminho('processos.editar', { protocolo: s.protocolo })}>{s.protocolo}</AppLink>) },
    { id: 'ato', titulo: 'Ato', render: (s) => s.ato ?? '' },
    { id: 'usadoPor', titulo: 'Usado por', largura: '85px', render: (s) => s.usadoPor ?? '' },
    { id: 'usadoEm', titulo: 'Usado em', ordenarPor: 'usadoEm', largura: '120px', render: (s) => (s.usadoEm === undefined ? '' : formatDateTime(new Date(s.usadoEm))) },
    { id: 'imprimir', titulo: 'Imprimir', largura: '120px', render: (s) => (SITUACOES_IMPRIMIVEIS.includes(s.situacao) ? <LinksImpressao codigo={s.codigo} /> : '') },
  ];
  const texto = (campo: 'protocolo' | 'ato' | 'usuario' | 'de' | 'ate', rotulo: string, classe: string, tipo: 'text' | 'date' = 'text'): ReactNode => (
    <Field label={rotulo} className={classe}>
      <Input className={styles.cheio} input={{ className: styles.interno }} type={tipo} value={lista.rascunho[campo]} onChange={(_e, d) => { lista.setCampo(campo, campo === 'protocolo' ? d.value.replace(/\D/g, '').slice(0, 9) : d.value); }} />
    </Field>
  );
  return (
    <TelaLista
      tela={tela}
      titulo="Pesquisar selo"
      colunas={colunas}
      busca={{ campo: 'codigo', rotulo: 'Código do selo' }}
      campos={() => (
        <>
          {texto('protocolo', 'Protocolo', styles.curto)}
          {texto('ato', 'Ato', styles.medio)}
          <FiltroSelecao lista={lista} campo="situacao" rotulo="Situação" className={styles.medio} classeSelecao={styles.cheio} opcoes={SITUACOES_SELO.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_SELO[s] }))} />
          <FiltroSelecao lista={lista} campo="tipo" rotulo="Tipo" className={styles.medio} classeSelecao={styles.cheio} opcoes={TIPOS_SELO.map((t) => ({ valor: t, rotulo: ROTULOS_TIPO_SELO[t] }))} />
          {texto('usuario', 'Usado por', styles.curto)}
          {texto('de', 'Usado desde', styles.medio, 'date')}
          {texto('ate', 'Usado até', styles.medio, 'date')}
        </>
      )}
    />
  );
});
