// One labelled field of a plan form, with its message under it (tied by aria-describedby).
import { type ReactNode } from 'react';

interface Props {
  readonly id: string;
  readonly label: ReactNode;
  readonly message: string | undefined;
  readonly children: (a11y: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
  readonly hint?: ReactNode;
}

export function PlanFieldBox({ id, label, message, children, hint }: Props) {
  return (
    <div className="plan-dialog__field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': message !== undefined ? true : undefined, 'aria-describedby': message !== undefined ? `${id}-error` : undefined })}
      {hint}
      {message !== undefined && <p id={`${id}-error`} className="plan-dialog__error">{message}</p>}
    </div>
  );
}
