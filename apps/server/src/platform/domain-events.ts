import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.ts';
import type { Merchant } from './merchant.ts';

/**
 * Every domain event of the server and what it carries. A module announces what happened in its own
 * domain; the modules above it that must act on it subscribe, so the announcing module never imports
 * them (identity opens accounts; agents and engagement react).
 */
export type DomainEventMap = {
  /**
   * A visitor opened an account themselves: the registration form, one-click registration, or a first
   * login through a social provider. Accounts opened for someone (an agent's sub-account, staff, demo
   * play) are not registrations and announce nothing.
   */
  'member.registered': {
    merchant: Merchant;
    memberId: bigint;
    /** The form's affiliate code, trimmed; '' without one, or when the brand's form has no such field. */
    affiliateCode: string;
    /** The referral code of the link the visitor came by, trimmed; '' without one. */
    referralCode: string;
  };
  /**
   * Staff opened a brand from a template (Brands → New brand): the modules that keep a catalogue per
   * brand give the new one theirs, shaped like the template's. Published in the creating transaction.
   */
  'brand.created': { merchantId: bigint; templateId: bigint };
  /**
   * A member's time-out or self-exclusion started (protection), in the transaction that stores it:
   * play that runs on by itself stops with it (the lottery ends the member's chases).
   */
  'member.excluded': { merchant: Merchant; memberId: bigint; at: Date };
};

type DomainEventName = keyof DomainEventMap;

/**
 * A subscriber runs in the publisher's transaction and writes with `trx`: what it does commits or rolls
 * back with the event itself. A subscriber that throws undoes the whole event (agents refuses an
 * affiliate code that names no agent that way).
 */
type DomainEventHandler<Name extends DomainEventName> = (
  trx: Transaction<DB>,
  event: DomainEventMap[Name],
) => Promise<void>;

/**
 * In-process, typed domain events. Subscriptions are made once, when the app is built; publishing runs
 * every subscriber of the event in turn, in subscription order, inside the publisher's transaction.
 *
 * Only in-transaction delivery exists, on purpose: every side effect today (placing a member in the
 * agent tree, recording a referral) writes rows that must stand or fall with the event, and a
 * callback after commit would be lost by a crash between the commit and the call. A subscriber that
 * must reach outside the database (an SMS, a provider's API) must not run here: it would need a
 * durable outbox, a table written in this transaction and drained by a job, which the server does
 * not have yet.
 */
export type DomainEvents = {
  subscribe<Name extends DomainEventName>(name: Name, handler: DomainEventHandler<Name>): void;
  /** Requires the open transaction the event happens in; it ends with the publisher's. */
  publish<Name extends DomainEventName>(
    trx: Transaction<DB>,
    name: Name,
    event: DomainEventMap[Name],
  ): Promise<void>;
};

export function createDomainEvents(): DomainEvents {
  const handlers = new Map<DomainEventName, DomainEventHandler<DomainEventName>[]>();
  return {
    subscribe(name, handler) {
      // Each handler is kept under its own event and only ever given that event's payload.
      handlers.set(name, [...(handlers.get(name) ?? []), handler as DomainEventHandler<DomainEventName>]);
    },
    async publish(trx, name, event) {
      for (const handler of handlers.get(name) ?? []) await handler(trx, event);
    },
  };
}
