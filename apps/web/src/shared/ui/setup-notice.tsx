import { buttonVariants } from '@platform/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * What a money form shows instead of itself until the member has set up what it needs (a payment
 * password, a bank account): what is missing, and a way to the member centre's account page.
 */
export function SetupNotice({ message, action }: { message: string; action: string }): ReactNode {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line px-5 py-6">
      <p className="text-sm">{message}</p>
      <Link
        to="/member"
        search={{ page: 'securityCenter' }}
        className={buttonVariants({ variant: 'secondary' })}
      >
        {action}
      </Link>
    </div>
  );
}
