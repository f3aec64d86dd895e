import { type SessionRevokeReason, sessionRevokeReasons, socketCloseReasons } from '@lotus/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMerchantCode } from '@/lib/merchant';
import { publishSocketClosed, publishSocketMessage, publishSocketReady } from '@/lib/realtime';
import { connectSocket } from '@/lib/realtime/socket-client';
import { clearSession, useSessionStore } from '@/lib/session';
import { isExpectedSessionEnd } from '../stores/expected-session-end';
import { MessageDialog } from './message-dialog';

type EndedBecause = SessionRevokeReason | 'expired';

const isRevokeReason = (value: unknown): value is SessionRevokeReason =>
  sessionRevokeReasons.includes(value as SessionRevokeReason);

/**
 * The logged-in socket-event listener of spec §2: one socket per session, whose events reach the features through
 * `useSocketEvent`. When the server ends the session (another login, a password change, a suspension) the visitor
 * becomes a guest at once and is told why.
 */
export default function LiveSessionSocket() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const [ended, setEnded] = useState<EndedBecause | null>(null);

  useEffect(() => {
    if (!token) return;
    // Only this connection's session may end: a newer login of this page, or an end the page caused, stays.
    const end = (because: EndedBecause) => {
      if (useSessionStore.getState().token !== token || isExpectedSessionEnd(token)) return;
      clearSession();
      setEnded(because);
    };
    const connection = connectSocket({
      token,
      merchant: getMerchantCode(),
      onMessage: (message) => {
        if (message.type === 'session.revoked') {
          const { reason } = message.data as { reason?: unknown };
          end(isRevokeReason(reason) ? reason : 'expired');
        }
        publishSocketMessage(message);
      },
      onReady: () => {
        // <html data-live="ready"> says live events now reach the page (HOOKS.md).
        document.documentElement.dataset.live = 'ready';
        publishSocketReady();
      },
      // The revocation message (with its reason) normally comes first; this covers a socket that missed it.
      onUnauthorized: (reason) => end(reason === socketCloseReasons.sessionRevoked ? 'replaced' : 'expired'),
    });
    return () => {
      connection.close();
      publishSocketClosed();
      delete document.documentElement.dataset.live;
    };
  }, [token]);

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
