import { describe } from 'vitest';
import { useTestServer } from './harness.ts';
import { testarRegistrosComNome } from './registros.ts';

const server = useTestServer();

describe('fundamentos legais (docs/api.md)', () => {
  testarRegistrosComNome({ api: () => server.sdk('admin').fundamentosLegais, criado: 'Fundamento legal cadastrado com sucesso!', removido: 'Fundamento legal removido.', repetido: 'Já existe um fundamento legal com este nome.' });
});
