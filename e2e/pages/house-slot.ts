import { expect, type FrameLocator } from '@playwright/test';

/**
 * Spins the house slot open in `game` once at 2.00 from a balance of `before`: checks the stake left
 * the balance and the win came back, and answers the win and the balance after, as the page shows them.
 */
export async function spinHouseSlot(
  game: FrameLocator,
  before: number,
): Promise<{ won: number; after: string }> {
  await expect(game.locator('#balance')).toHaveText(`${before.toFixed(2)} USD`);
  await game.getByRole('textbox', { name: 'Stake' }).fill('2.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  const message = game.locator('#message');
  await expect(message).toHaveText(/You win|No win this time/);
  const won = Number(/You win ([\d.]+) USD/.exec((await message.textContent()) ?? '')?.[1] ?? 0);
  const after = (before - 2 + won).toFixed(2);
  await expect(game.locator('#balance')).toHaveText(`${after} USD`);
  return { won, after };
}
