/**
 * E-mail (docs/architecture.md "Mail"): a message is sent through the task queue (jobs/fila.ts), never directly, so
 * a failed send — the SMTP server down, a refused connection — is retried and the message is never lost: it stays in
 * its job until it goes. nodemailer over SMTP, configured by RPJ_SMTP_* (config.ts); outside production without a
 * server named, the project's own SMTP server (servidor-embutido.ts) receives everything and logs it.
 */
import nodemailer from 'nodemailer';
import type { ConfigEmail } from '../config.ts';
import type { DefinicaoTarefa, Fila } from '../jobs/fila.ts';

/** A message, as the queue keeps it (attachments in base64: a job's data is JSON). */
export interface Mensagem {
  readonly para: readonly string[];
  readonly assunto: string;
  readonly texto: string;
  readonly html?: string;
  readonly anexos?: readonly { readonly nome: string; readonly tipo: string; readonly base64: string }[];
}

/** The task that sends; `porta` is where the embedded server listens, when it is the one in use. */
export function tarefaEmail(config: ConfigEmail, opcoes: { readonly portaEmbutida?: number; readonly esperaEntreTentativasS?: number } = {}): DefinicaoTarefa<Mensagem> {
  const { smtp } = config;
  const transporte =
    smtp.tipo === 'externo'
      ? nodemailer.createTransport({
          host: smtp.host,
          port: smtp.porta,
          secure: smtp.seguro,
          ...(smtp.usuario === undefined ? {} : { auth: { user: smtp.usuario, pass: smtp.senha ?? '' } }),
        })
      : smtp.tipo === 'embutido'
        ? // The embedded server is plain SMTP on the loopback: no TLS to negotiate.
          nodemailer.createTransport({ host: '127.0.0.1', port: opcoes.portaEmbutida ?? smtp.porta, secure: false, ignoreTLS: true })
        : undefined;
  return {
    nome: 'enviar-email',
    // About a day of retries, a minute apart at first: an SMTP server down for the night does not lose a message.
    tentativas: 30,
    esperaEntreTentativasS: opcoes.esperaEntreTentativasS ?? 60,
    prazoS: 5 * 60,
    executar: async (m, { id }) => {
      if (transporte === undefined) throw new Error('Nenhum servidor SMTP configurado: defina RPJ_SMTP_HOST para enviar e-mails.');
      await transporte.sendMail({
        from: config.remetente,
        to: [...m.para],
        subject: m.assunto,
        text: m.texto,
        ...(m.html === undefined ? {} : { html: m.html }),
        // One job, one Message-ID: a retry after a send whose result was lost is recognisably the same message.
        messageId: `<${id}@rpj>`,
        attachments: (m.anexos ?? []).map((a) => ({ filename: a.nome, contentType: a.tipo, content: Buffer.from(a.base64, 'base64') })),
      });
    },
  };
}

/**
 * Queues a message. With a `chave` (e.g. 'exigencia:123:1'), the same message queued twice — a double click, two
 * processes — goes once. Answers the job's id (`undefined` when the key was already queued).
 */
export function enviarEmail(fila: Pick<Fila, 'enviar'>, mensagem: Mensagem, chave?: string): Promise<string | undefined> {
  return fila.enviar('enviar-email', mensagem, chave);
}
