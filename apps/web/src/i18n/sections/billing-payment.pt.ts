// Portuguese texts of the checkout shared by the wizard's payment step and the renew dialog
// in settings (issue 7): Angolan means first (Multicaixa Express, referência), then cards.
// The card messages themselves (número inválido, validade, CVC, titular) come from
// @kumbu/core's validation messages, so web, server and gateway use the same words.
// `billing-payment.en.ts` is typed from this object.
export const checkoutPt = {
  plan: {
    legend: 'Plano',
    perMonthSuffix: '/mês',
  },
  duration: {
    legend: 'Duração',
    oneMonth: '1 mês',
    months: '{{count}} meses',
    twoFree: '2 meses grátis',
  },
  total: 'Total a pagar',
  methods: {
    legend: 'Como quer pagar?',
    express: 'Multicaixa Express',
    expressHint: 'Aprove no telemóvel, na app Multicaixa Express.',
    reference: 'Referência Multicaixa',
    referenceHint: 'Pague num ATM ou no banco online.',
    card: 'Cartão',
    cardHint: 'Visa ou Mastercard (também Multicaixa Visa).',
  },
  card: {
    number: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    expiryPlaceholder: 'MM/AA',
    cvc: 'CVC',
    cvcHint: '3 dígitos no verso (4 na frente, no Amex).',
    holder: 'Nome do titular',
    holderHint: 'Como está escrito no cartão.',
    brand: 'Cartão {{brand}}',
    safety: 'Os dados do cartão seguem direto para o serviço de pagamentos. O Kumbu guarda só a marca e os últimos 4 dígitos.',
  },
  express: {
    phone: 'Número Multicaixa Express',
    phoneHint: 'O número de telemóvel associado à app: +244 9XX XXX XXX.',
    phoneInvalid: 'Indique um número de telemóvel angolano: +244 9XX XXX XXX',
    waiting: 'Enviámos o pedido de pagamento de {{amount}} para {{phone}}. Abra a app Multicaixa Express e aprove-o.',
  },
  reference: {
    title: 'Dados para pagar por referência',
    entity: 'Entidade',
    reference: 'Referência',
    amount: 'Montante',
    expires: 'Pague até',
    howTo: 'No ATM ou no banco online escolha «Pagamentos» → «Pagamentos por referência» e introduza estes dados.',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  submit: {
    card: 'Pagar {{amount}}',
    express: 'Enviar pedido para o telemóvel',
    reference: 'Gerar referência',
    busy: 'A processar o pagamento…',
  },
  status: {
    waiting: 'À espera da confirmação do pagamento. Esta janela atualiza-se sozinha.',
    paid: 'Pagamento confirmado!',
    paidUntil: 'O seu plano {{plan}} está ativo até {{date}}.',
    paidNoDate: 'O seu plano {{plan}} está ativo.',
    expired: 'A referência expirou sem pagamento. Nada foi cobrado; pode gerar outra.',
    failed: 'O pagamento não foi concluído. Nada foi cobrado; tente outra vez ou escolha outro meio.',
    receipt: 'Ver recibo',
    startAgain: 'Escolher outro meio de pagamento',
  },
  errors: {
    emailNotVerified: 'Para pagar, confirme primeiro o seu e-mail: abra a ligação que lhe enviámos e volte aqui. Também pode continuar com o teste grátis e pagar mais tarde.',
    fixFields: 'Corrija os campos assinalados para continuar.',
    fallback: 'Não foi possível concluir o pagamento. Nada foi cobrado; tente outra vez.',
    pollFailed: 'Não conseguimos confirmar o estado do pagamento agora. Continuamos a tentar.',
  },
};
