/// <reference types="vite/client" />

// Build-time settings (set in the environment when running `vite build`).
interface ImportMetaEnv {
  /** The business WhatsApp number in international form without '+', e.g. 244923000000. */
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_CONTACT_WHATSAPP_NUMBER?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
