import { type Notice } from '../notice';

/** The error / success / info banner; errors are announced at once, the rest politely. */
export function NoticeBanner({ notice, id }: { readonly notice: Notice | null; readonly id?: string }) {
  if (notice === null) return null;
  return (
    <p id={id} className={`banner banner--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      {notice.text}
    </p>
  );
}
