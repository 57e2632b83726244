// One bot-protection token for one action (spec §7): ask the server which provider it
// uses, then run ALTCHA (self-hosted proof of work, the default) or reCAPTCHA Enterprise.
// Any failure — no config, a script that never comes up within 10 s, an empty token —
// ends as null, and the caller aborts with "reCAPTCHA validation failed".
import { fetchBotConfig, type OnboardingDeps } from './onboarding-api';
import { usableToken, waitFor } from './bot-wait';

export type BotAction = 'sms_send' | 'onboarding_submit';

interface GrecaptchaEnterprise {
  readonly ready: (callback: () => void) => void;
  readonly execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: GrecaptchaEnterprise };
  }
}

const loadedScripts = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loadedScripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.append(script);
    });
    loadedScripts.set(src, loading);
  }
  return loading;
}

async function recaptchaToken(siteKey: string, action: BotAction): Promise<string | null> {
  await loadScript(`https://www.google.com/recaptcha/enterprise.js?render=${encodeURIComponent(siteKey)}`);
  const enterprise = await waitFor(() => (typeof window.grecaptcha?.enterprise?.execute === 'function' ? window.grecaptcha.enterprise : undefined));
  if (enterprise === undefined) return null;
  await new Promise<void>((resolve) => enterprise.ready(resolve));
  return usableToken(await enterprise.execute(siteKey, { action }));
}

export async function botToken(action: BotAction, deps?: OnboardingDeps): Promise<string | null> {
  try {
    const config = await fetchBotConfig(deps);
    if (!config.success) return null;
    if (config.data.provider === 'recaptcha') return await recaptchaToken(config.data.siteKey, action);
    const { solveAltcha } = await import('./altcha-solver');
    return await solveAltcha(config.data.challengeUrl);
  } catch {
    return null;
  }
}
