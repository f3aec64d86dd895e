import type { SocketMessage } from '@lotus/contract';
import type { Audience, EventBus } from '../../platform/event-bus.ts';

/** What an audience delivers to: an open socket. */
export interface AudienceMember {
  deliver(message: SocketMessage): void;
}

interface Listening {
  members: Set<AudienceMember>;
  /** The bus subscription, resolved once messages published from then on are sure to arrive. */
  subscription: Promise<() => void>;
}

const keyOf = (to: Audience) => (to.memberId === undefined ? `${to.merchantId}` : `${to.merchantId}:${to.memberId}`);

/**
 * The open sockets of this process by audience (a member, or a whole merchant), each audience subscribed to the
 * event bus once however many sockets listen: a socket costs an entry in a set, not a listener and its way to stop.
 */
export class SocketAudiences {
  private readonly events: EventBus;
  private readonly onError: (error: unknown) => void;
  private readonly byKey = new Map<string, Listening>();

  constructor(events: EventBus, onError: (error: unknown) => void) {
    this.events = events;
    this.onError = onError;
  }

  /** Adds the member to the audience; resolves once messages published from then on reach it. */
  async join(to: Audience, member: AudienceMember): Promise<void> {
    const key = keyOf(to);
    let listening = this.byKey.get(key);
    if (!listening) {
      const members = new Set<AudienceMember>();
      const subscription = this.events.subscribe(to, (message) => this.deliver(members, message));
      const created: Listening = { members, subscription };
      this.byKey.set(key, created);
      // A failed subscription is not kept: the next socket of the audience tries again.
      subscription.catch(() => {
        if (this.byKey.get(key) === created) this.byKey.delete(key);
      });
      listening = created;
    }
    listening.members.add(member);
    await listening.subscription;
  }

  /** Takes the member out of the audience; the last one out ends the audience's subscription. */
  leave(to: Audience, member: AudienceMember) {
    const key = keyOf(to);
    const listening = this.byKey.get(key);
    if (!listening?.members.delete(member) || listening.members.size > 0) return;
    this.byKey.delete(key);
    listening.subscription.then((stop) => stop(), this.onError);
  }

  /** Audiences listened to now (tests). */
  get size() {
    return this.byKey.size;
  }

  private deliver(members: Set<AudienceMember>, message: SocketMessage) {
    for (const member of members) {
      try {
        member.deliver(message);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
