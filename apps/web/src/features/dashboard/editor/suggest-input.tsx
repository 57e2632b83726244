// A text input with a <datalist> of suggestions: free text always allowed, the list only
// helps. The category and party pickers are this with different lists, so the co-pilot's
// taxonomy can later be passed in as `options` without changing the editor.
import { useId } from 'react';

export interface SuggestInputProps {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly string[];
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly invalid?: boolean;
  readonly describedBy?: string | undefined;
  readonly required?: boolean;
}

export function SuggestInput({ id, name, value, onChange, options, placeholder, maxLength, invalid = false, describedBy, required = false }: SuggestInputProps) {
  const listId = useId();
  return (
    <>
      <input
        id={id}
        name={name}
        type="text"
        list={listId}
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        required={required}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={listId}>
        {options.map((o) => <option key={o} value={o} />)}
      </datalist>
    </>
  );
}
