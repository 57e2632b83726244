// Every form message of spec §5, English exactly as the spec writes it, Portuguese in the
// Angolan register (e-mail, senha, introduza). `{min}` slots are filled from the constants in
// validation.ts so a changed limit can never leave a stale number in a message.
import { type Bilingual } from './lang';
import { PHONE_INVALID } from './phone';

export const VALIDATION_MESSAGES = {
  // Sign-up modal (spec order).
  fullNameRequired: { pt: 'O nome completo é obrigatório', en: 'Full name is required' },
  usernameRequired: { pt: 'O nome de utilizador é obrigatório', en: 'Username is required' },
  whatsappRequired: { pt: 'O número de WhatsApp é obrigatório', en: 'WhatsApp number is required' },
  phoneInvalid: PHONE_INVALID,
  emailRequired: { pt: 'O e-mail é obrigatório', en: 'Email is required' },
  emailInvalid: { pt: 'Por favor, introduza um e-mail válido', en: 'Please enter a valid email' },
  passwordTooShort: { pt: 'A senha deve ter pelo menos {min} caracteres', en: 'Password must be at least {min} characters' },
  passwordsDoNotMatch: { pt: 'As senhas não coincidem', en: 'Passwords do not match' },
  // Sign-in and forgot password.
  passwordRequired: { pt: 'A senha é obrigatória', en: 'Password is required' },
  forgotPasswordEmailFirst: { pt: 'Por favor, introduza primeiro o seu e-mail', en: 'Please enter your email first' },
  forgotPasswordLink: { pt: 'Esqueceu a senha?', en: 'Forgot password?' },
  // Onboarding step "create account" (short inline messages).
  nameRequired: { pt: 'Nome obrigatório', en: 'Name required' },
  nameTooShort: { pt: 'O nome deve ter pelo menos {min} caracteres', en: 'Name must be at least {min} characters' },
  onboardingEmailRequired: { pt: 'E-mail obrigatório', en: 'Email required' },
  invalidEmail: { pt: 'E-mail inválido', en: 'Invalid email' },
  passwordMin: { pt: 'Senha com mínimo de {min} caracteres', en: 'Password min {min} chars' },
  passwordsDontMatch: { pt: 'As senhas não coincidem', en: "Passwords don't match" },
  confirmWhatsapp: { pt: 'Por favor, confirme o número de WhatsApp', en: 'Please confirm WhatsApp number' },
  fixErrorsAbove: { pt: 'Por favor, corrija os erros acima', en: 'Please fix the errors above' },
  // SMS verification.
  smsCodeLength: { pt: 'Introduza o código de {min} dígitos', en: 'Enter {min}-digit code' },
  // Settings.
  changeEmailFillIn: { pt: 'Preencha o novo e-mail e a senha atual', en: 'Fill in new email and current password' },
  changePasswordFillIn: { pt: 'Preencha todos os campos de senha', en: 'Fill in all password fields' },
  deleteAccountPasswordRequired: { pt: 'Escreva a sua senha atual para eliminar a conta', en: 'Enter your current password to delete the account' },
  newPasswordTooShort: { pt: 'A nova senha deve ter pelo menos {min} caracteres', en: 'New password must be at least {min} characters' },
  // Payment step card form (spec §5 names the invalid card number, expiry and CVC messages;
  // cards.ts returns these keys as its stable codes, so web, server and gateway say the same).
  cardNumberInvalid: { pt: 'Número de cartão inválido', en: 'Invalid card number' },
  cardExpiryInvalid: { pt: 'Data de validade inválida (MM/AA)', en: 'Invalid expiry date (MM/YY)' },
  cardExpired: { pt: 'Este cartão já expirou', en: 'This card has expired' },
  cardCvcInvalid: { pt: 'CVC inválido', en: 'Invalid CVC' },
  cardHolderRequired: { pt: 'Nome do titular obrigatório', en: 'Cardholder name required' },
} as const satisfies Record<string, Bilingual>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;
