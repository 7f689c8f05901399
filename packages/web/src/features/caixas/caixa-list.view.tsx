/** /caixa: the cash boxes, newest first; a box's number opens it; "Abrir caixa" opens the signed-in person's. */
import { makeStyles } from '@fluentui/react-components';
import { formatDateTime, formatMoney, ROTULOS_SITUACAO_CAIXA, SITUACOES_CAIXA, type CaixaListaItem } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Etiqueta } from '../../ui/etiqueta.view.tsx';
import type { Coluna } from '../../ui/list/data-table.view.tsx';
import { FiltroSelecao } from '../../ui/list/filtro-selecao.view.tsx';
import { LinkRegistro, TelaLista, useLista } from '../../ui/list/tela-lista.view.tsx';
import { CAIXAS } from './caixas.tokens.ts';

const useStyles = makeStyles({ campo: { minWidth: '160px' }, numero: { fontVariantNumeric: 'tabular-nums' }, valor: { fontVariantNumeric: 'tabular-nums', textAlign: 'right', display: 'block' } });

const TONS = { ABERTO: 'aviso', FECHADO: 'discreto', APROVADO: 'sucesso' } as const;

export const CaixaListView = observer(function CaixaListView(): ReactNode {
  const { tela } = useLista(CAIXAS.lista);
  const styles = useStyles();
  const colunas: Coluna<CaixaListaItem>[] = [
    { id: 'id', titulo: 'Caixa', largura: '70px', render: (c) => <LinkRegistro tela={tela} item={c} className={styles.numero}>nº {c.id}</LinkRegistro> },
    { id: 'usuario', titulo: 'Usuário', ordenarPor: 'usuario', render: (c) => `${c.nomeUsuario} (${c.usuario})` },
    { id: 'abertoEm', titulo: 'Aberto em', ordenarPor: 'abertoEm', largura: '140px', render: (c) => formatDateTime(new Date(c.abertoEm)) },
    { id: 'situacao', titulo: 'Situação', largura: '96px', render: (c) => <Etiqueta tom={TONS[c.situacao]}>{ROTULOS_SITUACAO_CAIXA[c.situacao]}</Etiqueta> },
    { id: 'recibos', titulo: 'Recibos', largura: '70px', render: (c) => <span className={styles.valor}>{c.recibos}</span> },
    { id: 'recebido', titulo: 'Recebido', largura: '110px', render: (c) => <span className={styles.valor}>{formatMoney(c.recebidoCentavos)}</span> },
    { id: 'diferenca', titulo: 'Diferença', largura: '100px', render: (c) => <span className={styles.valor}>{c.diferencaCentavos === undefined ? '—' : formatMoney(c.diferencaCentavos)}</span> },
  ];
  return (
    <TelaLista
      tela={tela}
      colunas={colunas}
      busca={{ campo: 'usuario', rotulo: 'Usuário (login)' }}
      campos={() => <FiltroSelecao lista={tela.lista} campo="situacao" rotulo="Situação" className={styles.campo} opcoes={SITUACOES_CAIXA.map((s) => ({ valor: s, rotulo: ROTULOS_SITUACAO_CAIXA[s] }))} />}
    />
  );
});
