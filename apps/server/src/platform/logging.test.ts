import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { logRedactPaths } from './logging.ts';

describe('logRedactPaths', () => {
  it("keeps the message providers' credentials out of a logged configuration", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: { level: 'info', redact: { paths: logRedactPaths, censor: '[redacted]' }, stream },
    });
    const { messaging } = loadConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_USER: 'mailer',
      SMTP_PASSWORD: 'smtp-secret-password',
      SMTP_FROM: 'no-reply@example.com',
      TWILIO_ACCOUNT_SID: `AC${'2'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'twilio-secret-token',
      TWILIO_FROM: '+15005550006',
    });
    app.log.info({ email: messaging.email, sms: messaging.sms }, 'providers');
    app.log.info({ auth: { user: 'mailer', pass: 'smtp-secret-password' } }, 'nodemailer options');
    await app.close();
    const written = lines.join('');
    expect(written).toContain('smtp.example.com');
    expect(written).toContain('[redacted]');
    expect(written).not.toContain('smtp-secret-password');
    expect(written).not.toContain('twilio-secret-token');
  });
});
