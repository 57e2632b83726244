import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
}

/** A labelled password field with a show/hide toggle ("Mostrar senha" / "Ocultar senha" to screen readers). */
export function PasswordInput({ id, name, label, value, onChange, autoComplete, invalid = false, describedBy }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const field = label.toLocaleLowerCase();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <div className="password-field">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? describedBy : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          aria-label={shown ? t('account.fields.hidePasswordLabel', { field }) : t('account.fields.showPasswordLabel', { field })}
          onClick={() => setShown((v) => !v)}
        >
          {shown ? t('account.fields.hidePassword') : t('account.fields.showPassword')}
        </button>
      </div>
    </>
  );
}
