/** Wire codecs of the registration in the books (registration service, `/registro`). */
import * as t from 'io-ts';
import { REGISTRO_MAXIMO as M, type Livro, type RegistroLancado, type RegistroSalvar } from '@rpj/domain';
import { SeloDoAtoCodec } from '../selos/selos.codec.ts';
import { data, entity, Id, Inteiro, oneOf, texto } from '../contract/codec-helpers.ts';

const Letra = oneOf(['A', 'B'] as const, 'Livro');

export const RegistroLancadoCodec: t.Type<RegistroLancado, unknown> = entity(
  'RegistroLancado',
  {
    protocolo: Id,
    especie: oneOf(['REGISTRO', 'AVERBACAO'] as const, 'Espécie'),
    data: t.string,
    em: t.string,
    oficial: entity('Oficial', { login: t.string, nome: t.string }, {}),
    empresaId: Id,
    empresaNome: t.string,
    selos: t.readonlyArray(SeloDoAtoCodec),
  },
  { livro: entity('LivroDoRegistro', { letra: Letra, numero: Inteiro }, {}), numero: Inteiro, folha: Inteiro, averbacao: Inteiro },
);

export const LivroCodec: t.Type<Livro, unknown> = entity(
  'Livro',
  { id: Id, letra: Letra, numero: Inteiro, folhas: Inteiro, folhasUsadas: Inteiro, abertoEm: t.string, termoAbertura: t.string },
  { encerradoEm: t.string, termoEncerramento: t.string },
);

export const RegistroSalvarCodec: t.Type<RegistroSalvar, unknown> = entity(
  'RegistroSalvar',
  { versao: Inteiro },
  { objeto: texto(M.objeto, 'Objeto'), dataConstituicao: data('Data de constituição'), descricao: texto(M.descricao, 'Descrição da averbação') },
);

export const VersaoCodec: t.Type<{ readonly versao: number }, unknown> = entity('Versao', { versao: Inteiro }, {});
