import { MASKS, MENSAGENS_REGRA, rules } from '@rpj/domain';
import { HttpError, NetworkError, TimeoutError } from '@rpj/sdk';
import { describe, expect, it, vi } from 'vitest';
import { FakeDraftStore, adiado, settle } from '../../test/fakes.ts';
import { FormViewModel, avisoRascunho, type Campo, type Rascunho } from './form.view-model.ts';

// A type alias (not an interface) so that it is a Valores record.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
type Pessoa = {
  readonly nome: string;
  readonly cpf: string;
  readonly ativo: boolean;
  readonly grupoIds: readonly number[];
};

const CAMPOS: Readonly<Partial<Record<keyof Pessoa, Campo>>> = {
  nome: { rotulo: 'Nome', obrigatorio: true, regras: [rules.minLength(3)] },
  cpf: { rotulo: 'CPF', obrigatorio: true, regras: [rules.cpf()], mascara: MASKS.cpf },
  ativo: { rotulo: 'Situação' },
  grupoIds: { rotulo: 'Grupos' },
};

const VAZIO: Pessoa = { nome: '', cpf: '', ativo: true, grupoIds: [] };
const REGISTRO: Pessoa = { nome: 'Maria Souza', cpf: '529.982.247-25', ativo: true, grupoIds: [1, 2] };

const INFO = { metodo: 'POST', url: 'http://localhost:8081/pessoa', requestId: 'req-1' };

const CORRIJA = 'Corrija os campos indicados antes de salvar.';

/** A sender that fails with `erro`. */
function falhando(erro: Error): (valores: Pessoa) => Promise<string> {
  return () => Promise.reject(erro);
}

function montar(valores: Pessoa = REGISTRO): FormViewModel<Pessoa> {
  const form = new FormViewModel<Pessoa>(VAZIO, CAMPOS);
  form.iniciar(valores);
  return form;
}

function comRascunho(valores: Pessoa = REGISTRO, drafts = new FakeDraftStore()): {
  form: FormViewModel<Pessoa>;
  drafts: FakeDraftStore;
  rascunho: Rascunho;
} {
  const rascunho: Rascunho = { drafts, usuario: 'admin', formulario: 'pessoa:7' };
  const form = new FormViewModel<Pessoa>(VAZIO, CAMPOS);
  form.iniciar(valores, rascunho);
  return { form, drafts, rascunho };
}

describe('FormViewModel editing', () => {
  it('applies the mask while typing', () => {
    const form = montar(VAZIO);
    form.set('cpf', '52998224725');
    expect(form.valores.cpf).toBe('529.982.247-25');
    form.set('nome', 'Ana');
    expect(form.valores.nome).toBe('Ana');
  });

  it('is dirty after a change and clean again after changing back', () => {
    const form = montar();
    expect(form.sujo).toBe(false);
    form.set('nome', 'Maria Souza Lima');
    expect(form.sujo).toBe(true);
    form.set('nome', 'Maria Souza');
    expect(form.sujo).toBe(false);
    form.set('ativo', false);
    expect(form.sujo).toBe(true);
    form.set('ativo', true);
    expect(form.sujo).toBe(false);
  });

  it('compares lists of ids as sets', () => {
    const form = montar();
    form.set('grupoIds', [2, 1]);
    expect(form.sujo).toBe(false);
    form.set('grupoIds', [2]);
    expect(form.sujo).toBe(true);
    form.set('grupoIds', [2, 1, 3]);
    expect(form.sujo).toBe(true);
    form.set('grupoIds', [1, 2]);
    expect(form.sujo).toBe(false);
  });

  it.each([
    ['nome', '', MENSAGENS_REGRA.required],
    ['nome', 'Al', 'Informe ao menos 3 caracteres.'],
    ['cpf', '', MENSAGENS_REGRA.required],
    ['cpf', '529.982.247-26', 'CPF inválido: confira os dígitos.'],
  ] as const)('shows the pt-BR message of the rule when %s is left as %j', async (campo, valor, mensagem) => {
    const form = montar();
    form.set(campo, valor);
    expect(form.erros[campo]).toBeUndefined();
    form.sair(campo);
    await settle();
    expect(form.erros[campo]).toBe(mensagem);
    expect(form.tocados.has(campo)).toBe(true);
  });

  it('clears a field error as soon as the value is fixed', async () => {
    const form = montar();
    form.set('nome', 'Al');
    form.sair('nome');
    await settle();
    expect(form.erros.nome).toBeDefined();
    form.set('nome', 'Alice');
    await settle();
    expect(form.erros.nome).toBeUndefined();
  });

  it('shows no error when a valid field is left', async () => {
    const form = montar(VAZIO);
    form.set('cpf', '52998224725');
    form.sair('cpf');
    await settle();
    expect(form.erros.cpf).toBeUndefined();
  });
});

