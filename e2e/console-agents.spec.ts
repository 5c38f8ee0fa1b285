import { expect, test } from '@playwright/test';
import { E2E_AGENT_TREE } from './fixtures/agent.ts';
import { E2E_AGENT_MANAGER } from './fixtures/operator.ts';
import { openConsoleAs } from './pages/console-login.ts';

test.describe.configure({ timeout: 60_000 });

test('an agent manager opens a top agent, finds a seeded agent in the tree, reads its contracts and settlements, re-runs one with a reason and finds it in the audit log', async ({
  page,
}) => {
  const account = `e2etop${Date.now() % 1_000_000}`;
  await openConsoleAs(page, E2E_AGENT_MANAGER, '/agents', { brand: 'demo' });
  await page.getByRole('button', { name: 'Open a top agent' }).click();
  const open = page.getByRole('dialog', { name: 'Open a top agent' });
  await open.getByLabel('Account').fill(account);
  await open.getByLabel('Reason').fill('A new partner signed with us');
  await open.getByRole('button', { name: 'Open', exact: true }).click();
  await expect(open.getByTestId('agent-initial-password')).toHaveText(/\S{8,}/);
  await open.getByRole('button', { name: 'Done' }).click();

  const tree = page.getByRole('navigation', { name: 'Agent tree' });
  const filter = page.getByLabel('Top agents whose account contains');
  await filter.fill(account);
  await filter.press('Enter');
  await expect(tree.getByRole('link', { name: account, exact: true })).toBeVisible();
  await filter.fill(E2E_AGENT_TREE.top);
  await filter.press('Enter');
  await tree.getByRole('button', { name: `Show the downline of ${E2E_AGENT_TREE.top}` }).click();
  await tree.getByRole('link', { name: E2E_AGENT_TREE.sub, exact: true }).click();

  await expect(page.getByRole('heading', { name: E2E_AGENT_TREE.sub })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Upline chain' })).toContainText(E2E_AGENT_TREE.top);
  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(page.getByText(/Contracts are read-only here/)).toBeVisible();
  const contract = page.getByRole('table', { name: 'Contracts' }).getByRole('row').nth(1);
  await expect(contract).toContainText('Daily salary');
  await expect(contract).toContainText('Established');
  await expect(contract).toContainText(E2E_AGENT_TREE.top);

  await page.getByRole('tab', { name: 'Settlements' }).click();
  const latest = page.getByRole('table', { name: 'Settlement runs' }).getByRole('row').nth(1);
  await latest.getByRole('button', { name: 'Lines' }).click();
  const line = page.getByRole('table', { name: 'Run lines' }).getByRole('row').nth(1);
  await expect(line).toContainText(E2E_AGENT_TREE.sub);
  await expect(line).toContainText('1.00');
  await expect(line).toContainText('Paid');

  await latest.getByRole('button', { name: 'Re-run' }).click();
  const rerun = page.getByRole('dialog', { name: 'Re-run a settlement' });
  await rerun.getByLabel('Reason').fill('Checking the period after a payout failure');
  await rerun.getByRole('button', { name: 'Re-run' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Re-ran .*: 0 contracts paid/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Log (brand code or platform)').fill('demo');
  await page.getByLabel('Action').fill('agent.settlement.rerun');
  await page.getByRole('button', { name: 'Apply' }).click();
  // Other specs re-run settlements too (as the admin): this one is the agent manager's, with its reason.
  const entry = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: 'agent.settlement.rerun' })
    .filter({ hasText: E2E_AGENT_MANAGER.account });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Checking the period after a payout failure');
});
