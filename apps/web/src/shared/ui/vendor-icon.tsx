import type { Vendor } from '@platform/contracts/games/categories';
import { cn } from '@platform/ui/cn.ts';
import { type ReactNode, useState } from 'react';
import { useImageUrl } from './image-url.ts';

const boxClass = 'size-10 shrink-0 rounded-xl';

/** A vendor's small icon from the brand's image CDN; its initial on a tile if the icon cannot load. */
export function VendorIcon({ vendor, className }: { vendor: Vendor; className?: string }): ReactNode {
  const resolveImage = useImageUrl();
  const [hasFailed, setHasFailed] = useState(false);

  if (!resolveImage || hasFailed) {
    return (
      <span
        aria-hidden="true"
        className={cn(
          boxClass,
          'grid place-items-center bg-surface-3 text-sm font-bold text-accent-text',
          className,
        )}
      >
        {vendor.displayName.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={resolveImage(vendor.smallIcon)}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setHasFailed(true)}
      className={cn(boxClass, 'bg-surface-3 object-cover', className)}
    />
  );
}
