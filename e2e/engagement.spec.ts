import { expect, test } from '@playwright/test';
import { E2E_FINANCE, E2E_OPERATOR } from './fixtures/operator.ts';
import { logInAt, logInAtHome, registeredMember } from './pages/member-login.ts';
import { staffHeaders } from './pages/staff-session.ts';

// Three members log in through the human check: on a busy machine its proof of work alone takes a while.
test.describe.configure({ timeout: 180_000 });

test('a member completes a daily login mission, sees the menu badge, claims it once and the balance grows', async ({
  page,
  baseURL,
  request,
}) => {
  const title = `Daily check-in ${Date.now().toString(36)}`;
  const finance = await staffHeaders(E2E_FINANCE);
  const created = await request.post('/ops/missions', {
    headers: finance,
    data: { merchant: 'demo', title, period: 'daily', metric: 'login', target: '1', reward: '8.00' },
  });
  expect(created.ok()).toBe(true);
  const { username, password } = await registeredMember(page, baseURL, 'ms');
  await logInAt(page, baseURL, username, password, '/member?page=rewardCenter');
  const menu = page.getByRole('navigation', { name: 'Personal center menu' });
  await expect(menu.getByRole('link', { name: /Mission activity/ })).toContainText(
    /Missions ready to claim: [1-9]/,
  );
  const mission = page.getByTestId('mission').filter({ hasText: title });
  // Registration and this login each opened a session: two logins of the one asked for.
  await expect(mission).toContainText('2 of 1');
  await mission.getByRole('button', { name: 'Claim reward' }).click();
  await expect(page.getByText('$8.00 added to your main wallet.')).toBeVisible();
  await expect(mission).toContainText('Reward claimed');
  await expect(mission.getByRole('button')).toHaveCount(0);

  // The leaderboard counts the claim, masked.
  await menu.getByRole('link', { name: /Mission activity/ }).click();
  await expect(page.getByRole('list', { name: "This week's leaderboard" })).toContainText(
    `${username.slice(0, 2)}***${username.slice(-1)}`,
  );
});

test('a member reads a platform message and the header unread count drops', async ({
  page,
  baseURL,
  request,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'msg');
  const support = await staffHeaders(E2E_OPERATOR);
  for (const [title, content] of [
    ['Welcome bonus', 'Your welcome bonus is waiting in the reward center.'],
    ['Maintenance tonight', 'The lottery pauses from 02:00 to 02:30 (GMT+8).'],
  ])
    expect(
      (
        await request.post('/ops/messages', {
          headers: support,
          data: { merchant: 'demo', memberAccount: username, title, content },
        })
      ).ok(),
    ).toBe(true);
  await logInAtHome(page, baseURL, username, password);

  const badge = page.locator('header').getByTestId('unread-count');
  const before = Number(await badge.textContent());
  expect(before).toBeGreaterThanOrEqual(2);
  await page
    .locator('header')
    .getByRole('link', { name: `Messages, ${before} unread` })
    .click();
  const message = page.getByTestId('platform-message').filter({ hasText: 'Welcome bonus' });
  await message.getByRole('button', { name: /Welcome bonus/ }).click();
  await expect(message).toContainText('Your welcome bonus is waiting in the reward center.');
  await expect(badge).toHaveText(String(before - 1));
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(badge).toHaveCount(0);
});

test('a member sends feedback within the word bounds and sees the staff reply', async ({
  page,
  baseURL,
  request,
}) => {
  const { username, password } = await registeredMember(page, baseURL, 'fb');
  await logInAt(page, baseURL, username, password, '/feedback');
  const form = page.getByRole('form', { name: 'Feedback and complaints' });
  await form.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Withdrawal' });
  // Each invalid field says what is wrong with it (the required contact left empty too) and the
  // first of them takes the focus; nothing is sent.
  const content = form.getByRole('textbox', { name: 'Content' });
  const contact = form.getByRole('textbox', { name: 'Contact (phone or email)' });
  await content.fill('Too short');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(contact).toHaveAttribute('aria-invalid', 'true');
  await expect(contact).toHaveAccessibleDescription('This field cannot be empty.');
  await expect(content).toHaveAttribute('aria-invalid', 'true');
  await expect(content).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await contact.fill('0912345678');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Between 5 and 500 words.')).toBeVisible();
  await form
    .getByRole('textbox', { name: 'Content' })
    .fill('My withdrawal from this morning has not arrived in my bank account yet.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Thank you. We will reply within 24 hours.')).toBeVisible();
  const item = page.getByTestId('feedback-item').first();
  await expect(item).toContainText('Waiting for a reply');

  const support = await staffHeaders(E2E_OPERATOR);
  const open = await request.get('/ops/feedback?merchant=demo&status=open', { headers: support });
  const { value } = (await open.json()) as {
    value: { id: string; memberAccount: string; isOverdue: boolean }[];
  };
  const mine = value.find(({ memberAccount }) => memberAccount === username.toLowerCase());
  expect(mine?.isOverdue).toBe(false);
  const replied = await request.post('/ops/feedback/reply', {
    headers: support,
    data: { merchant: 'demo', feedbackId: mine?.id, reply: 'It was paid at 11:20; please allow one hour.' },
  });
  expect(replied.ok()).toBe(true);

  await page.reload();
  await expect(page.getByTestId('feedback-reply')).toHaveText('It was paid at 11:20; please allow one hour.');
});