describe('FormViewModel saving', () => {
  it('does not send invalid values: errors on every field, focus on the first', async () => {
    const form = montar(VAZIO);
    form.set('cpf', '529.982.247-26');
    const enviar = vi.fn(() => Promise.resolve('ok'));

    const resposta = await form.salvar(enviar);

    expect(resposta).toBeUndefined();
    expect(enviar).not.toHaveBeenCalled();
    expect(form.erros).toEqual({ nome: MENSAGENS_REGRA.required, cpf: 'CPF inválido: confira os dígitos.' });
    expect(form.primeiroErro).toBe('nome');
    expect(form.problema).toEqual({ tipo: 'servidor', mensagem: CORRIJA });
    expect(form.salvando).toBe(false);
    expect(form.valores.cpf).toBe('529.982.247-26');
  });

  it('points at the first field in the form order that has an error', async () => {
    const form = montar();
    form.set('cpf', '111.111.111-11');
    await form.salvar(() => Promise.resolve('ok'));
    expect(form.primeiroErro).toBe('cpf');
    expect(form.erros.nome).toBeUndefined();
  });

  it('sends one request for a double click', async () => {
    const form = montar();
    form.set('nome', 'Maria Souza Lima');
    const pedido = adiado<string>();
    const enviar = vi.fn((_valores: Pessoa) => pedido.promise);

    const primeiro = form.salvar(enviar);
    const segundo = form.salvar(enviar);
    expect(form.salvando).toBe(true);
    expect(form.salvarDesabilitado).toBe(true);
    await settle();
    const terceiro = form.salvar(enviar);
    await settle();

    expect(enviar).toHaveBeenCalledTimes(1);
    expect(await segundo).toBeUndefined();
    expect(await terceiro).toBeUndefined();

    pedido.resolve('salvo');
    expect(await primeiro).toBe('salvo');
    expect(form.salvando).toBe(false);
    expect(form.salvarDesabilitado).toBe(false);
  });

  it('on success sends the values, is clean and deletes the draft', async () => {
    const { form, drafts } = comRascunho();
    form.set('nome', 'Maria Souza Lima');
    expect(drafts.guardados.size).toBe(1);
    const enviar = vi.fn((_valores: Pessoa) => Promise.resolve('salvo'));

    expect(await form.salvar(enviar)).toBe('salvo');

    expect(enviar).toHaveBeenCalledWith({ ...REGISTRO, nome: 'Maria Souza Lima' });
    expect(form.sujo).toBe(false);
    expect(form.problema).toBeUndefined();
    expect(drafts.guardados.size).toBe(0);
  });

  it('keeps as unsaved what was typed while the save was on its way', async () => {
    const { form, drafts } = comRascunho();
    form.set('nome', 'Maria Souza Lima');
    const pedido = adiado<string>();
    const enviar = vi.fn((_valores: Pessoa) => pedido.promise);
    const salvando = form.salvar(enviar);
    await settle();
    expect(enviar).toHaveBeenCalledWith({ ...REGISTRO, nome: 'Maria Souza Lima' });

    form.set('ativo', false);
    pedido.resolve('salvo');
    await salvando;

    // The server has nome changed but ativo still true: the form must still hold an unsaved change.
    expect(form.valores.ativo).toBe(false);
    expect(form.sujo).toBe(true);
    expect(drafts.load('admin', 'pessoa:7')?.valores).toMatchObject({ ativo: false });
  });

  it('explains a stale version (409 on `versao`), offers to reload, and keeps the values', async () => {
    const form = montar();
    form.set('nome', 'Maria Souza Lima');
    const mensagem = 'O usuário foi alterado por outra pessoa depois que você o abriu. Recarregue a página e refaça suas alterações.';
    const salvo = await form.salvar(falhando(new HttpError(409, INFO, { mensagens: [mensagem], tipoResposta: 'ALERTA', erros: [{ campo: 'versao', mensagem }] })));

    expect(salvo).toBeUndefined();
    expect(form.problema).toEqual({ tipo: 'conflito', mensagem });
    expect(form.erros).toEqual({});
    expect(form.valores.nome).toBe('Maria Souza Lima');
    expect(form.sujo).toBe(true);
  });

  it.each([
    ['409 with no body', 409, undefined],
    ['409 of a rule that forbids the change', 409, { mensagens: ['Você não pode desativar o próprio usuário.'], tipoResposta: 'ALERTA' as const }],
    ['422 of another refusal', 422, { mensagens: ['Login em uso.'], tipoResposta: 'ERRO' as const }],
    ['400 whose error names no field (a body that is not JSON)', 400, { mensagens: ['Requisição inválida: envie um JSON válido.'], tipoResposta: 'ERRO' as const, erros: [{ campo: '', mensagem: 'JSON inválido.' }] }],
  ])('leaves a %s to the alert dialog (said once), with nothing to reload, and keeps the values', async (_caso, status, resposta) => {
    const form = montar();
    form.set('nome', 'Maria Souza Lima');
    await form.salvar(falhando(new HttpError(status, INFO, resposta)));
    expect([form.problema, form.erros, form.recusas]).toEqual([undefined, {}, 0]);
    expect(form.valores.nome).toBe('Maria Souza Lima');
  });

  it("shows the server's message when its errors name fields the form does not have", async () => {
    const form = montar();
    const mensagem = 'As permissões do sistema são fixas: não é possível criar nem remover permissões.';
    await form.salvar(falhando(new HttpError(400, INFO, { mensagens: [mensagem], tipoResposta: 'ERRO', erros: [{ campo: 'id', mensagem }] })));
    expect([form.problema, form.erros]).toEqual([{ tipo: 'servidor', mensagem }, {}]);
  });

  it('puts a value another record holds (409 on a field) under that field only, and asks the screen to focus it', async () => {
    const form = montar();
    const mensagem = 'Já existe um usuário com este CPF.';
    expect(form.recusas).toBe(0);
    await form.salvar(falhando(new HttpError(409, INFO, { mensagens: [mensagem], tipoResposta: 'ALERTA', erros: [{ campo: 'cpf', mensagem }] })));
    expect([form.erros, form.problema, form.primeiroErro, form.recusas]).toEqual([{ cpf: mensagem }, undefined, 'cpf', 1]);
  });

  it("puts the server's field errors under their fields ('grupoIds.0' under grupoIds)", async () => {
    const form = montar();
    const erro = new HttpError(400, INFO, {
      mensagens: ['Dados inválidos.'],
      tipoResposta: 'ERRO',
      erros: [
        { campo: 'cpf', mensagem: 'CPF já cadastrado.' },
        { campo: 'grupoIds.0', mensagem: 'Grupo 9 não existe.' },
      ],
    });

    expect(await form.salvar(falhando(erro))).toBeUndefined();

    expect(form.erros).toEqual({ cpf: 'CPF já cadastrado.', grupoIds: 'Grupo 9 não existe.' });
    expect(form.primeiroErro).toBe('cpf');
    expect(form.problema).toEqual({ tipo: 'servidor', mensagem: CORRIJA });
    expect(form.valores).toEqual(REGISTRO);

    form.set('cpf', '111.444.777-35');
    await settle();
    expect(form.erros.cpf).toBeUndefined();
  });

  it.each([
    ['a network error', new NetworkError(INFO, new TypeError('Failed to fetch'))],
    ['a timeout', new TimeoutError(INFO, 30_000)],
  ])('keeps every value typed and says so on %s', async (_caso, erro) => {
    const { form, drafts } = comRascunho();
    form.set('nome', 'Maria Souza Lima');
    form.set('cpf', '11144477735');
    form.set('ativo', false);
    form.set('grupoIds', [3]);
    const digitado = { nome: 'Maria Souza Lima', cpf: '111.444.777-35', ativo: false, grupoIds: [3] };

    expect(await form.salvar(falhando(erro))).toBeUndefined();

    expect(form.problema?.tipo).toBe('rede');
    expect(form.problema?.mensagem).toMatch(/sem conexão/);
    expect(form.valores).toEqual(digitado);
    expect(form.sujo).toBe(true);
    expect(drafts.load('admin', 'pessoa:7')?.valores).toEqual(digitado);

    // Typing on does not hide the warning; saving again when the connection is back does.
    form.set('nome', 'Maria Souza Lima Neto');
    expect(form.problema?.tipo).toBe('rede');
    expect(await form.salvar(() => Promise.resolve('salvo'))).toBe('salvo');
    expect(form.problema).toBeUndefined();
    expect(form.sujo).toBe(false);
  });

  it('rejects with an error that is not the SDK’s, and can save again', async () => {
    const form = montar();
    const erro = new Error('bug');
    await expect(form.salvar(falhando(erro))).rejects.toBe(erro);
    expect(form.salvando).toBe(false);
  });
});

