/**
 * The tables of the registration service, for Drizzle's query builder. The SQL migrations in ./migrations are
 * the source of truth of the database; this mirrors the columns the code reads and writes.
 */
import { bigserial, boolean, char, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const grupoUsuario = pgTable('grupo_usuario', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
  descricao: varchar('descricao', { length: 255 }),
  versao: integer('versao').notNull().default(0),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const permissao = pgTable('permissao', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 60 }).notNull(),
  rotulo: varchar('rotulo', { length: 80 }).notNull(),
  descricao: varchar('descricao', { length: 255 }),
  versao: integer('versao').notNull().default(0),
});

export const grupoPermissao = pgTable(
  'grupo_permissao',
  {
    grupoId: integer('grupo_id').notNull(),
    permissaoId: integer('permissao_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.grupoId, t.permissaoId] })],
);

export const usuario = pgTable('usuario', {
  id: serial('id').primaryKey(),
  cpf: char('cpf', { length: 11 }).notNull(),
  nome: varchar('nome', { length: 120 }).notNull(),
  login: varchar('login', { length: 40 }).notNull(),
  email: varchar('email', { length: 254 }),
  ativo: boolean('ativo').notNull().default(true),
  primeiroAcesso: boolean('primeiro_acesso').notNull().default(true),
  removido: boolean('removido').notNull().default(false),
  removidoEm: timestamp('removido_em', { withTimezone: true }),
  senhaHash: text('senha_hash'),
  versao: integer('versao').notNull().default(0),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const usuarioGrupo = pgTable(
  'usuario_grupo',
  {
    usuarioId: integer('usuario_id').notNull(),
    grupoId: integer('grupo_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.grupoId] })],
);

export const auditoria = pgTable('auditoria', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  momento: timestamp('momento', { withTimezone: true }).notNull().defaultNow(),
  usuario: varchar('usuario', { length: 60 }),
  acao: varchar('acao', { length: 30 }).notNull(),
  entidade: varchar('entidade', { length: 40 }).notNull(),
  entidadeId: varchar('entidade_id', { length: 40 }),
  requestId: varchar('request_id', { length: 64 }),
  antes: jsonb('antes'),
  depois: jsonb('depois'),
  usuarioId: integer('usuario_id'),
});

export const vinculoIdentidade = pgTable(
  'vinculo_identidade',
  {
    emissor: varchar('emissor', { length: 255 }).notNull(),
    sujeito: varchar('sujeito', { length: 255 }).notNull(),
    usuarioId: integer('usuario_id').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.emissor, t.sujeito] })],
);

export const limiteAcesso = pgTable('limite_acesso', {
  chave: varchar('chave', { length: 400 }).primaryKey(),
  tentativas: integer('tentativas').notNull(),
  ultimaEm: timestamp('ultima_em', { withTimezone: true }).notNull(),
  liberadoEm: timestamp('liberado_em', { withTimezone: true }),
});

/** Every table, for `drizzle(client, { schema })`. */
export const schema = { grupoUsuario, permissao, grupoPermissao, usuario, usuarioGrupo, auditoria, vinculoIdentidade, limiteAcesso };
