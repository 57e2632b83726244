import { KumbuError } from '@kumbu/core/errors';
import { DEFAULT_TIME_ZONE } from '@kumbu/core/date-range';

/** An IANA zone name the runtime knows, or Africa/Luanda when none is given. */
export function validTimeZone(tz: string | undefined): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return tz;
  } catch {
    throw new KumbuError('validation-failed', { fields: [{ field: 'tz', message: 'Unknown time zone' }] });
  }
}
