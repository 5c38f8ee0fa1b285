import {
  FEEDBACK_TYPES,
  type FeedbackType,
  feedbackWordCount,
  ZFeedbackBody,
} from '@platform/contracts/engagement/schemas';
import { Button } from '@platform/ui/button.tsx';
import { Skeleton } from '@platform/ui/skeleton.tsx';
import { TextField } from '@platform/ui/text-field.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../shared/hooks/use-field-errors.ts';
import { formatGmt8 } from '../../../shared/lib/gmt8-time.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { toast } from '../../../shared/ui/toast.tsx';
import { ENGAGEMENT, engagementQueries, submitFeedback } from '../api/engagement.ts';

const FIELDS = ['questionType', 'content', 'contact'] as const;

const fieldClass =
  'w-full rounded-xl border border-line bg-surface-0 px-3.5 text-base text-ink outline-none focus-visible:border-accent focus-visible:ring-2 focus-visible:ring-accent/40 aria-invalid:border-danger sm:text-sm';

/** The feedback and complaints form (spec sections 2, 3 and 5) and the member's earlier ones with replies. */
export function FeedbackPage(): ReactNode {
  const { t } = useTranslation('engagement');
  const { data, error, refetch } = useQuery(engagementQueries.feedback());
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton className="h-80" />;
  return (
    <div className="flex flex-col gap-8">
      <FeedbackForm minWords={data.minWords} maxWords={data.maxWords} />
      <section className="flex flex-col gap-3">
        <h3 className="text-base font-bold">{t('feedback.history')}</h3>
        {data.feedback.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('feedback.none')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {data.feedback.map((item) => (
              <li
                key={item.id}
                className="rounded-2xl border border-line p-4 text-sm"
                data-testid="feedback-item"
              >
                <p className="flex flex-wrap justify-between gap-2 text-xs text-ink-muted">
                  <span className="font-semibold text-ink">{t(`feedback.type.${item.questionType}`)}</span>
                  <span className="tabular-nums">{formatGmt8(new Date(item.createdAt))}</span>
                </p>
                <p className="mt-2 whitespace-pre-line">{item.content}</p>
                {item.reply === null ? (
                  <p className="mt-3 text-xs text-warm-text">{t('feedback.awaiting')}</p>
                ) : (
                  <div className="mt-3 rounded-xl bg-surface-2 px-3.5 py-2.5">
                    <p className="text-xs font-semibold text-success-text">{t('feedback.reply')}</p>
                    <p className="mt-1 whitespace-pre-line" data-testid="feedback-reply">
                      {item.reply}
                    </p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function FeedbackForm({ minWords, maxWords }: { minWords: number; maxWords: number }): ReactNode {
  const { t } = useTranslation('engagement');
  const id = useId();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);
  const [words, setWords] = useState(0);
  const form = useFieldErrors(FIELDS);
  const mutation = useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      toast.success(t('feedback.sent'));
      setFormKey((key) => key + 1);
      setWords(0);
      form.clear();
      void queryClient.invalidateQueries({ queryKey: ENGAGEMENT });
    },
    onError: (error) =>
      form.showFailure(error, (code) => (code === 'feedback.words.range' ? 'content' : undefined)),
  });
  const bounds = t('feedback.bounds', { min: minWords, max: maxWords });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      questionType: String(data.get('questionType')) as FeedbackType,
      content: String(data.get('content') ?? '').trim(),
      contact: String(data.get('contact') ?? '').trim(),
    };
    const count = feedbackWordCount(body.content);
    // An empty text is the schema's "required"; a text out of the brand's word bounds says the bounds.
    const isWithinBounds = body.content === '' || (count >= minWords && count <= maxWords);
    const wordsError = isWithinBounds ? {} : { content: bounds };
    if (form.check(ZFeedbackBody, body, wordsError)) mutation.mutate(body);
  };
  const contentError = form.errors.content;

  return (
    <form
      key={formKey}
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      aria-label={t('feedback.title')}
      className="flex flex-col gap-4"
    >
      <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm text-ink-muted">{t('feedback.promise')}</p>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-type`} className="text-sm font-medium">
          {t('feedback.questionType')}
        </label>
        <select id={`${id}-type`} name="questionType" className={`${fieldClass} min-h-11`}>
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-medium">
          <span aria-hidden="true" className="me-1 text-danger">
            *
          </span>
          {t('feedback.content')}
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={5}
          maxLength={4000}
          required
          aria-invalid={contentError !== undefined || undefined}
          aria-describedby={`${id}-count`}
          onChange={(event) => setWords(feedbackWordCount(event.target.value))}
          className={`${fieldClass} py-2.5`}
        />
        <p id={`${id}-count`} className="flex justify-between gap-3 text-xs text-ink-muted">
          <span className={contentError ? 'text-danger-text' : undefined}>{contentError ?? bounds}</span>
          <span className="tabular-nums">{t('feedback.words', { count: words })}</span>
        </p>
      </div>
      <TextField
        name="contact"
        label={t('feedback.contact')}
        maxLength={120}
        isRequired
        autoComplete="email"
        error={form.errors.contact}
      />
      <FormError error={form.summary(mutation.error)} />
      <Button
        type="submit"
        size="lg"
        className="self-start"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending}
      >
        {t('feedback.submit')}
      </Button>
    </form>
  );
}
