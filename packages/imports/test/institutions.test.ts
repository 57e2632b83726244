import { describe, expect, it } from 'vitest';
import { INSTITUTIONS, canonicalInstitution, institutionFromIban, institutionInText } from '../src/institutions';

describe('institutions', () => {
  it('names each bank once, with distinct IBAN codes', () => {
    const names = INSTITUTIONS.map((i) => i.name);
    expect(new Set(names).size).toBe(names.length);
    const codes = INSTITUTIONS.flatMap((i) => (i.ibanCode ? [i.ibanCode] : []));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('finds a bank in a line of text, whatever the case and accents', () => {
    expect(institutionInText('Banco de Negócios Internacional')?.name).toBe('BNI');
    expect(institutionInText('BANCO DE POUPANÇA E CRÉDITO, S.A.')?.name).toBe('BPC');
    expect(institutionInText('Extracto de conta')).toBeNull();
  });

  it('names a bank by its former name as today\'s bank', () => {
    expect(institutionInText('Caixa Geral Angola')?.name).toBe('Caixa Angola');
    expect(institutionInText('Banco Millennium Angola, S.A.')?.name).toBe('Millennium Atlântico');
    expect(institutionInText('BESA - Banco Espírito Santo Angola')?.name).toBe('Banco Económico');
    expect(institutionInText('SBA - Extracto')?.name).toBe('Standard Bank Angola');
  });

  it('reads the bank code of an Angolan IBAN', () => {
    expect(institutionFromIban('AO06005590997327732271482')).toBe('Millennium Atlântico');
    expect(institutionFromIban('AO06999990997327732271482')).toBeNull();
  });

  it.each([
    ['BANCO BIC', null, 'Banco BIC'],
    ['Banco de Poupança e Crédito', 'AO06001032236286189557025', 'BPC'],
    ['Banco Keve', null, 'Banco Keve'],
    ['BFMXAOLUXXX', null, 'BFA'],
    ['BPCVAOLU', null, 'BPC'],
    [null, 'AO06005598401277346969171', 'Millennium Atlântico'],
    ['XPTOAOLU', 'AO06004000009876543210987', 'BAI'],
    ['Banco Inventado do Cuito', null, 'Banco Inventado do Cuito'],
    ['BANCO COMERCIAL DO HUAMBO, S.A.', null, 'Banco Comercial do Huambo'],
    ['  ', null, null],
    [null, null, null],
  ] as const)('machine formats name %j (IBAN %j) as %j', (raw, iban, name) => {
    expect(canonicalInstitution(raw, iban)).toBe(name);
  });
});
