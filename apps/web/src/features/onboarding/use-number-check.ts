// Is the typed WhatsApp number free? Asked of GET /api/onboardNewClient?whatsappId= as soon
// as the number is whole (400 ms after the last key), so "already registered" shows on the
// account form and not three steps later. The server limits these per address; a failed or
// limited check says nothing (the SMS step checks again before sending anything).
import { useEffect, useRef, useState } from 'react';
import { isValidPhone, normalisePhone } from '@kumbu/core/phone';
import { checkUserExists } from './onboarding-api';

export const NUMBER_CHECK_DEBOUNCE_MS = 400;

export type NumberAvailability = 'idle' | 'checking' | 'free' | 'taken';

export function useNumberCheck(raw: string): NumberAvailability {
  const phone = isValidPhone(raw) ? normalisePhone(raw) : null;
  const known = useRef(new Map<string, 'free' | 'taken'>());
  const [answer, setAnswer] = useState<{ readonly phone: string; readonly state: NumberAvailability } | null>(null);

  useEffect(() => {
    if (phone === null || known.current.has(phone)) return undefined;
    let current = true;
    const timer = window.setTimeout(() => {
      setAnswer({ phone, state: 'checking' });
      void checkUserExists({ whatsappId: phone }).then((result) => {
        if (!result.success) {
          if (current) setAnswer({ phone, state: 'idle' });
          return;
        }
        const state = result.data.exists ? 'taken' : 'free';
        known.current.set(phone, state);
        if (current) setAnswer({ phone, state });
      });
    }, NUMBER_CHECK_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [phone]);

  if (phone === null) return 'idle';
  return known.current.get(phone) ?? (answer?.phone === phone ? answer.state : 'idle');
}
