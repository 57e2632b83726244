// The accounts the record editor offers: the ones its caller hands over (the dashboard and
// the Accounts view have them already), or else loaded once when the editor opens.
import { useEffect, useState } from 'react';
import { fetchAccounts } from '../accounts/accounts-api';
import { type EditorAccount } from './editor-accounts';

export function useEditorAccounts(given: readonly EditorAccount[] | undefined): readonly EditorAccount[] {
  const [loaded, setLoaded] = useState<readonly EditorAccount[]>([]);
  const has = given !== undefined;
  useEffect(() => {
    if (has) return;
    const controller = new AbortController();
    void fetchAccounts({ signal: controller.signal }).then((answer) => {
      if (!controller.signal.aborted && answer.success) setLoaded(answer.data.items);
    });
    return () => controller.abort();
  }, [has]);
  return given ?? loaded;
}
