export type Channel = 'sms' | 'email';

/** A message on its way out, whichever gateway delivers it. */
export type OutgoingMessage = {
  channel: Channel;
  recipient: string;
  subject: string | null;
  body: string;
  /** Why it was sent (register, login, password-reset...), for operators reading the outbox. */
  purpose: string;
};
