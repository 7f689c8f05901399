/**
 * Wire codecs of users (registration service, /usuario). Response codecs check shapes; request codecs also
 * check the business rules of each field and answer in pt-BR, so the service and a form agree on what is valid.
 */
import * as t from 'io-ts';
import {
  MENSAGEM_LOGIN,
  MENSAGENS_REGRA,
  isValidCpf,
  normalizeCpf,
  parseLogin,
  type BuscaUsuarios,
  type FiltroUsuarios,
  type FiltroUsuariosResumo,
  type SenhaTemporaria,
  type Usuario,
  type UsuarioGrupo,
  type UsuarioListaItem,
  type UsuarioResumo,
  type UsuarioSalvar,
} from '@rpj/domain';
import { Booleano, corpoSalvar, Email, entity, Id, IdParametro, Inteiro, parsedText, texto } from '../contract/codec-helpers.ts';

export { Email };
import { PermissoesCodec } from '../contract/resposta.codec.ts';

const UsuarioGrupoCodec: t.Type<UsuarioGrupo, unknown> = entity(
  'UsuarioGrupo',
  { grupoUsuario: entity('GrupoUsuarioRef', { nome: t.string }, { id: Id }) },
  {},
);

/** The full user, as `GET /usuario/{id}` and `recupera-dados-por-login` answer. */
export const UsuarioCodec: t.Type<Usuario, unknown> = entity(
  'Usuario',
  {
    id: Id,
    cpf: t.string,
    nome: t.string,
    login: t.string,
    ativo: t.boolean,
    primeiroAcesso: t.boolean,
    versao: Inteiro,
    permissoes: PermissoesCodec,
    groups: t.readonlyArray(UsuarioGrupoCodec),
  },
  { email: t.string },
);

/** A row of the users list. */
export const UsuarioListaItemCodec: t.Type<UsuarioListaItem, unknown> = entity(
  'UsuarioListaItem',
  {
    id: Id,
    nome: t.string,
    login: t.string,
    cpf: t.string,
    ativo: t.boolean,
    primeiroAcesso: t.boolean,
    grupos: t.readonlyArray(t.string),
  },
  { email: t.string },
);

/** A user in the analyst and cashier pickers. */
export const UsuarioResumoCodec: t.Type<UsuarioResumo, unknown> = entity(
  'UsuarioResumo',
  { id: Id, nome: t.string, login: t.string },
  {},
);

/** A CPF typed with or without its mask; decodes to its eleven digits. */
export const Cpf = parsedText(
  'Cpf',
  (text) => (isValidCpf(text) ? normalizeCpf(text) : undefined),
  MENSAGENS_REGRA.cpf,
);

/** Message of an invalid login (the domain's rule). */
export { MENSAGEM_LOGIN };

/** A login: the domain's rule (`parseLogin`), trimmed. */
export const Login = parsedText('Login', parseLogin, MENSAGEM_LOGIN);

/** The body of `POST /usuario`. */
export const UsuarioSalvarCodec: t.Type<UsuarioSalvar, unknown> = corpoSalvar(
  entity(
    'UsuarioSalvar',
    { cpf: Cpf, nome: texto(120, 'Nome'), login: Login, ativo: t.boolean, grupoIds: t.readonlyArray(Id) },
    { id: Id, versao: Inteiro, email: Email },
  ),
);

/** The filters of `GET /usuario/listar` (as decoded values; the query carries them as strings). */
export const FiltroUsuariosCodec: t.Type<FiltroUsuarios, unknown> = entity(
  'FiltroUsuarios',
  {},
  { login: texto(40, 'Login'), grupoId: IdParametro, ativo: Booleano },
);

/** The body of `POST /usuario/buscar`. */
export const BuscaUsuariosCodec: t.Type<BuscaUsuarios, unknown> = entity(
  'BuscaUsuarios',
  {},
  {
    nome: texto(120, 'Nome'),
    cpf: parsedText('CpfParcial', (text) => (/^[\d.-]{1,14}$/.test(text.trim()) ? text.replace(/\D/g, '') : undefined), 'CPF inválido: use só dígitos, pontos e hífen.'),
    login: texto(40, 'Login'),
    grupoId: IdParametro,
    ativo: Booleano,
  },
);

/** The filters of `listarAnalista` and `listarCaixas`. */
export const FiltroUsuariosResumoCodec: t.Type<FiltroUsuariosResumo, unknown> = entity(
  'FiltroUsuariosResumo',
  {},
  { ativo: Booleano },
);

/** The answer of `POST /usuario/resetar-senha/{id}`. */
export const SenhaTemporariaCodec: t.Type<SenhaTemporaria, unknown> = entity(
  'SenhaTemporaria',
  { senhaTemporaria: t.string },
  {},
);

/** The `dados` of the 409 that answers registering the CPF of a removed user: who can be restored. */
export const UsuarioRemovidoCodec = entity('UsuarioRemovido', { id: Id, nome: t.string, login: t.string }, {});
