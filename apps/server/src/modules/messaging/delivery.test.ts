import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { registeredMember } from '../../test/member.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { deliverDueMessages, MAX_ATTEMPTS } from './delivery.ts';
import { sendMessage } from './service.ts';
import {
  closeMessageTransports,
  internationalNumber,
  type MessageTransports,
  messageTransports,
} from './transports.ts';

const SMTP_USER = 'mailer';
// A password with characters a URL must escape, as real ones have.
const SMTP_PASSWORD = 'p@ss w/rd:1';
const ACCOUNT_SID = `AC${'1'.repeat(32)}`;
const AUTH_TOKEN = 'twilio-auth-token-0123456789';

type ReceivedMail = { envelopeTo: string[]; raw: string };

/**
 * A local mail server speaking STARTTLS with a certificate made for the test and password AUTH, as a
 * provider's relay does. Recipients named busy@ get a transient 451, gone@ a permanent 550.
 */
function startSmtpServer(certificate: { key: string; cert: string }) {
  const received: ReceivedMail[] = [];
  const logins: { username: string | undefined; password: string | null | undefined; secure: boolean }[] = [];
  const server = new SMTPServer({
    ...certificate,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, session, callback) {
      logins.push({ username: auth.username, password: auth.password, secure: session.secure });
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: SMTP_USER });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      const [local] = address.address.split('@');
      if (local === 'busy')
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      else if (local === 'gone') callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map(({ address }) => address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.on('error', () => {});
  return new Promise<{
    port: number;
    received: ReceivedMail[];
    logins: typeof logins;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, logins, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

type TwilioRequest = {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for Twilio's Messages API answering as it does: 201 with the message, or an error
 * object with Twilio's code. A number ending in 0400 is refused (21211, invalid To), one ending in
 * 0503 fails once with 503, and one ending in 0429 is throttled every time.
 */
async function startFakeTwilio(delayMs = 0) {
  const requests: TwilioRequest[] = [];
  const failedOnce = new Set<string>();
  const server: Server = createServer(async (request, response) => {
    const form = new URLSearchParams(await bodyOf(request));
    requests.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      form,
    });
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    const to = form.get('To') ?? '';
    const answer = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url !== `/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json` || request.method !== 'POST')
      return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (
      request.headers.authorization !==
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`
    )
      return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (to.endsWith('0400'))
      return answer(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    if (to.endsWith('0429')) return answer(429, { code: 20429, message: 'Too Many Requests', status: 429 });
    if (to.endsWith('0503') && !failedOnce.has(to)) {
      failedOnce.add(to);
      return answer(503, { code: 20500, message: 'Service Unavailable', status: 503 });
    }
    answer(201, {
      sid: `SM${String(requests.length).padStart(32, '0')}`,
      to,
      from: form.get('From'),
      body: form.get('Body'),
      status: 'queued',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let demo: Merchant;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let twilio: Awaited<ReturnType<typeof startFakeTwilio>>;
let transports: MessageTransports;
let certificateDir: string;

/** The installation's providers, configured from the environment as a deployment's are. */
function configuredTransports(twilioUrl: string): MessageTransports {
  const config = loadConfig({
    SMTP_URL: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASSWORD)}@localhost:${smtp.port}`,
    SMTP_TLS_CA_FILE: join(certificateDir, 'cert.pem'),
    SMTP_FROM: 'no-reply@lucky-lotus.example',
    TWILIO_API_URL: twilioUrl,
    TWILIO_ACCOUNT_SID: ACCOUNT_SID,
    TWILIO_AUTH_TOKEN: AUTH_TOKEN,
    TWILIO_FROM: '+15005550006',
    SMS_COUNTRY_CODE: '886',
  });
  return messageTransports(config.messaging);
}

beforeAll(async () => {
  certificateDir = mkdtempSync(join(tmpdir(), 'smtp-cert-'));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost']
      .concat(['-addext', 'subjectAltName=DNS:localhost'])
      .concat(['-keyout', join(certificateDir, 'key.pem'), '-out', join(certificateDir, 'cert.pem')]),
    { stdio: 'ignore' },
  );
  smtp = await startSmtpServer({
    key: readFileSync(join(certificateDir, 'key.pem'), 'utf8'),
    cert: readFileSync(join(certificateDir, 'cert.pem'), 'utf8'),
  });
  twilio = await startFakeTwilio();
  transports = configuredTransports(twilio.url);
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
});
afterAll(async () => {
  closeMessageTransports(transports ?? {});
  await server?.close();
  await smtp?.close();
  await twilio?.close();
  if (certificateDir) rmSync(certificateDir, { recursive: true, force: true });
});

function outboxRow(recipient: string) {
  return server.database.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Runs the job at each retry time of the message until it is no longer waiting. */
async function retryUntilSettled(recipient: string) {
  for (let run = 0; run < MAX_ATTEMPTS; run += 1) {
    const row = await outboxRow(recipient);
    if (row.status !== 'pending' || row.next_attempt_at === null) return row;
    await deliverDueMessages(server.database.db, transports, row.next_attempt_at);
  }
  return outboxRow(recipient);
}

async function queue(channel: 'sms' | 'email', recipient: string, body = 'hello') {
  await sendMessage(server.database.db, demo, {
    channel,
    recipient,
    subject: channel === 'email' ? 'Subject' : null,
    body,
    purpose: 'test',
  });
}

describe('email over SMTP', () => {
  it("delivers a member's reset email in the member's language, over STARTTLS with the account's login", async () => {
    await registeredMember(server, 'mailvi01', 'demo', { email: 'Mai.Nguyen@example.com' });
    const forgot = await server.request('/wps/member/password/email', {
      method: 'POST',
      headers: { Merchant: 'demo', Language: 'VI', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'mailvi01', email: 'mai.nguyen@example.com' }).toString(),
    });
    expect(forgot.status).toBe(200);
    // Written and answered: nothing has left before the job runs.
    expect(await outboxRow('mai.nguyen@example.com')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(smtp.received).toHaveLength(0);

    const report = await deliverDueMessages(server.database.db, transports);
    expect(report).toMatchObject({ sent: 1, failed: 0, retrying: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.logins.at(-1)).toEqual({ username: SMTP_USER, password: SMTP_PASSWORD, secure: true });
    const [delivered] = smtp.received;
    expect(delivered?.envelopeTo).toEqual(['mai.nguyen@example.com']);
    const mail = await simpleParser(delivered?.raw ?? '');
    expect(mail.from?.value).toEqual([{ name: 'Lucky Lotus', address: 'no-reply@lucky-lotus.example' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'mai.nguyen@example.com' }] });
    expect(mail.subject).toBe('Lucky Lotus: đặt lại mật khẩu');
    expect(mail.text).toContain('Có người yêu cầu đặt lại mật khẩu tài khoản Lucky Lotus của bạn.');
    expect(mail.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);

    const row = await outboxRow('mai.nguyen@example.com');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, transport: 'smtp', last_error: null });
    expect(row.provider_message_id).toBe(mail.messageId);
    // Sent once: a later run finds nothing due.
    expect(await deliverDueMessages(server.database.db, transports)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a mailbox the server answers 451 for with backoff, and fails a 550 at once', async () => {
    await queue('email', 'busy@example.com');
    await queue('email', 'gone@example.com');
    const start = new Date();
    expect(await deliverDueMessages(server.database.db, transports, start)).toMatchObject({
      sent: 0,
      retrying: 1,
      failed: 1,
    });
    const busy = await outboxRow('busy@example.com');
    expect(busy).toMatchObject({ status: 'pending', attempts: 1 });
    expect(busy.last_error).toContain('451');
    expect(busy.next_attempt_at?.getTime()).toBe(start.getTime() + 30_000);
    const gone = await outboxRow('gone@example.com');
    expect(gone).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: null });
    expect(gone.last_error).toContain('550');
    // Not due before its time; the wait doubles with each failed attempt.
    expect(
      await deliverDueMessages(server.database.db, transports, new Date(start.getTime() + 29_000)),
    ).toMatchObject({
      retrying: 0,
    });
    const second = new Date(start.getTime() + 31_000);
    expect(await deliverDueMessages(server.database.db, transports, second)).toMatchObject({ retrying: 1 });
    expect((await outboxRow('busy@example.com')).next_attempt_at?.getTime()).toBe(second.getTime() + 60_000);
    // Its last attempt fails it for good.
    expect(await retryUntilSettled('busy@example.com')).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
    });
    expect(smtp.received.map(({ envelopeTo }) => envelopeTo)).not.toContainEqual(['busy@example.com']);
  });
});

