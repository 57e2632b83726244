// A tiny exact decimal (BigInt numerator over a power of ten) for reading amounts such as
// "2,5 milhões" or "1.2M": the fraction must be multiplied by the scale word before it
// becomes cêntimos, and doing that with floats would drift (2.3 * 1e6 → 2299999.9999999995).

/** The value `units / 10^scale`. `scale` is the number of decimal digits, ≥ 0. */
export interface Dec { readonly units: bigint; readonly scale: number }

export const DEC_ZERO: Dec = { units: 0n, scale: 0 };

const TEN = 10n;

function pow10(n: number): bigint {
  return TEN ** BigInt(n);
}

/** Builds a Dec from the integer and fraction digit strings ("1234", "56" → 1234.56). */
export function decFromDigits(int: string, frac = ''): Dec {
  return { units: BigInt((int || '0') + frac), scale: frac.length };
}

export function decFromBigInt(v: bigint): Dec {
  return { units: v, scale: 0 };
}

export function decAdd(a: Dec, b: Dec): Dec {
  if (a.scale === b.scale) return { units: a.units + b.units, scale: a.scale };
  return a.scale > b.scale
    ? { units: a.units + b.units * pow10(a.scale - b.scale), scale: a.scale }
    : { units: a.units * pow10(b.scale - a.scale) + b.units, scale: b.scale };
}

export function decMulInt(a: Dec, k: bigint): Dec {
  return { units: a.units * k, scale: a.scale };
}

/** a / 2, still exact: multiply by 5 and shift one decimal place. */
export function decHalf(a: Dec): Dec {
  return { units: a.units * 5n, scale: a.scale + 1 };
}

export function decIsZero(a: Dec): boolean {
  return a.units === 0n;
}

/** The value as a BigInt when it is a whole number, else null. */
export function decToInteger(a: Dec): bigint | null {
  const d = pow10(a.scale);
  return a.units % d === 0n ? a.units / d : null;
}

/** a < k for an integer k. */
export function decLessThan(a: Dec, k: bigint): boolean {
  return a.units < k * pow10(a.scale);
}

/** The value × 100 when that is a whole number (an exact count of cêntimos), else null. */
export function decToCentsBigInt(a: Dec): bigint | null {
  return decToInteger(decMulInt(a, 100n));
}
