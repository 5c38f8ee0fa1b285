import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the form's proof-of-work widget has solved its challenge (it starts when the form gets
 * focus), so that a submit carries the check rather than meeting "please complete verification first".
 */
export async function humanCheckDone(form: Locator): Promise<void> {
  await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'verified', {
    timeout: 15_000,
  });
}

/** The age and terms declaration: the widget has a checkbox of its own. */
export function ageCheckbox(form: Locator): Locator {
  return form.getByRole('checkbox', { name: /I am at least/ });
}
