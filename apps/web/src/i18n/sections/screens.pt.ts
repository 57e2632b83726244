// Portuguese texts of the app shell's Importar and Relatórios screens (issue 17).
// `screens.en.ts` is typed from this object.
export const screensPt = {
  importing: {
    title: 'Importar',
    intro: 'Todas as formas de pôr movimentos no Kumbu: pelo WhatsApp, à mão ou com o extrato do banco ou da carteira móvel. O que entra por aqui aparece no painel ao vivo.',
    whatsappTitle: 'Pelo WhatsApp',
    whatsappBody: 'Escreva ao Kumbu como escreveria a um amigo. Ele regista, categoriza e responde com o saldo.',
    whatsappExamples: 'Por exemplo:',
    example1: 'gastei 5 mil no candongueiro',
    example2: 'recebi 250 000 do salário',
    example3: 'emprestei 20 mil ao Tomás',
    whatsappButton: 'Abrir o WhatsApp',
    manualTitle: 'À mão',
    manualBody: 'Um registo de cada vez, com data, conta, categoria e notas.',
    manualButton: 'Adicionar registo',
    saved: 'Registo guardado.',
    seeDashboard: 'Ver no painel',
  },
  reports: {
    title: 'Relatórios',
    intro: 'O resumo de um período e todos os seus registos numa folha de cálculo.',
    summaryTitle: 'Resumo do período',
    exportTitle: 'Exportar',
    exportBody: 'Todos os registos do período num ficheiro CSV (abre no Excel, no LibreOffice e no Google Sheets), com a categoria, a conta e o valor em kwanza.',
    exportButton: 'Descarregar CSV',
    emailTitle: 'Relatórios por e-mail',
    emailBody: 'Escolha nas Definições se quer o resumo semanal e mensal por e-mail.',
    emailLink: 'Abrir as definições',
  },
};

export type ScreensTranslation = typeof screensPt;
