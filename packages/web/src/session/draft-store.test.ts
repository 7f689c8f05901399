import { describe, expect, it } from 'vitest';
import { MapStorage } from '../test/fakes.ts';
import { DraftStore } from './draft-store.ts';

describe('DraftStore', () => {
  it('keeps a draft per user and form, and says whether any is held', () => {
    const storage = new MapStorage();
    const drafts = new DraftStore(storage);
    expect(drafts.hasAny()).toBe(false);
    drafts.save('admin', 'usuario:novo', { nome: 'Marina' });
    expect(drafts.load('admin', 'usuario:novo')?.valores).toEqual({ nome: 'Marina' });
    expect(drafts.load('outro', 'usuario:novo')).toBeUndefined();
    expect(drafts.hasAny()).toBe(true);
    drafts.remove('admin', 'usuario:novo');
    expect(drafts.hasAny()).toBe(false);
  });

  it('clears every draft and nothing else at sign-out', () => {
    const storage = new MapStorage();
    storage.setItem('cache', '{}');
    const drafts = new DraftStore(storage);
    drafts.save('admin', 'a', { x: 1 });
    drafts.save('atendente', 'b', { y: 2 });
    drafts.clearAll();
    expect(drafts.hasAny()).toBe(false);
    expect(storage.getItem('cache')).toBe('{}');
    expect(storage.length).toBe(1);
  });

  it('says whether a draft was left by a session that ended or by the person leaving the form', () => {
    let agora = 1_000;
    const drafts = new DraftStore(new MapStorage(), () => agora);
    drafts.save('admin', 'antes', { nome: 'A' });
    agora = 2_000;
    drafts.sessaoEncerrada();
    agora = 3_000;
    drafts.save('admin', 'depois', { nome: 'B' });
    expect(drafts.load('admin', 'antes')).toEqual({ valores: { nome: 'A' }, em: 1_000, motivo: 'sessao' });
    expect(drafts.load('admin', 'depois')).toEqual({ valores: { nome: 'B' }, em: 3_000, motivo: 'saida' });
    // Signing out forgets the ended session with the drafts.
    drafts.clearAll();
    drafts.save('admin', 'antes', { nome: 'A' });
    expect(drafts.load('admin', 'antes')?.motivo).toBe('saida');
  });

  it('drops an unreadable draft', () => {
    const storage = new MapStorage();
    storage.setItem('rpj:rascunho:admin:a', '{quebrado');
    const drafts = new DraftStore(storage);
    expect(drafts.load('admin', 'a')).toBeUndefined();
    expect(storage.length).toBe(0);
  });
});
