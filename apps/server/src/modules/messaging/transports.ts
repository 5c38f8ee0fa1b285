import nodemailer from 'nodemailer';
import type { Config, EmailTransportConfig, SmsTransportConfig } from '../../config.ts';
import type { Channel } from './message.ts';

/** A message as a provider takes it. */
type Envelope = {
  recipient: string;
  subject: string | null;
  body: string;
  /** The brand's name: the display name of an email's sender. */
  senderName: string | null;
};

/** A provider that delivers one channel's messages. */
type Transport = {
  name: 'smtp' | 'twilio';
  /** Answers the provider's id of the message, or throws a DeliveryError. */
  send: (envelope: Envelope) => Promise<string | null>;
  close: () => void;
};

/** The installation's providers by channel; a channel left out keeps its messages in the outbox. */
export type MessageTransports = Partial<Record<Channel, Transport>>;

/**
 * A refused or failed send. Permanent: the provider refused this message for good (a malformed
 * number, a rejected address, bad credentials), so sending it again would get the same answer.
 * Otherwise (no connection, a timeout, throttling, the provider's own fault) a later attempt may pass.
 */
export class DeliveryError extends Error {
  readonly isPermanent: boolean;
  constructor(message: string, isPermanent: boolean) {
    super(message);
    this.isPermanent = isPermanent;
  }
}

const SEND_TIMEOUT_MS = 15_000;

/** Nodemailer's error, as far as it tells how final the failure is. */
type SmtpFailure = Error & { code?: string; responseCode?: number; permanent?: boolean };

/** An SMTP reply says whether it is final; an address the client itself refuses never gets better. */
function smtpDeliveryError(error: SmtpFailure): DeliveryError {
  const isPermanent =
    error.permanent ?? (error.code === 'EENVELOPE' || error.code === 'EMESSAGE' || error.code === 'ENOAUTH');
  const reply = error.responseCode ? ` (${error.responseCode})` : '';
  return new DeliveryError(`smtp ${error.code ?? 'error'}${reply}: ${error.message}`, isPermanent);
}

/** Email through an SMTP server, over a small pool of connections kept open between messages. */
function smtpTransport(config: Extract<EmailTransportConfig, { kind: 'smtp' }>): Transport {
  const mailer = nodemailer.createTransport({
    pool: true,
    maxConnections: 2,
    host: config.host,
    port: config.port,
    secure: config.secure,
    requireTLS: !config.secure && config.requireTls,
    ...(config.user === undefined ? {} : { auth: { user: config.user, pass: config.password ?? '' } }),
    tls: { minVersion: 'TLSv1.2', ...(config.tlsCa === undefined ? {} : { ca: config.tlsCa }) },
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    send: async (envelope) => {
      try {
        const info = await mailer.sendMail({
          from: { name: envelope.senderName ?? '', address: config.from },
          to: envelope.recipient,
          subject: envelope.subject ?? '',
          text: envelope.body,
        });
        return info.messageId ?? null;
      } catch (error) {
        throw smtpDeliveryError(error as SmtpFailure);
      }
    },
    close: () => mailer.close(),
  };
}

/**
 * The number in international form (+ and digits), as Twilio takes it: members type their national
 * number, whose trunk 0 gives way to the country code; `+` or `00` already say the country.
 */
export function internationalNumber(recipient: string, countryCode: string | undefined): string {
  const digits = recipient.replace(/[\s().-]/g, '');
  if (/^\+\d{6,15}$/.test(digits)) return digits;
  if (/^00\d{6,15}$/.test(digits)) return `+${digits.slice(2)}`;
  if (countryCode === undefined || !/^\d{5,14}$/.test(digits))
    throw new DeliveryError('the number is not in international form and SMS_COUNTRY_CODE is not set', true);
  return `+${countryCode}${digits.replace(/^0/, '')}`;
}

/** Twilio's error answer: https://www.twilio.com/docs/api/errors */
type TwilioError = { code?: number; message?: string };

/**
 * SMS through Twilio's Messages API: a form-encoded POST with the account's basic auth, answered with
 * the message as JSON (201), or an error as JSON with Twilio's code. Throttling (429) and the
 * provider's own faults (5xx) are worth another attempt; any other refusal is about this message or
 * the account and is final.
 */
function twilioTransport(config: Extract<SmsTransportConfig, { kind: 'twilio' }>): Transport {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${config.accountSid}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const sender: [string, string] =
    'from' in config.sender
      ? ['From', config.sender.from]
      : ['MessagingServiceSid', config.sender.messagingServiceSid];
  return {
    name: 'twilio',
    send: async (envelope) => {
      const form = new URLSearchParams([
        ['To', internationalNumber(envelope.recipient, config.countryCode)],
        ['Body', envelope.body],
        sender,
      ]);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new DeliveryError(`twilio unreachable: ${(error as Error).message}`, false);
      }
      const answer = (await response.json().catch(() => ({}))) as TwilioError & { sid?: string };
      if (response.ok) return answer.sid ?? null;
      const isTransient = response.status === 429 || response.status >= 500;
      const code = answer.code === undefined ? '' : ` ${answer.code}`;
      throw new DeliveryError(
        `twilio ${response.status}${code}: ${answer.message ?? response.statusText}`,
        !isTransient,
      );
    },
    close: () => {},
  };
}

/** The providers the configuration names; the outbox needs none. */
export function messageTransports(config: Config['messaging']): MessageTransports {
  return {
    ...(config.email.kind === 'smtp' ? { email: smtpTransport(config.email) } : {}),
    ...(config.sms.kind === 'twilio' ? { sms: twilioTransport(config.sms) } : {}),
  };
}

/** Closes the providers' connections (the SMTP pool), when the worker stops. */
export function closeMessageTransports(transports: MessageTransports): void {
  for (const transport of Object.values(transports)) transport.close();
}
