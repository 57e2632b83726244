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

/** A loose user document: any JSON the profile store or an older import may hold. */
export type UserDocument = Readonly<Record<string, unknown>>;

type Path = readonly string[];

/** Where a stored name may live, in the order spec §3 looks (first non-empty wins). */
const NAME_PATHS: readonly Path[] = [
  ['fullName'], ['userName'], ['name'],
  ['profile', 'fullName'], ['profile', 'name'], ['profile', 'displayName'],
  ...personPaths('personalInfo'),
  ...personPaths('personalDetails'),
  ['personalContext', 'main'],
  ...personPaths('personalContext', 'main'),
];

function personPaths(...base: string[]): Path[] {
  return [[...base, 'fullName'], [...base, 'name'], [...base, 'displayName'], [...base, 'firstName+lastName']];
}

function isRecord(value: unknown): value is UserDocument {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function at(doc: unknown, path: Path): string {
  let node: unknown = doc;
  for (const [i, key] of path.entries()) {
    if (!isRecord(node)) return '';
    if (i === path.length - 1 && key === 'firstName+lastName') {
      return clean(`${text(node.firstName)} ${text(node.lastName)}`);
    }
    node = node[key];
  }
  return clean(text(node));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The name a loose user document holds, looked up in the spec's order; '' when none. */
export function storedNameOf(doc: unknown): string {
  for (const path of NAME_PATHS) {
    const name = at(doc, path);
    if (name) return name;
  }
  return '';
}

/**
 * The display name of spec §3 from the whole user document: the stored name (any of its
 * alternative fields), else the auth account's display name, else one made from the e-mail.
 */
export function resolveDisplayName(doc: unknown, auth: { displayName?: string | null; email?: string | null } = {}): ResolvedName {
  return resolveProfileName({ storedName: storedNameOf(doc), authName: auth.displayName ?? null, email: auth.email ?? null });
}
