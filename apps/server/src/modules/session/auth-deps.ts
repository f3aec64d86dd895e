import type { Database } from '../../db/database.ts';
import type { MessageSender } from '../../platform/messages/message-sender.ts';
import type { OutboundPolicy } from '../../platform/outbound.ts';
import type { RevokedSession } from './sessions.ts';

/** What the session, member and verification use cases share. */
export interface AuthDeps {
  db: Database;
  sender: MessageSender;
  /** Development and tests: captcha answers readable through `GET /dev/captcha`. */
  revealCaptcha: boolean;
  /** Tells the sockets of ended sessions (`session.revoked`). */
  notifyRevoked: (revoked: RevokedSession[]) => void;
  /** Where calls to hosts the brand configured (its OpenID providers) may go. */
  outbound: OutboundPolicy;
}
