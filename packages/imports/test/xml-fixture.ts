// Reads a fixture of test/fixtures/xml as the app would: bytes, then decodeText.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeText } from '../src/decode-text';

export function fixtureBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/xml/${name}`, import.meta.url))));
}

export function fixtureText(name: string): string {
  return decodeText(fixtureBytes(name)).text;
}