describe('SMS over the Twilio Messages API', () => {
  it('posts the form with the account’s basic auth and the number in international form', async () => {
    await queue('sms', '0911000001', 'Lucky Lotus: mã xác minh 123456');
    expect(await deliverDueMessages(server.database.db, transports)).toMatchObject({ sent: 1 });
    const request = twilio.requests.at(-1);
    expect(request?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      To: '+886911000001',
      From: '+15005550006',
      Body: 'Lucky Lotus: mã xác minh 123456',
    });
    const row = await outboxRow('0911000001');
    expect(row).toMatchObject({ status: 'sent', transport: 'twilio', attempts: 1 });
    expect(row.provider_message_id).toMatch(/^SM\d{32}$/);
  });

  it('fails a number Twilio refuses at once, retries a 503 until it passes, and a 429 until its attempts run out', async () => {
    await queue('sms', '0911000400');
    await queue('sms', '0911000503');
    await queue('sms', '0911000429');
    expect(await deliverDueMessages(server.database.db, transports)).toMatchObject({
      sent: 0,
      failed: 1,
      retrying: 2,
    });
    expect(await outboxRow('0911000400')).toMatchObject({
      status: 'failed',
      last_error: "twilio 400 21211: The 'To' number +886911000400 is not a valid phone number.",
    });
    expect(await outboxRow('0911000503')).toMatchObject({
      status: 'pending',
      last_error: 'twilio 503 20500: Service Unavailable',
    });
    expect(await deliverDueMessages(server.database.db, transports, later(31))).toMatchObject({
      sent: 1,
      retrying: 1,
    });
    expect(await outboxRow('0911000503')).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(await retryUntilSettled('0911000429')).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
  });

  it('fails every message at once when the account is refused, and never writes the credential down', async () => {
    const wrong = messageTransports(
      loadConfig({
        SMTP_URL: `smtp://${SMTP_USER}:not-the-password@localhost:${smtp.port}`,
        SMTP_TLS_CA_FILE: join(certificateDir, 'cert.pem'),
        SMTP_FROM: 'no-reply@lucky-lotus.example',
        TWILIO_API_URL: twilio.url,
        TWILIO_ACCOUNT_SID: ACCOUNT_SID,
        TWILIO_AUTH_TOKEN: 'not-the-token',
        TWILIO_FROM: '+15005550006',
      }).messaging,
    );
    try {
      await queue('sms', '+639170000001');
      await queue('email', 'refused@example.com');
      expect(await deliverDueMessages(server.database.db, wrong)).toMatchObject({ failed: 2, retrying: 0 });
      expect(await outboxRow('+639170000001')).toMatchObject({
        status: 'failed',
        last_error: 'twilio 401 20003: Authenticate',
      });
      const email = await outboxRow('refused@example.com');
      expect(email.status).toBe('failed');
      expect(email.last_error).toContain('535');
      expect(email.last_error).not.toContain('not-the-password');
    } finally {
      closeMessageTransports(wrong);
    }
  });

  it('makes national numbers international with the country code, and refuses them without one', () => {
    expect(internationalNumber('0912 345 678', '886')).toBe('+886912345678');
    expect(internationalNumber('9171234567', '63')).toBe('+639171234567');
    expect(internationalNumber('+639171234567', '886')).toBe('+639171234567');
    expect(internationalNumber('00639171234567', undefined)).toBe('+639171234567');
    expect(() => internationalNumber('0912345678', undefined)).toThrow('SMS_COUNTRY_CODE');
  });
});

