// Portuguese (Angola) — the default language and the source of truth for the key set:
// `en.ts` is typed from this object, so a key missing there fails the typecheck.
// Long documentation pages live in features/docs/content and load with the docs route.
import { sitePt } from './sections/site.pt';
import { landingPt } from './sections/landing.pt';
import { statusPt } from './sections/status.pt';
import { appTextsPt } from './app-texts.pt';

/** What the landing page and the app shell show: loaded before the first paint. */
export const ptCore = {
  common: {
    appName: 'Kumbu',
    loading: 'A carregar…',
    close: 'Fechar',
    backHome: 'Voltar ao início',
    reload: 'Recarregar a página',
    pageError: 'Não foi possível carregar esta página. Verifique a ligação e tente outra vez.',
    pageOffline: 'Sem ligação à Internet. Esta página abre assim que a ligação voltar.',
    retry: 'Tentar de novo',
    dialogFailed: 'Não foi possível abrir esta janela. Verifique a ligação e tente outra vez.',
    dialogOffline: 'Sem ligação à Internet: esta janela abre assim que a ligação voltar.',
    skipToContent: 'Saltar para o conteúdo',
    openCalendar: 'Escolher a data no calendário',
  },
  language: {
    label: 'Idioma',
    pt: 'Português',
    en: 'English',
    changed: 'Idioma alterado para {{name}}',
  },
  transport: {
    timeout: 'O pedido demorou demasiado - tente novamente',
    network: 'Ocorreu um erro de rede',
    networkFailure: 'Erro de rede: {{detail}}',
    unreachable: 'não foi possível contactar o Kumbu. Verifique a sua ligação à Internet.',
    http: 'HTTP {{status}}: {{text}}',
    badResponse: 'Resposta inesperada do servidor',
  },
  ...sitePt,
  ...landingPt,
  ...statusPt,
  auth: {
    promptTitle: 'Entre na sua conta para continuar',
    promptBody: 'O painel e as definições mostram os dados da sua conta. Entre para os ver.',
    promptButton: 'Entrar',
  },
  settings: {
    title: 'Definições',
    signOut: 'Terminar sessão',
    signingOut: 'A terminar sessão…',
    loadFailed: 'Não foi possível carregar os dados do utilizador.',
  },
  docs: {
    title: 'Documentação',
    sidebarLabel: 'Secções da documentação',
    notFound: 'Secção não encontrada',
    notFoundBody: 'Esta secção não existe. Escolha outra na lista.',
    sections: {
      overview: 'Visão geral',
      privacy: 'Privacidade',
      terms: 'Termos',
      'data-deletion': 'Eliminação de dados',
      api: 'API',
      'user-guide': 'Guia do utilizador',
      whatsapp: 'WhatsApp',
      support: 'Suporte',
    },
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que abriu não existe ou mudou de sítio.',
  },
};

/** Every Portuguese text: the core plus what the lazy screens load (app-texts.pt.ts). */
// Object.assign marked pure (a spread is not), so the bundler drops this whole object, and
// with it the static import of the app texts, from the app, which never uses it.
export const pt = /* @__PURE__ */ Object.assign({}, ptCore, appTextsPt);

export type Translation = typeof pt;
export type CoreTranslation = typeof ptCore;
