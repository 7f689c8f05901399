/**
 * Exportar CSV as every list screen does it: the filtered list to a file, then a notification saying how many
 * rows went out (an ALERTA that stays when the cap cut it short). A failure was already shown by the SDK.
 */
import type { Downloads } from '../../app/ports.ts';
import type { NotificationService } from '../../shell/notification.service.ts';
import type { ColunaCsv } from './csv.ts';
import { ListViewModel, type Filtro } from './list.view-model.ts';

export async function exportarLista<T, F extends Filtro>(
  lista: ListViewModel<T, F>,
  colunas: readonly ColunaCsv<T>[],
  nomeArquivo: string,
  downloads: Downloads,
  notifications: Pick<NotificationService, 'notify'>,
): Promise<void> {
  try {
    const resultado = await lista.exportarCsv(colunas);
    downloads(nomeArquivo, resultado.csv, 'text/csv;charset=utf-8');
    notifications.notify({
      tipo: resultado.limitada ? 'ALERTA' : 'OK',
      mensagem: ListViewModel.avisoExportacao(resultado),
      timeout: resultado.limitada ? 0 : undefined,
    });
  } catch {
    // The SDK has shown what went wrong.
  }
}
