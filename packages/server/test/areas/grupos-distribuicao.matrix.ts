import type { GrupoDistribuicaoSalvar } from '@rpj/domain';
import { amostrasDeRegistros, type AmostrasDaArea } from '../matrix.ts';

// One request per endpoint of the area for the permission matrix (permission-matrix.test.ts): a group of the demo's
// examiner, whose id is read once.
export const amostras: AmostrasDaArea = (sdk, unico) => {
  let examinador: number | undefined;
  const corpo = async (): Promise<GrupoDistribuicaoSalvar> => {
    examinador ??= (await sdk().usuarios.listarAnalista({ ativo: true })).dados.content[0]?.id ?? 0;
    return { nome: unico('Grupo '), ativo: true, tiposAto: [], membros: [{ usuarioId: examinador, ausencias: [] }] };
  };
  return amostrasDeRegistros('/grupo-distribuicao', () => sdk().gruposDistribuicao, corpo);
};
