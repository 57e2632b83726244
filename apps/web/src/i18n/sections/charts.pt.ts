// Portuguese texts of the dashboard charts (the lazily loaded chart module and its loading
// and error states). `charts.en.ts` is typed from this object.
export const chartsPt = {
  regionTitle: 'Gráficos do período',
  loading: 'A carregar os gráficos…',
  loadError: 'Não foi possível carregar os gráficos.',
  retry: 'Tentar novamente',
  empty: 'Sem dados para este período.',
  noCategory: 'Sem categoria',
  byDay: 'Por dia',
  byWeek: 'Por semana',
  series: {
    income: 'Receitas',
    expense: 'Despesas',
    net: 'Saldo líquido',
  },
  net: {
    title: 'Tendência do saldo líquido',
    summary: 'Saldo líquido do período: {{total}}. Melhor: {{best}} ({{bestAmount}}). Pior: {{worst}} ({{worstAmount}}).',
  },
  flow: {
    title: 'Receitas e despesas',
    summary: 'Receitas do período: {{income}}. Despesas do período: {{expense}}.',
  },
  categories: {
    title: 'Principais categorias de despesa',
    note: 'Percentagem do total de despesas',
    summary: 'As {{count}} maiores categorias somam {{share}} das despesas ({{amount}}).',
  },
  table: {
    period: 'Período',
    category: 'Categoria',
    amount: 'Valor',
    share: 'Percentagem',
  },
};
