import { KumbuError } from '@kumbu/core/errors';

/**
 * `firebase_uid` on the wire names the account (DECISIONS.md). A caller acts only on their
 * own account (spec §6): any other id is refused, never followed.
 */
export function assertOwnAccount(firebaseUid: string | undefined, userId: string): void {
  if (firebaseUid !== undefined && firebaseUid !== '' && firebaseUid !== userId) {
    throw new KumbuError('forbidden', { detail: 'firebase_uid names another account' });
  }
}
