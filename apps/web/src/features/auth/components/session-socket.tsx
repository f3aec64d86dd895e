import { type SessionRevokeReason, sessionRevokeReasons, socketCloseReasons } from '@lotus/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchantCode } from '@/lib/merchant';
import { connectSocket, publishSocketMessage, useSocketEvent } from '@/lib/realtime';
import { clearSession, useSessionStore } from '@/lib/session';
import { MessageDialog } from './message-dialog';

type EndedBecause = SessionRevokeReason | 'expired';

const isRevokeReason = (value: unknown): value is SessionRevokeReason =>
  sessionRevokeReasons.includes(value as SessionRevokeReason);

/**
 * The logged-in socket-event listener of spec §2: one socket per session, whose events reach the features through
 * `useSocketEvent`. When the server ends the session (another login, a password change, a suspension) the visitor
 * becomes a guest at once and is told why.
 */
export function SessionSocket() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const [ended, setEnded] = useState<EndedBecause | null>(null);

  useEffect(() => {
    if (!token) return;
    const connection = connectSocket({
      token,
      merchant: getMerchantCode(),
      onMessage: publishSocketMessage,
      onUnauthorized: (reason) => {
        // The revocation message (with its reason) normally comes first; this covers a socket that missed it.
        if (useSessionStore.getState().token !== token) return;
        clearSession();
        setEnded(reason === socketCloseReasons.sessionRevoked ? 'replaced' : 'expired');
      },
    });
    return () => connection.close();
  }, [token]);

  useSocketEvent('session.revoked', (data) => {
    // A logout from this page has already cleared the session.
    if (!useSessionStore.getState().token) return;
    clearSession();
    setEnded(isRevokeReason(data.reason) ? data.reason : 'expired');
  });

  return (
    <MessageDialog
      open={ended !== null}
      title={t('auth.sessionEnded.title')}
      message={ended ? t(`auth.sessionEnded.${ended}`) : ''}
      onConfirm={() => setEnded(null)}
      testId="session-ended-dialog"
    />
  );
}
