import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemQueries } from '../../../shared/api/system-queries.ts';
import { toast } from '../../../shared/ui/toast.tsx';
import { onlineServiceQuery } from '../api/online-service-query.ts';
import { popupFeatures } from '../model/popup-features.ts';
import { isAllowedServiceUrl } from '../model/service-url.ts';

const WINDOW_NAME = 'online-service';

/** The service page must not reach back into the site's window (reverse tabnabbing). */
function cutOpener(popup: Window): void {
  try {
    popup.opener = null;
  } catch {
    // The named window was already open on the service's origin, and was cut off when first opened.
  }
}

export type CustomerService = {
  /** The spec's two services: the VIP service for brands that flag it, else the lottery service. */
  kind: 'vip' | 'lottery';
  open: () => void;
  isOpening: boolean;
};

/**
 * Customer service as the header, side bar and menu offer it. Opening asks the server for the
 * online-service address (the VIP service uses the brand's own address when it has one) and opens
 * it in a popup only if the brand's allow-list accepts it; anything else is explained in a toast.
 */
export function useCustomerService(): CustomerService {
  const { t } = useTranslation('layout');
  const queryClient = useQueryClient();
  const { data: status } = useQuery(systemQueries.status());
  const [isOpening, setIsOpening] = useState(false);
  const service = status?.customerService;
  const kind = service?.isVipService ? 'vip' : 'lottery';

  const resolveUrl = async (): Promise<string | null> => {
    if (kind === 'vip' && service?.url) return service.url;
    return queryClient.fetchQuery(onlineServiceQuery);
  };

  const open = async () => {
    setIsOpening(true);
    try {
      const url = await resolveUrl();
      if (url === null || !isAllowedServiceUrl(url, service?.allowedHosts ?? [])) {
        toast.error(t('service.refused'));
        return;
      }
      const popup = window.open(
        url,
        WINDOW_NAME,
        popupFeatures({
          x: window.screenX,
          y: window.screenY,
          width: window.outerWidth,
          height: window.outerHeight,
        }),
      );
      if (!popup) {
        toast.error(t('service.blocked'));
        return;
      }
      cutOpener(popup);
    } catch {
      toast.error(t('service.unavailable'));
    } finally {
      setIsOpening(false);
    }
  };

  return { kind, open: () => void open(), isOpening };
}
