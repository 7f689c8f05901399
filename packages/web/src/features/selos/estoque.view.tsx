/** The stock at a glance, and a batch's review: shared by the seal screens. */
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { ROTULOS_TIPO_SELO, type EstoqueSelos, type ResumoLote } from '@rpj/domain';
import type { ReactNode } from 'react';

export function TabelaEstoque(props: { readonly estoque: EstoqueSelos }): ReactNode {
  return (
    <Table size="small" aria-label="Estoque de selos">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Tipo</TableHeaderCell>
          <TableHeaderCell>Disponíveis</TableHeaderCell>
          <TableHeaderCell>Aguardando confirmação</TableHeaderCell>
          <TableHeaderCell>Utilizados</TableHeaderCell>
          <TableHeaderCell>Inutilizados</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.estoque.porTipo.map((t) => (
          <TableRow key={t.tipo}>
            <TableCell>{ROTULOS_TIPO_SELO[t.tipo]}</TableCell>
            <TableCell>{t.disponiveis.toLocaleString('pt-BR')}</TableCell>
            <TableCell>{t.pendentes.toLocaleString('pt-BR')}</TableCell>
            <TableCell>{t.utilizados.toLocaleString('pt-BR')}</TableCell>
            <TableCell>{t.inutilizados.toLocaleString('pt-BR')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function TabelaResumo(props: { readonly resumo: ResumoLote; readonly rotulo: string }): ReactNode {
  return (
    <Table size="small" aria-label={props.rotulo}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Tipo</TableHeaderCell>
          <TableHeaderCell>Quantidade</TableHeaderCell>
          <TableHeaderCell>Do selo</TableHeaderCell>
          <TableHeaderCell>Ao selo</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.resumo.porTipo.map((t) => (
          <TableRow key={t.tipo}>
            <TableCell>{ROTULOS_TIPO_SELO[t.tipo]}</TableCell>
            <TableCell>{t.quantidade.toLocaleString('pt-BR')}</TableCell>
            <TableCell>{t.primeiro}</TableCell>
            <TableCell>{t.ultimo}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
