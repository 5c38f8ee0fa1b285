import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { systemQueries } from '../../shared/api/system-queries.ts';
import { applyBrandAccent } from './brand-accent.ts';

/** Paints the site in the brand's accent colour as soon as the server has said which brand this is. */
export function BrandAccentSync(): null {
  const { data: accent } = useQuery({
    ...systemQueries.status(),
    select: (status) => status.merchant.theme.accent,
  });

  useEffect(() => {
    if (accent) applyBrandAccent(accent);
  }, [accent]);

  return null;
}
