// The Portuguese texts only the lazily loaded screens show (dashboard, settings, the
// sign-in dialog, the onboarding wizard): a chunk of their own, fetched with those screens
// (i18n.ts `loadAppTexts`), so the landing page's first download carries none of them.
import { accountPt } from './sections/account.pt';
import { billingPt } from './sections/billing.pt';
import { checkoutPt } from './sections/billing-payment.pt';
import { budgetsGoalsPt } from './sections/budgets-goals.pt';
import { chartsPt } from './sections/charts.pt';
import { dashboardPt } from './sections/dashboard.pt';
import { editorPt } from './sections/editor.pt';
import { onboardingPt } from './sections/onboarding.pt';
import { numberProofPt } from './sections/number-proof.pt';
import { moneyAccountsPt } from './sections/money-accounts.pt';
import { screensPt } from './sections/screens.pt';
import { statementImportPt } from './sections/statement-import.pt';

export const appTextsPt = {
  dashboard: dashboardPt,
  budgetsGoals: budgetsGoalsPt,
  editor: editorPt,
  account: accountPt,
  billing: billingPt,
  checkout: checkoutPt,
  charts: chartsPt,
  onboarding: onboardingPt,
  numberProof: numberProofPt,
  moneyAccounts: moneyAccountsPt,
  statementImport: statementImportPt,
  ...screensPt,
};

export type AppTexts = typeof appTextsPt;
