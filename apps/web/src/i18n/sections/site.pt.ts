// Portuguese texts of the site header and footer (every screen shows them).
// `site.en.ts` is typed from this object.
export const sitePt = {
  header: {
    homeLink: 'Kumbu — página inicial',
    mainNav: 'Navegação principal',
    mobileNav: 'Menu',
    nav: {
      platform: 'Plataforma',
      capabilities: 'Funcionalidades',
      workflow: 'Como funciona',
      pricing: 'Preços',
    },
    login: 'Entrar',
    whatsappCta: 'Experimentar grátis',
    menuOpen: 'Abrir menu',
    menuClose: 'Fechar menu',
    profileMenu: 'Menu da conta',
    mission: 'Finanças claras, kwanza a kwanza.',
    dashboard: 'Painel',
    settings: 'Definições',
    docs: 'Documentação do produto',
    privacy: 'Privacidade e segurança',
    newTab: '(abre numa nova janela)',
    signOut: 'Terminar sessão',
  },
  footer: {
    tagline: 'O co-piloto financeiro para Angola: fale com ele no WhatsApp, veja tudo no painel.',
    product: 'Produto',
    docs: 'Documentação',
    docsOverview: 'Visão geral',
    docsPrivacy: 'Privacidade',
    docsTerms: 'Termos de utilização',
    docsDeletion: 'Eliminação de dados',
    trust: 'Confiança',
    security: 'Segurança e proteção de dados',
    status: 'Estado do sistema',
    cookies: 'Política de cookies',
    /** The privacy document's heading id of its cookie part (slug of «## Sessão e navegador»). */
    cookiesAnchor: 'sessao-e-navegador',
    contact: 'Contacto',
    support: 'Suporte',
    contactUs: 'Fale connosco',
    roadmap: 'Roadmap e sugestões',
    roadmapSubject: 'Sugestão para o roadmap do Kumbu',
    social: 'Redes sociais',
    whatsapp: 'WhatsApp',
    linkedin: 'LinkedIn',
    twitter: 'Twitter',
    rights: '© {{year}} Kumbu. Feito em Luanda, para Angola.',
  },
};

export type SiteTranslation = typeof sitePt;
