import { describe, expect, it } from 'vitest';
import { type RecordDto } from '../src/features/dashboard/record-dto';
import { UNDO_VISIBLE_MS, autoHideAfter, undoReducer } from '../src/features/dashboard/editor/undo-state';
import { suggestionsFrom } from '../src/features/dashboard/editor/editor-api';
import { mergeSuggestions, starterCategories } from '../src/features/dashboard/editor/starter-categories';

function rec(id: string): RecordDto {
  return {
    id, collection: 'transactions', type: 'expense', amountCents: 100 as RecordDto['amountCents'], amount: '1.00', currency: 'AOA',
    category: null, party: null, description: null, notes: null, date: '2026-03-10T08:30:00.000Z', createdAt: '2026-03-10T08:30:00.000Z', updatedAt: '2026-03-10T08:30:00.000Z',
  };
}

describe('delete with undo', () => {
  it('goes deleting → deleted → restoring → restored', () => {
    let s = undoReducer(null, { type: 'remove', ticket: 1, record: rec('a') });
    expect(s?.phase).toBe('deleting');
    s = undoReducer(s, { type: 'deleteDone', ticket: 1 });
    expect(s?.phase).toBe('deleted');
    expect(autoHideAfter('deleted')).toBe(UNDO_VISIBLE_MS);
    s = undoReducer(s, { type: 'undo', ticket: 1 });
    expect(s?.phase).toBe('restoring');
    // A second click while restoring changes nothing.
    expect(undoReducer(s, { type: 'undo', ticket: 1 })).toBe(s);
    s = undoReducer(s, { type: 'undoDone', ticket: 1 });
    expect(s?.phase).toBe('restored');
  });

  it('shows failures with their message and allows a retry', () => {
    let s = undoReducer(null, { type: 'remove', ticket: 1, record: rec('a') });
    s = undoReducer(s, { type: 'deleteFailed', ticket: 1, error: 'Ocorreu um erro de rede' });
    expect(s).toMatchObject({ phase: 'deleteFailed', error: 'Ocorreu um erro de rede' });
    expect(autoHideAfter('deleteFailed')).toBeNull();
    s = undoReducer(s, { type: 'retryDelete', ticket: 1 });
    s = undoReducer(s, { type: 'deleteDone', ticket: 1 });
    s = undoReducer(s, { type: 'undo', ticket: 1 });
    s = undoReducer(s, { type: 'undoFailed', ticket: 1, error: 'falhou' });
    expect(s).toMatchObject({ phase: 'undoFailed', error: 'falhou' });
    s = undoReducer(s, { type: 'undo', ticket: 1 });
    expect(s?.phase).toBe('restoring');
    expect(s?.error).toBeUndefined();
  });

  it('refers to the latest delete; answers about earlier ones do not move the bar', () => {
    let s = undoReducer(null, { type: 'remove', ticket: 1, record: rec('a') });
    s = undoReducer(s, { type: 'remove', ticket: 2, record: rec('b') });
    s = undoReducer(s, { type: 'deleteDone', ticket: 1 });
    expect(s).toMatchObject({ ticket: 2, phase: 'deleting' });
    expect(s?.record.id).toBe('b');
    s = undoReducer(s, { type: 'deleteDone', ticket: 2 });
    expect(undoReducer(s, { type: 'dismiss', ticket: 1 })).toBe(s);
    expect(undoReducer(s, { type: 'dismiss', ticket: 2 })).toBeNull();
  });

  it('never hides a restore in flight', () => {
    let s = undoReducer(null, { type: 'remove', ticket: 1, record: rec('a') });
    s = undoReducer(s, { type: 'deleteDone', ticket: 1 });
    s = undoReducer(s, { type: 'undo', ticket: 1 });
    expect(undoReducer(s, { type: 'dismiss', ticket: 1 })).toBe(s);
  });
});

describe('picker suggestions', () => {
  it('ranks the user\'s own categories and parties by use, any case counted once', () => {
    const rows = [
      { category: 'Transporte', party: 'Candongueiro' }, { category: 'transporte', party: null },
      { category: 'Renda', party: 'Sr. Mateus' }, { category: null, party: 'Candongueiro' }, { category: ' ', party: 'Kero' },
    ];
    expect(suggestionsFrom(rows)).toEqual({ categories: ['Transporte', 'Renda'], parties: ['Candongueiro', 'Kero', 'Sr. Mateus'] });
  });

  it('puts the user\'s own names before the starter list without repeats', () => {
    const merged = mergeSuggestions(['Negócio', 'transporte'], starterCategories('pt'));
    expect(merged.slice(0, 2)).toEqual(['Negócio', 'transporte']);
    expect(merged.filter((c) => c.toLowerCase() === 'transporte')).toHaveLength(1);
    expect(starterCategories('en')).toContain('Groceries');
    expect(starterCategories('pt')).toContain('Supermercado e mercado');
    expect(starterCategories('pt')).toHaveLength(starterCategories('en').length);
  });
});
