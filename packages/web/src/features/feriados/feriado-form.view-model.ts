/** /feriado/cadastro/:id?: a holiday the office records — its date, name, scope, kind and legal ground. */
import { brParaIso, FERIADO_MAXIMO, isoParaBr, MASKS, REGRAS_NOME_FERIADO, rules, type AbrangenciaFeriado, type Feriado, type TipoFeriado } from '@rpj/domain';
import type { FeriadoApi } from '@rpj/sdk';
import { inject, injectable } from 'inversify';
import { RegistroViewModel } from '../../ui/form/registro.view-model.ts';
import type { ServicosTela } from '../../ui/tela/servicos-tela.ts';
import { UI } from '../../ui/tela/tela.tokens.ts';
import { FERIADO } from './feriado.entidade.ts';
import { FERIADOS } from './feriados.tokens.ts';

/** The form's values: the date as typed. */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ValoresFeriado = { readonly data: string; readonly nome: string; readonly abrangencia: string; readonly tipo: string; readonly fundamento: string };

const VAZIO: ValoresFeriado = { data: '', nome: '', abrangencia: 'MUNICIPAL', tipo: 'FERIADO', fundamento: '' };

@injectable()
export class FeriadoFormViewModel {
  readonly tela: RegistroViewModel<Feriado, ValoresFeriado>;

  constructor(@inject(FERIADOS.api) feriados: Pick<FeriadoApi, 'obter' | 'salvar' | 'remover'>, @inject(UI.servicos) servicos: ServicosTela) {
    this.tela = new RegistroViewModel<Feriado, ValoresFeriado>(
      {
        entidade: FERIADO,
        vazio: VAZIO,
        campos: {
          data: { rotulo: 'Data', obrigatorio: true, regras: [rules.date()], mascara: MASKS.dataBr },
          nome: { rotulo: 'Nome', obrigatorio: true, regras: REGRAS_NOME_FERIADO },
          abrangencia: { rotulo: 'Abrangência', obrigatorio: true },
          tipo: { rotulo: 'Tipo', obrigatorio: true },
          fundamento: { rotulo: 'Fundamento (lei ou ato)', regras: [rules.maxLength(FERIADO_MAXIMO.fundamento)] },
        },
        obter: async (id, opcoes) => (await feriados.obter(id, opcoes)).dados,
        valores: (f) => ({ data: isoParaBr(f.data) ?? f.data, nome: f.nome, abrangencia: f.abrangencia, tipo: f.tipo, fundamento: f.fundamento ?? '' }),
        enviar: async (v, base, opcoes) =>
          (
            await feriados.salvar(
              {
                ...base,
                data: brParaIso(v.data.trim()) ?? v.data.trim(),
                nome: v.nome.trim(),
                abrangencia: v.abrangencia as AbrangenciaFeriado,
                tipo: v.tipo as TipoFeriado,
                ...(v.fundamento.trim() === '' ? {} : { fundamento: v.fundamento.trim() }),
              },
              opcoes,
            )
          ).dados,
        remover: (id) => feriados.remover(id),
      },
      servicos,
    );
  }
}

declare module '../../di/token.ts' {
  interface Registro {
    'feriados:FeriadoFormViewModel': FeriadoFormViewModel;
  }
}
