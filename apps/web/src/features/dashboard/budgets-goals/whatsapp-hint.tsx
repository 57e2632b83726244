// An empty list teaches the WhatsApp phrasing: "Escreva no WhatsApp: «orçamento de 50 mil
// para comida»", the phrase a link that opens the chat with it already typed.
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../../shared/whatsapp';

export function WhatsAppHint({ intro, example }: { readonly intro: string; readonly example: string }) {
  const { t } = useTranslation();
  return (
    <div className="budgets-goals__empty">
      <p>{intro}</p>
      <p className="budgets-goals__whatsapp">
        {t('budgetsGoals.whatsappLead')}{' '}
        <a href={whatsappLink(example)} target="_blank" rel="noopener noreferrer">
          <q>{example}</q>
        </a>
      </p>
    </div>
  );
}
