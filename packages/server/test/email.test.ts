/**
 * E-mail (src/mail/, docs/architecture.md "Mail"): a message goes through the task queue to SMTP — here the
 * project's own server, whose received messages the test reads back (mailparser): subject and text in Portuguese, a
 * PDF attachment named with its accents, byte for byte. The same key queued twice goes once; a send that fails
 * (no SMTP server listening) is retried until the server is back, and the message arrives.
 */
import { createHash } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { Fila } from '../src/jobs/fila.ts';
import { enviarEmail, tarefaEmail } from '../src/mail/correio.ts';
import { iniciarServidorSmtp, type ServidorSmtpEmbutido } from '../src/mail/servidor-embutido.ts';
import { ate, cloneTemplate, useTestServer } from './harness.ts';

const server = useTestServer();
const silencioso = pino({ level: 'silent' });

const sha256 = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

describe('e-mail through the queue', () => {
  it('delivers a Portuguese message with a PDF attachment, once per key', async () => {
    const caixa = server.services.emails;
    if (caixa === undefined) throw new Error('the tests run with the embedded SMTP server');
    const pdf = Buffer.from('%PDF-1.7\nCertidão de inteiro teor — Associação São João\n');
    const mensagem = {
      para: ['joão.silva@example.com.br'],
      assunto: 'Certidão de inteiro teor — Associação São João',
      texto: 'Segue a certidão solicitada. Atenciosamente, Cartório.',
      html: '<p>Segue a certidão solicitada.</p>',
      anexos: [{ nome: 'certidão-123.pdf', tipo: 'application/pdf', base64: pdf.toString('base64') }],
    };
    const id = await enviarEmail(server.services.fila, mensagem, 'certidao:123');
    expect(await enviarEmail(server.services.fila, mensagem, 'certidao:123')).toBeUndefined();
    await ate(() => caixa.recebidas.some((m) => m.subject === mensagem.assunto));
    const recebidas = caixa.recebidas.filter((m) => m.subject === mensagem.assunto);
    expect(recebidas).toHaveLength(1);
    const [m] = recebidas;
    expect([m?.text?.trim(), m?.messageId, [m?.to ?? []].flat().map((e) => e.text)]).toEqual([mensagem.texto, `<${id ?? ''}@rpj>`, ['joão.silva@example.com.br']]);
    expect(m?.attachments.map((a) => [a.filename, a.contentType, sha256(a.content)])).toEqual([['certidão-123.pdf', 'application/pdf', sha256(pdf)]]);
  });
});

describe('a failed send', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let fila: Fila | undefined;
  let caixa: ServidorSmtpEmbutido | undefined;

  beforeAll(async () => {
    ({ database, drop } = await cloneTemplate());
  }, 60_000);

  afterAll(async () => {
    await fila?.parar(1);
    await caixa?.parar();
    await drop();
  });

  it('is retried until the SMTP server answers, and the message is not lost', async () => {
    // A port where nothing listens yet.
    const livre = await iniciarServidorSmtp(0, silencioso);
    const porta = livre.porta;
    await livre.parar();
    const config = { remetente: 'Cartório <rcpj@cartorio.example>', smtp: { tipo: 'embutido', porta } } as const;
    fila = await Fila.iniciar(database, [tarefaEmail(config, { portaEmbutida: porta, esperaEntreTentativasS: 1 })], { intervaloS: 0.5 });
    const id = (await enviarEmail(fila, { para: ['maria@example.com.br'], assunto: 'Exigência nº 7', texto: 'Há exigências no seu título.' })) ?? '';
    await ate(async () => (await fila?.estado('enviar-email', id))?.estado === 'repetir');
    caixa = await iniciarServidorSmtp(porta, silencioso);
    await ate(() => caixa?.recebidas.some((m) => m.subject === 'Exigência nº 7') === true);
    // The job is marked done after the SMTP server has taken the message: wait for that write too.
    await ate(async () => (await fila?.estado('enviar-email', id))?.estado === 'concluida');
    expect(caixa.recebidas.filter((m) => m.subject === 'Exigência nº 7')).toHaveLength(1);
  }, 60_000);
});
