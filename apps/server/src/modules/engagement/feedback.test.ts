import {
  ZEngagementSettings,
  ZFeedback,
  ZFeedbackList,
  ZStaffFeedback,
  ZStaffFeedbackList,
} from '@platform/contracts/engagement/schemas';
import { ZFailure, ZSuccess } from '@platform/contracts/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../platform/merchant.ts';
import { registeredMember } from '../../test/member.ts';
import { staffToken } from '../../test/staff-token.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { resolveMerchant } from '../system/service.ts';
import { staffFeedback } from './feedback.ts';

let server: TestServer;
let demo: Merchant;
let support: string;
beforeAll(async () => {
  server = await startTestServer();
  demo = (await resolveMerchant(server.database.db, { code: 'demo', host: '' })) as Merchant;
  support = await staffToken(server, 'feedback.support', { roles: ['support'] });
});
afterAll(() => server?.close());

const json = { 'content-type': 'application/json' };
const putFeedback = (token: string, body: Record<string, unknown>) =>
  server.request('/wps/member/feedback', {
    method: 'PUT',
    headers: { Merchant: 'demo', Authorization: token, ...json },
    body: JSON.stringify(body),
  });
const myFeedback = async (token: string) =>
  ZSuccess(ZFeedbackList).parse(
    await (
      await server.request('/wps/member/feedback', { headers: { Merchant: 'demo', Authorization: token } })
    ).json(),
  ).value;
const staff = (path: string, init: RequestInit = {}) =>
  server.request(path, { ...init, headers: { Authorization: support, ...json } });

describe('feedback and complaints', () => {
  it('takes content within the word bounds, lists it to staff, and shows the member the one reply', async () => {
    const { token } = await registeredMember(server, 'voice01');
    const sent = await putFeedback(token, {
      questionType: 'withdraw',
      content: 'My withdrawal has been pending since this morning, please check',
      contact: 'voice01@example.com',
    });
    const feedback = ZSuccess(ZFeedback).parse(await sent.json()).value;
    expect(feedback).toMatchObject({ questionType: 'withdraw', reply: null, repliedAt: null });

    const open = ZSuccess(ZStaffFeedbackList).parse(
      await (await staff('/ops/feedback?merchant=demo&status=open')).json(),
    ).value;
    expect(open.find(({ id }) => id === feedback.id)).toMatchObject({
      memberAccount: 'voice01',
      isOverdue: false,
    });
    // A day and a minute later, an unanswered feedback is flagged for staff.
    const later = new Date(Date.parse(feedback.createdAt) + 24 * 3_600_000 + 60_000);
    const overdue = await staffFeedback(server.database.db, demo, { status: 'open', limit: 200 }, later);
    expect(overdue.find(({ id }) => id === feedback.id)?.isOverdue).toBe(true);

    const reply = (text: string) =>
      staff('/ops/feedback/reply', {
        method: 'POST',
        body: JSON.stringify({ merchant: 'demo', feedbackId: feedback.id, reply: text }),
      });
    const answered = ZSuccess(ZStaffFeedback).parse(
      await (await reply('Paid at 14:05, please check.')).json(),
    ).value;
    expect(answered).toMatchObject({ reply: 'Paid at 14:05, please check.', isOverdue: false });
    const again = await reply('Another answer');
    expect(again.status).toBe(409);
    expect(ZFailure.parse(await again.json()).errorCode).toBe('feedback.replied');
    const missing = await staff('/ops/feedback/reply', {
      method: 'POST',
      body: JSON.stringify({ merchant: 'demo', feedbackId: '999999999', reply: 'x' }),
    });
    expect(ZFailure.parse(await missing.json()).errorCode).toBe('feedback.not.found');

    const mine = await myFeedback(token);
    expect(mine.feedback.map(({ id, reply: text }) => [id, text])).toEqual([
      [feedback.id, 'Paid at 14:05, please check.'],
    ]);
    const audit = await server.database.db
      .selectFrom('staff_actions')
      .select('action')
      .where('subject', '=', `feedback:${feedback.id}`)
      .execute();
    expect(audit).toEqual([{ action: 'feedback.reply' }]);
  });

  it('refuses content outside the brand bounds and bad fields, writing nothing', async () => {
    const { token } = await registeredMember(server, 'voice02');
    const settings = await staff('/ops/engagement/settings', {
      method: 'PUT',
      body: JSON.stringify({
        merchant: 'demo',
        feedbackMinWords: 3,
        feedbackMaxWords: 6,
        referralMinDeposit: '100.00',
        referralMinBets: '100.00',
        referralReward: '10.00',
      }),
    });
    expect(settings.status).toBe(403);
    const admin = await staffToken(server, 'feedback.admin', { roles: ['admin'] });
    const setBounds = (min: number, max: number) =>
      server.request('/ops/engagement/settings', {
        method: 'PUT',
        headers: { Authorization: admin, ...json },
        body: JSON.stringify({
          merchant: 'demo',
          feedbackMinWords: min,
          feedbackMaxWords: max,
          referralMinDeposit: '100.00',
          referralMinBets: '100.00',
          referralReward: '10.00',
        }),
      });
    expect(ZSuccess(ZEngagementSettings).parse(await (await setBounds(3, 6)).json()).value).toMatchObject({
      feedbackMinWords: 3,
      feedbackMaxWords: 6,
    });
    const inverted = await setBounds(7, 6);
    expect(ZFailure.parse(await inverted.json()).errorCode).toBe('engagement.settings.invalid');

    const contact = '0912345678';
    for (const content of ['too short', 'one two three four five six seven']) {
      const refused = await putFeedback(token, { questionType: 'game', content, contact });
      expect(refused.status).toBe(400);
      const failure = ZFailure.parse(await refused.json());
      expect(failure.errorCode).toBe('feedback.words.range');
      expect(failure.message).toContain('3');
    }
    // Chinese counts by character: six characters are six words.
    expect(
      (await putFeedback(token, { questionType: 'service', content: '客服回复太慢', contact })).status,
    ).toBe(200);
    for (const body of [
      { questionType: 'bonus', content: 'one two three', contact },
      { questionType: 'game', content: 'one two three', contact: '' },
      { questionType: 'game', contact },
    ])
      expect((await putFeedback(token, body)).status).toBe(400);
    const mine = await myFeedback(token);
    expect(mine).toMatchObject({ minWords: 3, maxWords: 6 });
    expect(mine.feedback.map(({ content }) => content)).toEqual(['客服回复太慢']);
    await setBounds(5, 500);
  });
});
