// The display name, resolved the way spec §3 describes: the stored profile name first,
// then the auth account's name, then a name made from the e-mail's local part.
export interface ResolvedName {
  readonly fullName: string;
  readonly firstName: string;
  readonly lastName: string;
  /** First letters of the first two words, upper-case ("Ana Maria Silva" → "AM"). */
  readonly initials: string;
  readonly source: 'profile' | 'auth' | 'email';
}

export function resolveProfileName(input: { storedName?: string | null; authName?: string | null; email?: string | null }): ResolvedName {
  const stored = clean(input.storedName);
  if (stored) return fromFull(stored, 'profile');
  const auth = clean(input.authName);
  if (auth) return fromFull(auth, 'auth');
  return fromFull(nameFromEmail(input.email ?? ''), 'email');
}

export function initialsOf(name: string): string {
  return name.trim().split(/\s+/).slice(0, 2).map((w) => w.charAt(0).toLocaleUpperCase('pt')).join('');
}

function fromFull(fullName: string, source: ResolvedName['source']): ResolvedName {
  const words = fullName.split(/\s+/);
  return { fullName, firstName: words[0] ?? '', lastName: words.length > 1 ? words.slice(1).join(' ') : '', initials: initialsOf(fullName), source };
}

/** "ana.maria_silva+kumbu@x.ao" → "Ana Maria Silva". */
function nameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').split('+')[0] ?? '';
  const words = local.split(/[._-]+/).filter(Boolean).map((w) => w.charAt(0).toLocaleUpperCase('pt') + w.slice(1));
  return words.join(' ');
}

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}