describe('FormViewModel drafts', () => {
  it('restores a stored draft that differs from the record, and says so', () => {
    const drafts = new FakeDraftStore();
    const guardado = { nome: 'Maria Souza Lima', cpf: '111.444.777-35', ativo: false, grupoIds: [3] };
    drafts.save('admin', 'pessoa:7', guardado);

    const { form } = comRascunho(REGISTRO, drafts);

    expect(form.valores).toEqual(guardado);
    expect(form.rascunhoRestaurado).toBe(true);
    expect(form.origemRascunho).toEqual({ motivo: 'saida', em: undefined });
    expect(form.sujo).toBe(true);
    expect(form.iniciais).toEqual(REGISTRO);
  });

  it('does not say a draft was restored when it equals the record', () => {
    const drafts = new FakeDraftStore();
    drafts.save('admin', 'pessoa:7', { ...REGISTRO, grupoIds: [2, 1] });
    const { form } = comRascunho(REGISTRO, drafts);
    expect(form.rascunhoRestaurado).toBe(false);
    expect(form.sujo).toBe(false);
  });

  it("uses only this user's draft of this form", () => {
    const drafts = new FakeDraftStore();
    drafts.save('outro', 'pessoa:7', { ...REGISTRO, nome: 'De outro usuário' });
    drafts.save('admin', 'pessoa:8', { ...REGISTRO, nome: 'De outro registro' });
    const { form } = comRascunho(REGISTRO, drafts);
    expect(form.valores).toEqual(REGISTRO);
    expect(form.rascunhoRestaurado).toBe(false);
  });

  it('says why the draft was left: the session ended, or the person left the form (and when)', () => {
    const agora = new Date(2026, 10, 25, 15, 0);
    expect(avisoRascunho({ motivo: 'sessao', em: new Date(2026, 10, 25, 9, 40).getTime() }, agora)).toBe(
      'Sua sessão terminou antes de você salvar. Os valores que você tinha digitado foram recuperados: confira e salve.',
    );
    expect(avisoRascunho({ motivo: 'saida', em: new Date(2026, 10, 25, 9, 40).getTime() }, agora)).toBe(
      'Você saiu deste formulário sem salvar hoje às 09:40. Os valores que tinha digitado foram recuperados: confira e salve, ou descarte o rascunho.',
    );
    expect(avisoRascunho({ motivo: 'saida', em: new Date(2026, 10, 24, 18, 5).getTime() }, agora)).toMatch(/^Você saiu deste formulário sem salvar em 24\/11 às 18:05\. /);
    expect(avisoRascunho({ motivo: 'saida', em: undefined }, agora)).toMatch(/^Você saiu deste formulário sem salvar\. /);
    const drafts = new FakeDraftStore();
    drafts.save('admin', 'pessoa:7', { ...REGISTRO, nome: 'Outra' });
    drafts.motivo = 'sessao';
    drafts.em = 1_000;
    expect(comRascunho(REGISTRO, drafts).form.origemRascunho).toEqual({ motivo: 'sessao', em: 1_000 });
  });

  it('ignores, field by field, what has the wrong type in a draft', () => {
    const drafts = new FakeDraftStore();
    drafts.save('admin', 'pessoa:7', { nome: 42, cpf: '111.444.777-35', ativo: 'sim', grupoIds: '1,2', extra: 'x' });

    const { form } = comRascunho(REGISTRO, drafts);

    expect(form.valores).toEqual({ ...REGISTRO, cpf: '111.444.777-35' });
    expect(form.rascunhoRestaurado).toBe(true);
  });

  it.each([null, 'texto', [1, 2], 7])('ignores a draft that is not an object of values (%j)', (guardado) => {
    const drafts = new FakeDraftStore();
    drafts.guardados.set('admin:pessoa:7', guardado);
    const { form } = comRascunho(REGISTRO, drafts);
    expect(form.valores).toEqual(REGISTRO);
    expect(form.rascunhoRestaurado).toBe(false);
  });

  it('ignores a list of ids in a draft that holds something other than numbers', () => {
    const drafts = new FakeDraftStore();
    drafts.save('admin', 'pessoa:7', { ...REGISTRO, nome: 'Maria Souza Lima', grupoIds: ['1', 'dois'] });

    const { form } = comRascunho(REGISTRO, drafts);

    expect(form.valores.nome).toBe('Maria Souza Lima');
    expect(form.valores.grupoIds).toEqual([1, 2]);
  });

  it('keeps the draft, keyed by user and form, only while the form is dirty', () => {
    const { form, drafts } = comRascunho();
    expect(drafts.guardados.size).toBe(0);

    form.set('nome', 'Maria Souza Lima');
    expect([...drafts.guardados.keys()]).toEqual(['admin:pessoa:7']);
    expect(drafts.load('admin', 'pessoa:7')?.valores).toEqual({ ...REGISTRO, nome: 'Maria Souza Lima' });

    form.set('cpf', '11144477735');
    expect(drafts.load('admin', 'pessoa:7')?.valores).toEqual({ ...REGISTRO, nome: 'Maria Souza Lima', cpf: '111.444.777-35' });

    form.set('nome', 'Maria Souza');
    form.set('cpf', '529.982.247-25');
    expect(drafts.guardados.size).toBe(0);
  });

  it('keeps no draft when the form was started without one', () => {
    const drafts = new FakeDraftStore();
    const form = montar();
    form.set('nome', 'Maria Souza Lima');
    expect(drafts.guardados.size).toBe(0);
    expect(form.sujo).toBe(true);
  });

  it('Desfazer goes back to the record as loaded and deletes the draft', async () => {
    const drafts = new FakeDraftStore();
    drafts.save('admin', 'pessoa:7', { ...REGISTRO, nome: 'Al' });
    const { form } = comRascunho(REGISTRO, drafts);
    expect(form.rascunhoRestaurado).toBe(true);
    form.sair('nome');
    await settle();
    expect(form.erros.nome).toBeDefined();

    form.desfazer();

    expect(form.valores).toEqual(REGISTRO);
    expect(form.sujo).toBe(false);
    expect(form.rascunhoRestaurado).toBe(false);
    expect(form.erros).toEqual({});
    expect(drafts.guardados.size).toBe(0);
  });
});