describe('delivery', () => {
  it('sends each message once when two workers run at the same time', async () => {
    const { db } = server.database;
    const slow = await startFakeTwilio(30);
    const slowTransports = configuredTransports(slow.url);
    try {
      const recipients = Array.from({ length: 30 }, (_, index) => `0922${String(index).padStart(6, '0')}`);
      for (const recipient of recipients) await queue('sms', recipient, `once ${recipient}`);
      // Another session holds one due row while both workers start, so that both pick their rows
      // before either has claimed any: a claim that did not skip or re-check rows would take them twice.
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let markLocked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        markLocked = resolve;
      });
      const holder = db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('outbox_messages')
          .select('id')
          .where('recipient', '=', recipients[0] ?? '')
          .forUpdate()
          .execute();
        markLocked();
        await gate;
      });
      await isLocked;
      const workers = Promise.all([
        deliverDueMessages(db, slowTransports),
        deliverDueMessages(db, slowTransports),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await holder;
      const reports = await workers;
      const rest = await deliverDueMessages(db, slowTransports);
      expect(reports.concat(rest).reduce((sum, { sent }) => sum + sent, 0)).toBe(30);
      const bodies = slow.requests.map(({ form }) => form.get('Body'));
      expect(bodies).toHaveLength(30);
      expect(new Set(bodies).size).toBe(30);
      const rows = await db
        .selectFrom('outbox_messages')
        .select(['status', 'attempts'])
        .where('recipient', 'in', recipients)
        .execute();
      expect(rows).toEqual(recipients.map(() => ({ status: 'sent', attempts: 1 })));
    } finally {
      closeMessageTransports(slowTransports);
      await slow.close();
    }
  });

  it('fails a claim whose worker stopped mid-send instead of sending it again, and a message past its window', async () => {
    const { db } = server.database;
    await queue('sms', '0933000001');
    await queue('sms', '0933000002');
    // A worker claimed the first and stopped; the second waited past the 30 minutes its code lasts.
    await db
      .updateTable('outbox_messages')
      .set({ status: 'sending', attempts: 1, claimed_until: later(60) })
      .where('recipient', '=', '0933000001')
      .execute();
    // created_at is the database's own; only a test moves it back.
    await sql`UPDATE outbox_messages SET created_at = ${later(-31 * 60)} WHERE recipient = '0933000002'`.execute(
      db,
    );
    const sentBefore = twilio.requests.length;
    expect(await deliverDueMessages(db, transports)).toMatchObject({ sent: 0, failed: 1 });
    expect(await outboxRow('0933000001')).toMatchObject({ status: 'sending' });
    expect(await deliverDueMessages(db, transports, later(61))).toMatchObject({ sent: 0, failed: 1 });
    expect((await outboxRow('0933000001')).last_error).toMatch(/interrupted while sending/);
    expect((await outboxRow('0933000002')).last_error).toBe('expired before it could be delivered');
    expect(twilio.requests.length).toBe(sentBefore);
  });

  it('keeps the messages of a channel without a provider in the outbox, and those of a brand pinned to it', async () => {
    const { db } = server.database;
    await queue('email', 'kept@example.com');
    expect(await deliverDueMessages(db, { sms: transports.sms })).toMatchObject({ recorded: 1, sent: 0 });
    expect(await outboxRow('kept@example.com')).toMatchObject({ status: 'recorded', attempts: 0 });
    await db
      .insertInto('message_channels')
      .values({ merchant_id: demo.id, channel: 'sms', provider: 'outbox' })
      .execute();
    try {
      await queue('sms', '0944000001');
      expect(await outboxRow('0944000001')).toMatchObject({ status: 'recorded' });
      expect(await deliverDueMessages(db, transports)).toMatchObject({ sent: 0 });
    } finally {
      await db.deleteFrom('message_channels').where('merchant_id', '=', demo.id).execute();
    }
  });
});
