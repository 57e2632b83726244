// English counterpart of app-texts.pt.ts (typed from it: a missing key fails the typecheck).
import type { AppTexts } from './app-texts.pt';
import { accountEn } from './sections/account.en';
import { billingEn } from './sections/billing.en';
import { checkoutEn } from './sections/billing-payment.en';
import { budgetsGoalsEn } from './sections/budgets-goals.en';
import { chartsEn } from './sections/charts.en';
import { dashboardEn } from './sections/dashboard.en';
import { editorEn } from './sections/editor.en';
import { onboardingEn } from './sections/onboarding.en';
import { numberProofEn } from './sections/number-proof.en';
import { moneyAccountsEn } from './sections/money-accounts.en';
import { screensEn } from './sections/screens.en';
import { statementImportEn } from './sections/statement-import.en';

export const appTextsEn: AppTexts = {
  dashboard: dashboardEn,
  budgetsGoals: budgetsGoalsEn,
  editor: editorEn,
  account: accountEn,
  billing: billingEn,
  checkout: checkoutEn,
  charts: chartsEn,
  onboarding: onboardingEn,
  numberProof: numberProofEn,
  moneyAccounts: moneyAccountsEn,
  statementImport: statementImportEn,
  ...screensEn,
};
