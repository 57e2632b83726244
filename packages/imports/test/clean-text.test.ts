// A damaged file's control characters (NUL above all: no PostgreSQL text column takes it) never
// reach the database. A CSV holding them is refused as binary; a damaged PDF's text is where they
// come through (the API fuzz test found one), so the layout keys looked up for remembered
// columns and the reading's texts are cleaned at the reader's edge.
import { describe, expect, it } from 'vitest';
import { layoutKey } from '../src/tabular/find-header';
import { cleanOrNull, cleanText, hasControl } from '../src/clean-text';

describe('text a database can keep', () => {
  it('layout keys hold no control characters', () => {
    expect(layoutKey(['Data', 'Descri\u0000ção', 'Sal\u0007do'])).toBe('data|descricao|saldo');
  });

  it('cleans NUL and other controls but keeps tabs, line breaks and letters', () => {
    expect(hasControl('COMPRA\u0000 TPA')).toBe(true);
    expect(hasControl('COMPRA TPA\tKERO\n')).toBe(false);
    expect(cleanText('COMPRA\u0000 TPA\u001b KERO\u007f')).toBe('COMPRA TPA KERO');
    expect(cleanOrNull(null)).toBeNull();
  });
});
