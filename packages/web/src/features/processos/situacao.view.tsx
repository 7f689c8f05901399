/** A process's state as a label: its name, toned by where it is in the workflow. */
import { ROTULOS_SITUACAO_PROCESSO, type SituacaoProcesso } from '@rpj/domain';
import type { ReactNode } from 'react';
import { Etiqueta, type TomEtiqueta } from '../../ui/etiqueta.view.tsx';

function tom(s: SituacaoProcesso): TomEtiqueta {
  if (['REGISTRADO', 'AVERBADO', 'CERTIDAO_EMITIDA', 'ENTREGUE', 'FINALIZADO', 'APTO'].includes(s)) return 'sucesso';
  if (['EM_EXIGENCIA', 'DUVIDA_SUSCITADA', 'SUSPENSO', 'AGUARDANDO_PAGAMENTO'].includes(s)) return 'aviso';
  if (['DEVOLVIDO', 'PROTOCOLO_CANCELADO', 'DESISTENCIA'].includes(s)) return 'perigo';
  return 'discreto';
}

export function SituacaoProcessoEtiqueta(props: { readonly situacao: SituacaoProcesso }): ReactNode {
  return <Etiqueta tom={tom(props.situacao)}>{ROTULOS_SITUACAO_PROCESSO[props.situacao]}</Etiqueta>;
}
