import { describe, expect, it } from 'vitest';
import { detectFormat } from '../src/detect-format';
import { fixtureBytes } from './xml-fixture';

describe('detectFormat on the OFX, CAMT and SAF-T fixtures (from the bytes)', () => {
  it.each([
    ['ofx1-bai-aoa.ofx', 'ofx'],
    ['ofx2-bfa-usd.ofx', 'ofx'],
    ['ofx1-card-eur.ofx', 'ofx'],
    ['camt053-v02-bai.xml', 'camt053'],
    ['camt053-v08-bfa.xml', 'camt053'],
    ['saft-ao-mukanda.xml', 'saft'],
  ])('%s → %s', (name, format) => {
    expect(detectFormat(fixtureBytes(name))).toEqual({ format });
  });
});
