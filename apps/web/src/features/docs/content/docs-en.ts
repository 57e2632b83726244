// Documentation in English, block for block the same shape as docs-pt.ts.
import { type DocsContent } from './docs-content-types';

export const docsEn: DocsContent = {
  overview: {
    title: 'Overview',
    lead: 'Kumbu is a finance co-pilot for Angola: it records and organises your money through WhatsApp messages and shows everything, in kwanza, on a web dashboard.',
    blocks: [
      {
        heading: 'What Kumbu does',
        items: [
          'Records income, expenses, debts and loans from plain messages.',
          'Brings bank statements, mobile-money exports, receipts and messages into one place.',
          'Categorises transactions, reconciles accounts and forecasts cash in kwanza.',
          'Tracks budgets and goals and sends weekly and monthly summaries by e-mail.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'For individuals who want to know where their money goes, for small businesses and founders, and for finance teams who need reports without loose spreadsheets.',
        ],
      },
      {
        heading: 'Plans',
        paragraphs: [
          'Basic 7,000 Kz, Standard 13,000 Kz and Pro 20,000 Kz per month, per organisation; Unlimited is on request. Annual billing costs 10 monthly payments. Every account starts with 7 days free, no card needed.',
          'If the trial ends unpaid you keep your data: the account moves to the free allowance of 50 recorded transactions a month.',
        ],
      },
      {
        heading: 'Languages and currency',
        paragraphs: [
          'Kumbu speaks Portuguese (the default) and English. The default currency is the kwanza (AOA); US dollars (USD) and euros (EUR) are accepted too and kept in their own currency.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy & Security',
    lead: 'Your financial data is yours. We keep only what the service needs to work and we never sell it.',
    blocks: [
      {
        heading: 'What we store',
        items: [
          'Account: name, e-mail, WhatsApp number and preferred language.',
          'The financial records you send: amount, currency, type, category, party, description, notes and date.',
          'The messages and files needed to create those records.',
        ],
      },
      {
        heading: 'Where it lives',
        paragraphs: [
          'Everything stays in your account, in our own PostgreSQL database. We do not use third-party databases for your records. Every request to the server can only reach the data of the signed-in account.',
        ],
      },
      {
        heading: 'Payments',
        paragraphs: [
          'Card numbers and CVC codes never reach our database or our logs. We keep only the card brand, the last 4 digits and the payment processor’s reference.',
        ],
      },
      {
        heading: 'Session and browser',
        paragraphs: [
          'The site uses a session cookie to keep you signed in and stores only your chosen language (kumbu.lang) in the browser. We use no advertising cookies.',
        ],
      },
      {
        heading: 'Deletion',
        paragraphs: [
          'You can ask for your account to be deleted at any time; your personal data and records are erased. See “Data deletion” for how.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of use',
    lead: 'By using Kumbu you accept these terms. We wrote them to be read.',
    blocks: [
      {
        heading: 'The service',
        paragraphs: [
          'Kumbu helps you record, organise and analyse your finances. Its insights and forecasts are for information and do not replace professional financial, tax or legal advice.',
        ],
      },
      {
        heading: 'Your account',
        items: [
          'Keep your password secret; you are responsible for activity on your account.',
          'Use a WhatsApp number and an e-mail address that belong to you.',
          'Kumbu never asks for your password or card number on WhatsApp.',
        ],
      },
      {
        heading: 'Plans, trial and payments',
        items: [
          'Prices are in kwanza, per organisation and per month; annual billing costs 10 monthly payments.',
          'Every new account gets a 7-day free trial with no payment.',
          'Refunds can be requested within 7 days of payment.',
          'Payment records are kept for 7 years, as accounting rules require.',
        ],
      },
      {
        heading: 'Fair use',
        paragraphs: [
          'The Basic plan includes up to 40 WhatsApp requests a day; higher plans are unlimited under fair use. Without a paid plan, 50 transactions a month and 100 requests an hour (1,000 a day) apply.',
        ],
      },
      {
        heading: 'Ending the service and changes',
        paragraphs: [
          'You can stop using Kumbu and delete your account whenever you like. If these terms change, we tell you by e-mail before the changes take effect.',
        ],
      },
    ],
  },
  'data-deletion': {
    title: 'Data deletion',
    lead: 'You can delete your account and your data at any time.',
    blocks: [
      {
        heading: 'How to delete',
        items: [
          'In Settings, in the danger zone, press “Delete account” and confirm with “Yes”. The account is deleted at once and you are signed out.',
          'No access to your account? Send an e-mail to suporte@kumbu.ao from your account’s address with the subject “Delete account”. We confirm by replying to that e-mail, to be sure you own the account, and only then delete it.',
        ],
      },
      {
        heading: 'What is erased',
        items: [
          'Your profile: name, e-mail, WhatsApp number and preferences.',
          'All records: transactions, debts and loans.',
          'The messages and files sent to Kumbu, and open sessions.',
        ],
      },
      {
        heading: 'What is kept',
        paragraphs: [
          'Payment records are kept for 7 years as an accounting obligation, detached from your identity.',
        ],
      },
    ],
  },
  api: {
    title: 'API',
    lead: 'The web dashboard uses a JSON API on the same domain, under /api. The session is a cookie set when you sign in.',
    blocks: [
      {
        heading: 'Answer format',
        paragraphs: [
          'Every answer has the same shape. Error messages follow the Accept-Language header (pt or en).',
        ],
        code: '{ "success": true, "status": 200, "data": { … } }\n{ "success": false, "status": 403, "error": "…", "code": "email-not-verified" }',
      },
      {
        heading: 'Account',
        items: [
          'POST /api/account/sign-in — body { email, password }; returns the user and starts the session. Unverified e-mail: 403 with code email-not-verified.',
          'POST /api/account/sign-out — ends the session.',
          'GET /api/account/me — the current session’s user and profile; 401 without a session.',
        ],
      },
      {
        heading: 'Records',
        items: [
          'GET /api/records?collection=transactions|debts|loansGiven&start=YYYY-MM-DD&end=YYYY-MM-DD&limit=50&cursor=… — paged list, newest first; without collection it returns all three. Answers { items, nextCursor }.',
          'Each record has id, collection, type, amountCents, amount (exact decimal text), currency (AOA, USD or EUR), category, party, description, notes, date, createdAt and updatedAt.',
          'A range over 365 days answers 400 with code range-too-large.',
        ],
      },
      {
        heading: 'Live updates',
        paragraphs: [
          'GET /api/records/stream is a Server-Sent Events stream. A ready event arrives once connected; each record event carries { op: "upsert" | "delete", id, collection, record? }. On reconnect the browser sends Last-Event-ID and receives what it missed.',
        ],
      },
      {
        heading: 'System status',
        paragraphs: ['GET /api/health answers { status: "ok", database: "ok" } when the server and the database are working.'],
      },
    ],
  },
  'user-guide': {
    title: 'User guide',
    lead: 'Talk to Kumbu the way you talk to a person. One message, one record.',
    blocks: [
      {
        heading: 'Creating your account',
        paragraphs: ['There are two ways in, and both create the same account, with 7 free days and no card.'],
        items: [
          'On WhatsApp: say hello to Kumbu and open the link it sends. The wizard asks for your language, plan, name, e-mail and a password, and confirms your number with a 6-digit code sent by SMS.',
          'On the website: press “Log in”, then “Create account”, and fill in full name, username, WhatsApp, e-mail and password.',
          'Either way, open the link we send to your e-mail before entering the dashboard. Forgot your password? Use “Forgot password?” in the log-in window.',
        ],
      },
      {
        heading: 'Your account',
        items: [
          'In Settings you change your e-mail: the change takes effect only once you open the link sent to the new address, so a typo can never lock you out.',
          'Also in Settings you change your password (sessions open on other devices are signed out), choose the weekly and monthly e-mail reports, and can delete your account.',
        ],
      },
      {
        heading: 'Recording by message',
        items: [
          '“gastei 5 mil no candongueiro” (spent 5k on the candongueiro) — a 5,000 Kz Transport expense.',
          '“recebi 220 mil de salário” (got my 220k salary) — 220,000 Kz income.',
          '“paguei 15 000 de propina” (paid 15,000 school fees) — an Education expense.',
          '“emprestei 20 mil ao João” (lent João 20k) — a loan given to João.',
          '“o João devolveu 10 mil” (João paid back 10k) — a loan repayment received from João.',
          '“peguei 50 mil emprestados à Maria” then “paguei 25 mil à Maria” — a debt taken and a debt paid.',
        ],
      },
      {
        heading: 'Amounts and currencies',
        paragraphs: [
          'You can write “5 mil”, “5000”, “5.000 Kz” or “5 000,50”. With no currency the amount is in kwanza; for dollars or euros write, for example, “20 USD” or “15 euros”. English messages work too.',
        ],
      },
      {
        heading: 'Asking',
        items: ['“how much did I spend this month?”', '“how much came in this week?”', '“how much does João owe me?”'],
      },
      {
        heading: 'On the web dashboard',
        paragraphs: [
          'Log in with your e-mail and password and open the Dashboard. Pick a period (this month, last month, quarter, year to date, or your own dates up to a year) to see income, expenses, net balance and outstanding loans, the charts and the list of transactions. What you record on WhatsApp shows up on the dashboard live.',
          'The tabs narrow the list to income, expenses, debts or loans given; Analytics shows averages, projected monthly burn, savings rate, categories and your best and worst days. On Debts and Loans Given, pick a person to see everything between you and them.',
          '“Add record” records a movement from the web; each row can be edited or deleted, and a deletion can be undone for a few seconds. “Export CSV” downloads what the tab and period show, ready for Excel.',
        ],
      },
    ],
  },
  whatsapp: {
    title: 'WhatsApp',
    lead: 'WhatsApp is the main way to use Kumbu: there is nothing to install.',
    blocks: [
      {
        heading: 'Getting started',
        items: [
          'Tap “Start on WhatsApp” on this site; it opens a chat with Kumbu with a greeting already typed.',
          'Send the message and follow the questions to create your account.',
          'Save the contact so you can find it quickly.',
        ],
      },
      {
        heading: 'What you can send',
        items: [
          'Text, on every plan.',
          'Voice messages and PDF files, from the Standard plan.',
          'Photos of receipts, read automatically on the Pro plan.',
        ],
      },
      {
        heading: 'Safety',
        paragraphs: [
          'Kumbu never asks for your password, verification codes or card numbers on WhatsApp. If someone asks for them in Kumbu’s name, do not answer and tell support.',
        ],
      },
      {
        heading: 'Limits',
        paragraphs: [
          'On the Basic plan you can make up to 40 requests a day; other plans are unlimited under fair use. Weekly and monthly reports arrive by e-mail.',
        ],
      },
    ],
  },
  support: {
    title: 'Support',
    lead: 'We are here to help, in Portuguese or in English.',
    blocks: [
      {
        heading: 'Contact',
        items: ['E-mail: suporte@kumbu.ao', 'WhatsApp: write in your chat with Kumbu and ask to speak to support.'],
      },
      {
        heading: 'To help us answer faster',
        items: [
          'Write from your account’s e-mail address.',
          'Say what you tried to do, what happened and when.',
          'If you can, attach a screenshot.',
        ],
      },
      {
        heading: 'Safety',
        paragraphs: ['We will never ask for your password. If you suspect someone else has used your account, write to us straight away.'],
      },
    ],
  },
};
