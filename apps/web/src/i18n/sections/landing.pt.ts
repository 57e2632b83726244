// Portuguese texts of the landing page (spec §1 and §2). `landing.en.ts` is typed from this object.
export const landingPt = {
  hero: {
    eyebrow: 'Feito para Angola · em kwanzas',
    tagline: 'O seu co-piloto financeiro no WhatsApp',
    description:
      'Escreva ao Kumbu como escreve a um amigo: «gastei 5 mil no candongueiro». Ele regista, categoriza e junta tudo — extratos bancários, dinheiro móvel, recibos — para saber sempre quanto entra, quanto sai e quanto vai sobrar no fim do mês.',
    primaryCta: 'Começar no WhatsApp',
    secondaryCta: 'Ver como funciona',
    trialNote: '7 dias grátis em qualquer plano · sem cartão · cancele quando quiser',
    chat: {
      label: 'Exemplo de conversa com o Kumbu',
      contact: 'Kumbu',
      status: 'online',
      user1: 'gastei 5 mil no candongueiro',
      // The co-pilot's real replies to these two messages (apps/server/test/landing-chat.test.ts checks them).
      bot1: '✅ Despesa registada: 5\u00a0000,00\u00a0Kz · Transporte · hoje.\nSaldo do mês: 240\u00a0000,00\u00a0Kz',
      user2: 'quanto entrou esta semana?',
      bot2: '💰 Recebeu 245\u00a0000,00\u00a0Kz esta semana.\n• Salário: 220\u00a0000,00\u00a0Kz (90%)\n• Vendas: 25\u00a0000,00\u00a0Kz (10%)',
    },
    treasury: {
      title: 'Tesouraria',
      sample: 'Exemplo',
      label: 'Exemplo de cartão de tesouraria',
      balance: 'Saldo disponível',
      inflow: 'Entradas do mês',
      outflow: 'Saídas do mês',
      forecast: 'Previsão a 30 dias',
    },
  },
  claims: {
    label: 'O Kumbu em números',
    note: 'Indicadores do programa piloto do Kumbu.',
    items: {
      accuracy: { value: '98%', label: 'de precisão na classificação' },
      rating: { value: '4,9/5', label: 'de avaliação dos utilizadores' },
      reconciled: { value: '12,4 mil milhões Kz', label: 'reconciliados num piloto' },
      insight: { value: '4 min', label: 'até à primeira análise' },
      onboarding: { value: '< 5 min', label: 'para criar a conta' },
      pilot: { value: '14 dias', label: 'de piloto assistido para empresas (planos Pro e Ilimitado)' },
    },
  },
  platform: {
    title: 'Uma conversa, um painel, os seus dados',
    intro:
      'O Kumbu vive onde já passa o seu dia — no WhatsApp — e mostra o quadro completo num painel web simples, rápido mesmo em rede fraca.',
    whatsappTitle: 'No WhatsApp',
    whatsappBody:
      'Registe despesas, receitas, dívidas e empréstimos por mensagem, envie fotos de recibos e pergunte «quanto gastei em comida este mês?».',
    webTitle: 'No painel web',
    webBody:
      'Veja receitas, despesas, saldo e empréstimos por período, com atualização ao vivo sempre que regista algo no WhatsApp.',
    dataTitle: 'Os seus dados, protegidos',
    dataBody:
      'Tudo fica na sua conta, na nossa própria base de dados. Não vendemos dados e elimina a conta quando quiser.',
  },
  capabilities: {
    title: 'O que o Kumbu faz por si',
    intro: 'Para particulares, pequenos negócios, fundadores e equipas financeiras.',
    items: {
      consolidate: {
        title: 'Consolida tudo',
        body: 'Extratos bancários, exportações de dinheiro móvel, dados do ERP, recibos e mensagens num só lugar.',
      },
      categorise: {
        title: 'Categoriza sozinho',
        body: 'Cada movimento ganha uma categoria — transporte, alimentação, renda, propinas — e pode corrigi-la numa mensagem.',
      },
      reconcile: {
        title: 'Reconcilia contas',
        body: 'Cruza o que registou com o que o banco mostra e aponta o que falta ou aparece em duplicado.',
      },
      forecast: {
        title: 'Prevê a tesouraria',
        body: 'Projeta o saldo em kwanzas para as próximas semanas, para decidir antes de faltar dinheiro.',
      },
      budgets: {
        title: 'Orçamentos e metas',
        body: 'Defina limites por categoria e metas de poupança; o Kumbu avisa quando se aproxima do limite.',
      },
      debts: {
        title: 'Dívidas e empréstimos',
        body: 'Saiba quanto deve e quanto lhe devem, pessoa a pessoa, e o que já foi pago.',
      },
      receipts: {
        title: 'Recibos por foto',
        body: 'Tire uma foto ao recibo e o Kumbu lê o valor, a data e o comerciante.',
      },
      reports: {
        title: 'Análises e relatórios',
        body: 'Resumos semanais e mensais por e-mail e, no plano Pro, relatórios prontos para a administração.',
      },
    },
  },
  workflow: {
    title: 'Do primeiro «olá» ao primeiro relatório',
    intro: 'Todos começam com 7 dias grátis. As empresas nos planos Pro e Ilimitado têm também um piloto assistido de 14 dias, com a nossa equipa ao lado.',
    steps: {
      t0: {
        label: 'T+0',
        title: 'Diga olá no WhatsApp',
        body: 'Envie uma mensagem ao Kumbu, escolha o idioma e crie a conta em menos de cinco minutos.',
      },
      t1: {
        label: 'T+1',
        title: 'Traga os seus movimentos',
        body: 'Registe gastos por mensagem e envie extratos ou fotos de recibos. O Kumbu categoriza cada um.',
      },
      t2: {
        label: 'T+2',
        title: 'Veja o quadro completo',
        body: 'No painel web acompanha receitas, despesas, dívidas e empréstimos, e define orçamentos e metas.',
      },
      t7: {
        label: 'T+7',
        title: 'Receba o primeiro relatório',
        body: 'Chega o resumo semanal por e-mail com a previsão de tesouraria. Termina o teste grátis e escolhe o plano.',
      },
    },
  },
  pricing: {
    title: 'Preços simples, em kwanzas',
    intro: 'Todos os planos começam com 7 dias grátis, sem cartão. Os planos pessoais têm preço por pessoa; os de empresa, por organização, e incluem 14 dias de piloto assistido.',
    billingLabel: 'Período de faturação',
    monthly: 'Mensal',
    annual: 'Anual',
    annualSaving: '2 meses grátis',
    /** What one price is for: per person on personal plans, per organisation on business plans. */
    per: {
      personal: { monthly: 'por pessoa, por mês', annual: 'por pessoa, por ano' },
      business: { monthly: 'por organização, por mês', annual: 'por organização, por ano' },
    },
    audience: { personal: 'Plano pessoal', business: 'Plano para empresas' },
    pilotIncluded: 'Inclui 14 dias de piloto assistido: a nossa equipa ajuda a ligar contas e a preparar os relatórios.',
    /** Every plan starts with the free trial, so every card's button says so. */
    trialCta: 'Começar 7 dias grátis',
    /** Unlimited is priced on request: its trial is asked for by e-mail. */
    trialCtaOnRequest: 'Pedir 7 dias grátis',
    billedMonthly: 'Faturado todos os meses. Cancele quando quiser.',
    annualSaves: 'Poupa {{amount}} por ano (2 meses grátis).',
    onRequestNote: 'Preço à medida do volume e das entidades.',
    mostPopular: 'Mais popular',
    onRequest: 'Sob consulta',
    fairUse: 'Uso justo: {{limit}}',
    plans: {
      basic: {
        name: 'Básico',
        summary: 'Para pôr as finanças pessoais em ordem.',
        f1: 'Registo de transações por texto',
        f2: 'Análises com IA',
        f3: 'Orçamentos e metas',
        f4: 'Conversão de moeda',
        limit: 'até 40 pedidos por dia no WhatsApp',
      },
      standard: {
        name: 'Standard',
        summary: 'Para quem gere casa e negócio.',
        f1: 'Tudo do Básico',
        f2: 'Análise de mensagens de voz',
        f3: 'Análise de PDF',
        f4: 'Relatórios padrão',
        limit: 'voz 300 min/mês, PDF 600 páginas/mês',
      },
      pro: {
        name: 'Pro',
        summary: 'Para pequenas empresas e equipas financeiras.',
        f1: 'Tudo do Standard',
        f2: 'Leitura de recibos (OCR)',
        f3: 'Relatórios para a administração',
        f4: 'Investimentos e cálculo de impostos',
        limit: 'voz 300 min/mês, OCR 600 páginas/mês',
      },
      unlimited: {
        name: 'Ilimitado',
        summary: 'Para grupos com várias entidades e volumes grandes.',
        f1: 'Tudo do Pro',
        f2: 'Consolidação de várias entidades',
        f3: 'Limites à medida',
        f4: 'Acompanhamento dedicado',
        limit: 'à medida',
      },
    },
    salesSubject: 'Kumbu Ilimitado',
  },
  testimonials: {
    title: 'Quem já usa, recomenda',
    intro: 'Comerciantes, famílias e equipas financeiras que testaram o Kumbu no piloto.',
    rating: 'Avaliação média de 4,9 em 5',
    items: {
      q1: {
        quote: 'Antes apontava tudo num caderno e no fim do mês nunca batia certo. Agora mando uma mensagem depois de cada venda e sei quanto a cantina deu.',
        name: 'Luzia M.',
        role: 'Dona de uma cantina, Viana',
      },
      q2: {
        quote: 'Mando o áudio no candongueiro a caminho de casa. O relatório de domingo mostra onde foi o dinheiro da semana, sem folhas de cálculo.',
        name: 'Edson K.',
        role: 'Técnico de manutenção, Cazenga',
      },
      q3: {
        quote: 'No piloto de 14 dias reconciliámos três contas bancárias e o Multicaixa. A previsão de tesouraria passou a ir à reunião da administração.',
        name: 'Marisa T.',
        role: 'Diretora financeira, Talatona',
      },
    },
  },
  closing: {
    title: 'Comece hoje, na conversa que já tem aberta',
    body: 'Sem instalar nada. Envie «olá» ao Kumbu e registe o primeiro gasto em menos de um minuto.',
    cta: 'Abrir o WhatsApp',
    note: '7 dias grátis em qualquer plano · conta criada em menos de 5 minutos',
  },
};

export type LandingTranslation = typeof landingPt;
