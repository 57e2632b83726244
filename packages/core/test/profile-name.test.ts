import { describe, expect, it } from 'vitest';
import { initialsOf, resolveDisplayName, resolveProfileName, storedNameOf } from '../src/profile-name';

describe('storedNameOf (spec §3: the alternative name fields, in order)', () => {
  it.each([
    [{ fullName: 'Ana Maria Silva', userName: 'ana', name: 'A' }, 'Ana Maria Silva'],
    [{ fullName: '  ', userName: 'Teresa Luanda', name: 'T' }, 'Teresa Luanda'],
    [{ name: 'João  Baptista ' }, 'João Baptista'],
    [{ profile: { fullName: 'Domingos Neto', name: 'x' } }, 'Domingos Neto'],
    [{ profile: { name: 'Domingas' } }, 'Domingas'],
    [{ profile: { displayName: 'Dona Rosa' } }, 'Dona Rosa'],
    [{ personalInfo: { fullName: 'Pedro Kiala' } }, 'Pedro Kiala'],
    [{ personalInfo: { firstName: 'Pedro', lastName: 'Kiala' } }, 'Pedro Kiala'],
    [{ personalDetails: { name: 'Luísa Mbala' } }, 'Luísa Mbala'],
    [{ personalDetails: { firstName: 'Luísa' } }, 'Luísa'],
    [{ personalContext: { main: 'Nzinga Mbande' } }, 'Nzinga Mbande'],
    [{ personalContext: { main: { fullName: 'Nzinga Mbande' } } }, 'Nzinga Mbande'],
    [{ personalContext: { main: { displayName: 'Nzinga' } } }, 'Nzinga'],
    [{ personalContext: { main: { firstName: 'Nzinga', lastName: 'Mbande' } } }, 'Nzinga Mbande'],
  ])('%j → %j', (doc, name) => expect(storedNameOf(doc)).toBe(name));

  it('prefers earlier fields over nested ones', () => {
    expect(storedNameOf({ name: 'Top', profile: { fullName: 'Nested' }, personalInfo: { fullName: 'Info' } })).toBe('Top');
    expect(storedNameOf({ personalInfo: { name: 'Info' }, personalDetails: { name: 'Details' } })).toBe('Info');
  });

  it('ignores anything that is not a string or not an object', () => {
    for (const doc of [null, undefined, 42, 'Ana', [], { fullName: 7 }, { profile: 'Ana' }, { profile: ['Ana'] }, { personalContext: { main: 3 } }]) {
      expect(storedNameOf(doc)).toBe('');
    }
  });
});

describe('resolveDisplayName', () => {
  it('uses the stored name first (source profile), with first/last names and initials', () => {
    expect(resolveDisplayName({ profile: { fullName: 'ana maria silva' } }, { displayName: 'Auth', email: 'x@y.ao' })).toEqual({
      fullName: 'ana maria silva', firstName: 'ana', lastName: 'maria silva', initials: 'AM', source: 'profile',
    });
  });

  it('falls back to the auth display name, then to the e-mail local part', () => {
    expect(resolveDisplayName({}, { displayName: ' Teresa  Luanda ', email: 't@kumbu.ao' })).toMatchObject({ fullName: 'Teresa Luanda', initials: 'TL', source: 'auth' });
    expect(resolveDisplayName(null, { email: 'ana.maria_silva+kumbu@kumbu.ao' })).toEqual({
      fullName: 'Ana Maria Silva', firstName: 'Ana', lastName: 'Maria Silva', initials: 'AM', source: 'email',
    });
    expect(resolveDisplayName(undefined)).toMatchObject({ fullName: '', initials: '', source: 'email' });
  });

  it('gives one initial for a one-word name and keeps accents upper-cased', () => {
    expect(resolveDisplayName({ name: 'édson' })).toMatchObject({ firstName: 'édson', lastName: '', initials: 'É' });
    expect(initialsOf('ana maria silva')).toBe('AM');
  });

  it('agrees with resolveProfileName for a plain stored name', () => {
    expect(resolveDisplayName({ fullName: 'Teresa Luanda' }, { email: 'x@y.ao' })).toEqual(resolveProfileName({ storedName: 'Teresa Luanda', email: 'x@y.ao' }));
  });
});
