interface Props {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
}

/**
 * A labelled e-mail field: the e-mail keyboard on phones, no auto-capitalised first letter
 * or spelling fixes (both silently change an address), and the error text announced.
 */
export function EmailInput({ id, name, label, value, onChange, invalid = false, describedBy }: Props) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
