import { type chartsPt } from './charts.pt';

export const chartsEn: typeof chartsPt = {
  regionTitle: 'Charts for the period',
  loading: 'Loading the charts…',
  loadError: 'The charts could not be loaded.',
  retry: 'Try again',
  empty: 'No data for this period.',
  noCategory: 'Uncategorised',
  byDay: 'By day',
  byWeek: 'By week',
  series: {
    income: 'Income',
    expense: 'Expenses',
    net: 'Net balance',
  },
  net: {
    title: 'Net balance trend',
    summary: 'Net balance for the period: {{total}}. Best: {{best}} ({{bestAmount}}). Worst: {{worst}} ({{worstAmount}}).',
  },
  flow: {
    title: 'Income and expenses',
    summary: 'Income for the period: {{income}}. Expenses for the period: {{expense}}.',
  },
  categories: {
    title: 'Top spending categories',
    note: 'Share of total expenses',
    summary: 'The top {{count}} categories make up {{share}} of expenses ({{amount}}).',
  },
  table: {
    period: 'Period',
    category: 'Category',
    amount: 'Amount',
    share: 'Share',
  },
};
