// Behind our balancers (RPJ_PROXY_SALTOS) a service reads the client's address from the entry the nearest one
// appended to X-Forwarded-For; without them, from the socket, whatever a client writes in that header.
import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app.ts';

async function enderecoVisto(saltosProxy: number, encaminhado: string): Promise<string> {
  const app = createServiceApp({ name: 'teste', logLevel: 'silent', saltosProxy });
  app.get('/quem', { config: { publico: true } }, (request, reply) => reply.send({ ip: request.ip }));
  const resposta = await app.inject({ method: 'GET', url: '/quem', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': encaminhado } });
  await app.close();
  return (resposta.json<{ ip: string }>()).ip;
}

describe('the client address', () => {
  it('is the balancer-appended entry with one trusted hop, the socket without', async () => {
    expect(await enderecoVisto(1, '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7');
    expect(await enderecoVisto(0, '203.0.113.9, 198.51.100.7')).toBe('10.0.0.2');
  });
});
