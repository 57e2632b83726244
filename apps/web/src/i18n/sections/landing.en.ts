// English texts of the landing page. Typed from the Portuguese object.
import type { LandingTranslation } from './landing.pt';

export const landingEn: LandingTranslation = {
  hero: {
    eyebrow: 'Made for Angola · in kwanza',
    tagline: 'Your finance co-pilot on WhatsApp',
    description:
      'Message Kumbu the way you message a friend: “spent 5k on the candongueiro”. It records, categorises and brings everything together — bank statements, mobile money, receipts — so you always know what comes in, what goes out and what will be left at the end of the month.',
    primaryCta: 'Start on WhatsApp',
    secondaryCta: 'See how it works',
    trialNote: '7 days free on every plan · no card · cancel any time',
    chat: {
      label: 'Sample conversation with Kumbu',
      contact: 'Kumbu',
      status: 'online',
      user1: 'spent 5k on the candongueiro',
      // The co-pilot's real replies to these two messages (apps/server/test/landing-chat.test.ts checks them).
      bot1: '✅ Expense recorded: AOA\u00a05,000.00 · Transport · today.\nBalance this month: AOA\u00a0240,000.00',
      user2: 'how much came in this week?',
      bot2: '💰 You received AOA\u00a0245,000.00 this week.\n• Salary: AOA\u00a0220,000.00 (90%)\n• Sales: AOA\u00a025,000.00 (10%)',
    },
    treasury: {
      title: 'Treasury',
      sample: 'Sample',
      label: 'Sample treasury card',
      balance: 'Available balance',
      inflow: 'In this month',
      outflow: 'Out this month',
      forecast: '30-day forecast',
    },
  },
  claims: {
    label: 'Kumbu in numbers',
    note: 'Figures from the Kumbu pilot programme.',
    items: {
      accuracy: { value: '98%', label: 'classification accuracy' },
      rating: { value: '4.9/5', label: 'user rating' },
      reconciled: { value: '12.4B Kz', label: 'reconciled in a pilot' },
      insight: { value: '4 min', label: 'to first insight' },
      onboarding: { value: '< 5 min', label: 'to set up your account' },
      pilot: { value: '14 days', label: 'of assisted pilot for businesses (Pro and Unlimited plans)' },
    },
  },
  platform: {
    title: 'One chat, one dashboard, your data',
    intro:
      'Kumbu lives where your day already happens — on WhatsApp — and shows the full picture in a simple web dashboard that stays fast on a weak connection.',
    whatsappTitle: 'On WhatsApp',
    whatsappBody:
      'Record expenses, income, debts and loans by message, send photos of receipts and ask “how much did I spend on food this month?”.',
    webTitle: 'On the web dashboard',
    webBody:
      'See income, expenses, balance and loans for any period, updated live whenever you record something on WhatsApp.',
    dataTitle: 'Your data, protected',
    dataBody:
      'Everything stays in your account, in our own database. We never sell data and you can delete your account whenever you like.',
  },
  capabilities: {
    title: 'What Kumbu does for you',
    intro: 'For individuals, small businesses, founders and finance teams.',
    items: {
      consolidate: {
        title: 'Brings it all together',
        body: 'Bank statements, mobile-money exports, ERP snapshots, receipts and messages in one place.',
      },
      categorise: {
        title: 'Categorises for you',
        body: 'Every movement gets a category — transport, food, rent, school fees — and you can fix it with one message.',
      },
      reconcile: {
        title: 'Reconciles accounts',
        body: 'Matches what you recorded against what the bank shows and points out what is missing or duplicated.',
      },
      forecast: {
        title: 'Forecasts cash',
        body: 'Projects your balance in kwanza for the coming weeks, so you can act before money runs short.',
      },
      budgets: {
        title: 'Budgets and goals',
        body: 'Set limits per category and savings goals; Kumbu warns you as you get close to a limit.',
      },
      debts: {
        title: 'Debts and loans',
        body: 'Know what you owe and what you are owed, person by person, and what has been paid back.',
      },
      receipts: {
        title: 'Receipts by photo',
        body: 'Take a photo of a receipt and Kumbu reads the amount, the date and the merchant.',
      },
      reports: {
        title: 'Insights and reports',
        body: 'Weekly and monthly summaries by e-mail and, on the Pro plan, board-ready reports.',
      },
    },
  },
  workflow: {
    title: 'From the first “hello” to the first report',
    intro: 'Everyone starts with 7 days free. Businesses on the Pro and Unlimited plans also get a 14-day assisted pilot, with our team beside them.',
    steps: {
      t0: {
        label: 'T+0',
        title: 'Say hello on WhatsApp',
        body: 'Send Kumbu a message, pick your language and set up your account in under five minutes.',
      },
      t1: {
        label: 'T+1',
        title: 'Bring your transactions',
        body: 'Record spending by message and send statements or photos of receipts. Kumbu categorises each one.',
      },
      t2: {
        label: 'T+2',
        title: 'See the full picture',
        body: 'The web dashboard shows income, expenses, debts and loans, and you set budgets and goals.',
      },
      t7: {
        label: 'T+7',
        title: 'Get your first report',
        body: 'Your weekly e-mail summary arrives with a cash forecast. The free trial ends and you choose a plan.',
      },
    },
  },
  pricing: {
    title: 'Simple pricing, in kwanza',
    intro: 'Every plan starts with 7 days free, no card needed. Personal plans are priced per person; business plans per organisation, and they include a 14-day assisted pilot.',
    billingLabel: 'Billing period',
    monthly: 'Monthly',
    annual: 'Annual',
    annualSaving: '2 months free',
    per: {
      personal: { monthly: 'per person, per month', annual: 'per person, per year' },
      business: { monthly: 'per organisation, per month', annual: 'per organisation, per year' },
    },
    audience: { personal: 'Personal plan', business: 'Business plan' },
    pilotIncluded: 'Includes a 14-day assisted pilot: our team helps connect your accounts and set up your reports.',
    trialCta: 'Start 7-day free trial',
    trialCtaOnRequest: 'Request 7-day free trial',
    billedMonthly: 'Billed every month. Cancel any time.',
    annualSaves: 'You save {{amount}} a year (2 months free).',
    onRequestNote: 'Priced for your volume and entities.',
    mostPopular: 'Most popular',
    onRequest: 'On request',
    fairUse: 'Fair use: {{limit}}',
    plans: {
      basic: {
        name: 'Basic',
        summary: 'To get personal finances in order.',
        f1: 'Text transaction logging',
        f2: 'AI insights',
        f3: 'Budgets and goals',
        f4: 'Currency conversion',
        limit: 'up to 40 WhatsApp requests a day',
      },
      standard: {
        name: 'Standard',
        summary: 'For people running a home and a business.',
        f1: 'Everything in Basic',
        f2: 'Voice message analysis',
        f3: 'PDF analysis',
        f4: 'Standard reports',
        limit: 'voice 300 min/month, PDF 600 pages/month',
      },
      pro: {
        name: 'Pro',
        summary: 'For small companies and finance teams.',
        f1: 'Everything in Standard',
        f2: 'Receipt scanning (OCR)',
        f3: 'Board-ready reports',
        f4: 'Investment tracking and tax calculation',
        limit: 'voice 300 min/month, OCR 600 pages/month',
      },
      unlimited: {
        name: 'Unlimited',
        summary: 'For groups with several entities and large volumes.',
        f1: 'Everything in Pro',
        f2: 'Multi-entity consolidation',
        f3: 'Tailored limits',
        f4: 'Dedicated support',
        limit: 'tailored',
      },
    },
    salesSubject: 'Kumbu Unlimited',
  },
  testimonials: {
    title: 'People who use it recommend it',
    intro: 'Shop owners, families and finance teams who tried Kumbu in the pilot.',
    rating: 'Average rating 4.9 out of 5',
    items: {
      q1: {
        quote: 'I used to write everything in a notebook and at the end of the month it never added up. Now I send a message after each sale and I know what the shop made.',
        name: 'Luzia M.',
        role: 'Runs a corner shop, Viana',
      },
      q2: {
        quote: 'I send a voice note from the candongueiro on the way home. Sunday’s report shows where the week’s money went, no spreadsheets.',
        name: 'Edson K.',
        role: 'Maintenance technician, Cazenga',
      },
      q3: {
        quote: 'In the 14-day pilot we reconciled three bank accounts and Multicaixa. The cash forecast now goes to every board meeting.',
        name: 'Marisa T.',
        role: 'Finance director, Talatona',
      },
    },
  },
  closing: {
    title: 'Start today, in the chat you already have open',
    body: 'Nothing to install. Say “olá” to Kumbu and record your first expense in under a minute.',
    cta: 'Open WhatsApp',
    note: '7 days free on every plan · account ready in under 5 minutes',
  },
};
