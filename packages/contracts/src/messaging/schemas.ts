import { z } from 'zod';

export const ZOutboxQuery = z.object({
  merchant: z.string().min(2).max(32).describe('Brand code'),
  channel: z.enum(['sms', 'email']).optional(),
  recipient: z.string().max(254).optional().describe('Mobile number or email address, exactly as sent to'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZOutboxValue = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      merchantCode: z.string(),
      channel: z.enum(['sms', 'email']),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      purpose: z.string(),
      createdAt: z.iso.datetime(),
      status: z
        .enum(['pending', 'sending', 'sent', 'failed', 'recorded'])
        .describe(
          'pending: waits for its next attempt; sending: a worker has it; sent: the provider took it; failed: lastError says why; recorded: kept here only, no provider delivers its channel',
        ),
      attempts: z.number().int().describe('Sends tried so far'),
      lastError: z.string().nullable().describe("The provider's answer to the last failed attempt"),
      sentAt: z.iso.datetime().nullable(),
    }),
  ),
});
