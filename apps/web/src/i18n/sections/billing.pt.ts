// Portuguese texts of the subscription card, the billing history and the dashboard badge
// (spec §2, §4, §8). The state names themselves ('Teste grátis ativo'…) come from
// @kumbu/core/subscription-status, beside the rules that choose them. `billing.en.ts` is
// typed from this object.
export const billingPt = {
  card: {
    title: 'Subscrição',
    plan: 'Plano',
    status: 'Estado',
    trialEnds: 'O teste termina',
    expires: 'Válido até',
    daysLeft: 'Dias restantes',
    trialLeft: 'Restam {{left}} do teste grátis.',
    trialLeftHours: 'Resta 1 dia do teste grátis — {{hours}}.',
    trialOver: 'O seu teste grátis terminou.',
    progressLabel: 'Dia {{done}} de {{total}} do teste grátis',
    subscribePrompt: 'Subscreva um plano para continuar a usar o Kumbu sem limites.',
    subscribePromptExpired: 'A sua conta passou para o plano gratuito (50 registos por mês). Subscreva um plano para voltar a ter tudo.',
    seePlans: 'Ver planos e preços',
    freeIntro: 'Plano gratuito: até {{count}} registos por mês.',
    usage: 'Registos este mês: {{used}} de {{count}}',
    none: 'Esta conta ainda não tem subscrição.',
    noExpiry: 'Sem data de fim',
    loading: 'A carregar a subscrição…',
  },
  history: {
    title: 'Histórico de pagamentos',
    caption: 'Pagamentos desta conta, do mais recente para o mais antigo',
    date: 'Data',
    plan: 'Plano',
    duration: 'Duração',
    amount: 'Valor',
    receipt: 'Recibo',
    openReceipt: 'Ver recibo',
    receiptOf: 'Recibo de {{date}}',
    noReceipt: '—',
    empty: 'Ainda não há pagamentos.',
    unavailable: 'O histórico de pagamentos não está disponível de momento.',
    loading: 'A carregar os pagamentos…',
    durations: {
      oneMonth: '1 mês',
      months: '{{count}} meses',
      year: '1 ano',
    },
  },
  renew: {
    renew: 'Renovar',
    subscribe: 'Subscrever',
    renewTitle: 'Renovar a subscrição',
    subscribeTitle: 'Subscrever um plano',
    extends: 'O novo período começa a {{date}}, quando o atual acaba: não perde nenhum dia.',
    startsNow: 'O plano fica ativo assim que o pagamento for confirmado.',
    close: 'Fechar',
  },
  badge: {
    label: 'Subscrição: {{state}}',
    none: 'Sem subscrição',
  },
};
