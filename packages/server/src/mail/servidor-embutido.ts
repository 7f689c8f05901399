/**
 * The project's own SMTP server, for development and the tests (`npm start` starts it when no RPJ_SMTP_HOST is
 * named): it accepts every message on the loopback, prints who it is for and its subject and text to the log, and
 * keeps the last ones parsed (mailparser) for the tests to read.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';

/** The running server. */
export interface ServidorSmtpEmbutido {
  readonly porta: number;
  /** The messages received, oldest first (the last 100). */
  readonly recebidas: readonly ParsedMail[];
  parar(): Promise<void>;
}

export async function iniciarServidorSmtp(porta: number, log: Pick<Logger, 'info' | 'warn'>): Promise<ServidorSmtpEmbutido> {
  const recebidas: ParsedMail[] = [];
  const servidor = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: its built-in certificate has expired and would fail the client's upgrade.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _sessao, pronto) => {
      simpleParser(stream).then(
        (mensagem) => {
          recebidas.push(mensagem);
          if (recebidas.length > 100) recebidas.shift();
          const para = [mensagem.to ?? []].flat().map((e) => e.text).join(', ');
          log.info({ evento: 'email_recebido', para, assunto: mensagem.subject, anexos: mensagem.attachments.map((a) => a.filename) }, `E-mail para ${para}: ${mensagem.subject ?? ''}\n${(mensagem.text ?? '').slice(0, 2000)}`);
          pronto();
        },
        (error: unknown) => {
          log.warn({ evento: 'email_ilegivel', err: error }, 'e-mail received but not readable');
          pronto(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    servidor.server.once('error', reject);
    servidor.listen(porta, '127.0.0.1', resolve);
  });
  return {
    porta: (servidor.server.address() as AddressInfo).port,
    recebidas,
    parar: () =>
      new Promise<void>((resolve) => {
        servidor.close(() => {
          resolve();
        });
      }),
  };
}
