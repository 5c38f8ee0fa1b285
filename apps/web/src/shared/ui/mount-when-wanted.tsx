import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its (lazily loaded) children from the first moment they are wanted and keeps them mounted
 * afterwards, so a window's code is downloaded when it first opens, not with the page, and its
 * closing animation and focus return still run.
 */
export function MountWhenWanted({
  isWanted,
  children,
}: {
  isWanted: boolean;
  children: ReactNode;
}): ReactNode {
  const [hasBeenWanted, setHasBeenWanted] = useState(isWanted);
  if (isWanted && !hasBeenWanted) setHasBeenWanted(true);
  return hasBeenWanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
