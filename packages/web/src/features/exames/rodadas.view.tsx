/** A process's exam rounds: decision, examiner, when, how long, the note to print, the way to each round's details; and its analyses. */
import { Button, Card, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular } from '@fluentui/react-icons';
import { caminho, duracaoPorExtenso, formatDateTime, isoParaBr, ROTULOS_DECISAO_EXAME, type ExameDoProcesso } from '@rpj/domain';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { AppLink } from '../../ui/app-link.tsx';
import { useRegistroStyles } from '../../ui/form/registro.view.tsx';

const useStyles = makeStyles({
  acoes: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', alignItems: 'center' },
  discreto: { color: tokens.colorNeutralForeground3 },
});

export const Rodadas = observer(function Rodadas(props: { readonly d: ExameDoProcesso; readonly imprimirNota: (id: number) => void }): ReactNode {
  const { d } = props;
  const styles = { ...useRegistroStyles(), ...useStyles() };
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Exames</Subtitle2>
      {d.rodadas.length === 0 ? (
        <span className={styles.discreto}>Nenhum exame decidido ainda.</span>
      ) : (
        <Table size="small" aria-label="Exames do processo">
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: '70px' }}>Exame</TableHeaderCell>
              <TableHeaderCell>Decisão</TableHeaderCell>
              <TableHeaderCell>Examinador</TableHeaderCell>
              <TableHeaderCell>Decidido em</TableHeaderCell>
              <TableHeaderCell>Duração</TableHeaderCell>
              <TableHeaderCell style={{ width: '210px' }} />
            </TableRow>
          </TableHeader>
          <TableBody>
            {d.rodadas.map((r) => (
              <TableRow key={r.id}>
                <TableCell>{r.rodada}º</TableCell>
                <TableCell>
                  {ROTULOS_DECISAO_EXAME[r.decisao]}
                  {r.decisao === 'EXIGENCIA' && (
                    <span className={styles.discreto}>
                      {' '}
                      — {r.exigencias.length} {r.exigencias.length === 1 ? 'exigência' : 'exigências'}, cumprir até {isoParaBr(r.prazoExigencia ?? '') ?? '—'}
                    </span>
                  )}
                </TableCell>
                <TableCell>{r.examinador.nome}</TableCell>
                <TableCell>{formatDateTime(new Date(r.decididoEm))}</TableCell>
                <TableCell>{duracaoPorExtenso(r.iniciadoEm, r.decididoEm)}</TableCell>
                <TableCell>
                  <div className={styles.acoes}>
                    <AppLink to={caminho('processos.exames.detalhes', { id: r.id })}>Detalhes do {r.rodada}º exame</AppLink>
                    {r.decisao === 'EXIGENCIA' && (
                      <Button size="small" icon={<PrintRegular />} aria-label={`Imprimir a nota do ${String(r.rodada)}º exame`} onClick={() => {
                          props.imprimirNota(r.id);
                        }}>
                        Nota
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
});

/** The analyses of a process's fit decisions. */
export function Analises(props: { readonly d: ExameDoProcesso }): ReactNode {
  const styles = { ...useRegistroStyles(), ...useStyles() };
  if (props.d.analises.length === 0) return null;
  return (
    <Card className={styles.card}>
      <Subtitle2 as="h2">Análises</Subtitle2>
      <Table size="small" aria-label="Análises do processo">
        <TableHeader>
          <TableRow>
            <TableHeaderCell style={{ width: '90px' }}>Exame</TableHeaderCell>
            <TableHeaderCell>Decisão</TableHeaderCell>
            <TableHeaderCell>Analista</TableHeaderCell>
            <TableHeaderCell>Em</TableHeaderCell>
            <TableHeaderCell style={{ width: '35%' }}>Motivo</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {props.d.analises.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{a.rodada}º</TableCell>
              <TableCell>{a.decisao === 'CONFIRMAR' ? 'Exame confirmado' : 'Devolvido ao examinador'}</TableCell>
              <TableCell>{a.analista.nome}</TableCell>
              <TableCell>{formatDateTime(new Date(a.em))}</TableCell>
              <TableCell>{a.motivo ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}
