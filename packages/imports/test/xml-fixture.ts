// Reads a fixture of test/fixtures/xml as the app would: bytes, then decodeText.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeText } from '../src/decode-text';
import { ImportReadError } from '../src/statement';

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/xml/${name}`, import.meta.url))));
}

export function fixtureText(name: string): string {
  return decodeText(fixtureBytes(name)).text;
}

/** The ImportReadError a reader throws (anything else, or nothing, fails the test). */
export function readError(f: () => unknown): ImportReadError {
  try {
    f();
  } catch (e) {
    if (e instanceof ImportReadError) return e;
    throw e;
  }
  throw new Error('expected an ImportReadError');
}
