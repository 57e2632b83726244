// English texts of the app shell's Import and Reports screens. Typed from the Portuguese object.
import type { ScreensTranslation } from './screens.pt';

export const screensEn: ScreensTranslation = {
  importing: {
    title: 'Import',
    intro: 'Every way to get money movements into Kumbu: on WhatsApp, by hand, or with your bank or mobile wallet statement. What comes in here shows up live on the dashboard.',
    whatsappTitle: 'On WhatsApp',
    whatsappBody: 'Write to Kumbu as you would to a friend. It records, categorises and replies with your balance.',
    whatsappExamples: 'For example (it understands Portuguese and English):',
    example1: 'gastei 5 mil no candongueiro',
    example2: 'recebi 250 000 do salário',
    example3: 'emprestei 20 mil ao Tomás',
    whatsappButton: 'Open WhatsApp',
    manualTitle: 'By hand',
    manualBody: 'One record at a time, with its date, account, category and notes.',
    manualButton: 'Add record',
    saved: 'Record saved.',
    seeDashboard: 'See it on the dashboard',
  },
  reports: {
    title: 'Reports',
    intro: 'A period at a glance, and all its records in a spreadsheet.',
    summaryTitle: 'Summary of the period',
    exportTitle: 'Export',
    exportBody: 'Every record of the period in a CSV file (opens in Excel, LibreOffice and Google Sheets), with its category, account and kwanza amount.',
    exportButton: 'Download CSV',
    emailTitle: 'Reports by e-mail',
    emailBody: 'Choose in Settings whether you want the weekly and monthly summary by e-mail.',
    emailLink: 'Open settings',
  },
};
