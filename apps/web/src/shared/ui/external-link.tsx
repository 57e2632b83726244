import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { readonly children: ReactNode };

/**
 * A link that opens in a new tab: `noopener` so the opened page cannot reach back into
 * ours, and a hidden "(opens in a new tab)" so screen-reader users are not surprised.
 */
export function ExternalLink({ children, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('header.newTab')}</span>
    </a>
  );
}
