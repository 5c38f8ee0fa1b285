import { captchaImage } from '@platform/contracts/captcha/routes';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { RefreshCw } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { callApi } from '../../../shared/api/call-api.ts';

/** The spec's refresh throttle: one new image a second (the server holds to it too). */
const REFRESH_MS = 1_000;

type CaptchaFieldProps = {
  /** The field's error in the visitor's language. */
  error?: string | undefined;
};

/** The image captcha: its picture from the server (the answer stays bound to this browser), a refresh and the input. */
export function CaptchaField({ error }: CaptchaFieldProps): ReactNode {
  const { t } = useTranslation('auth');
  const id = useId();
  const [image, setImage] = useState<string>();
  const [hasFailed, setHasFailed] = useState(false);
  const [isCoolingDown, setIsCoolingDown] = useState(true);
  const isMounted = useRef(true);

  const load = useCallback(async () => {
    setIsCoolingDown(true);
    setHasFailed(false);
    window.setTimeout(() => isMounted.current && setIsCoolingDown(false), REFRESH_MS);
    try {
      const next = await callApi(captchaImage).catch(async (failure: unknown) => {
        // An attempt just after the last image can meet the server's own one-second limit: wait it out once.
        if (!isApiError(failure) || failure.code !== 'rate.limited') throw failure;
        await new Promise((resolve) => window.setTimeout(resolve, (failure.retryAfterSeconds ?? 1) * 1000));
        return callApi(captchaImage);
      });
      if (isMounted.current) setImage(next);
    } catch {
      if (isMounted.current) setHasFailed(true);
    }
  }, []);

  useEffect(() => {
    isMounted.current = true;
    void load();
    return () => {
      isMounted.current = false;
    };
  }, [load]);

  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <span aria-hidden="true" className="me-1 text-danger">
          *
        </span>
        {t('captcha.label')}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name="captcha"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={16}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none placeholder:text-ink-muted focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 aria-invalid:border-danger sm:text-sm"
        />
        <div className="grid h-11 w-[132px] shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-[#f4f1ea]">
          {image ? (
            <img src={image} alt={t('captcha.image')} width={132} height={44} className="h-11 w-[132px]" />
          ) : hasFailed ? (
            <span className="px-2 text-center text-xs text-danger-text">{t('captcha.loadFailed')}</span>
          ) : (
            <Skeleton className="h-11 w-[132px] rounded-none" />
          )}
        </div>
        <button
          type="button"
          onClick={() => void load()}
          disabled={isCoolingDown}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          className="grid size-11 shrink-0 place-items-center rounded-xl border border-line text-ink-muted hover:text-ink disabled:opacity-50"
        >
          <RefreshCw aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
