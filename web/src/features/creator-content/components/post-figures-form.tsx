import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { METRIC_COUNTS, ZSubmitPostMetrics, type TMetricCount } from '@schemas/metrics';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { FORM_ROOT_ERROR, reportApiError } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useFileUpload } from '@/lib/upload/use-file-upload';
import { useSubmitPostMetrics } from '../api/submit-post-metrics';
import styles from './creator-content.module.css';
import { ScreenshotUpload } from './screenshot-upload';
import { METRIC_LABELS } from '@/lib/format';

const HINTS: Partial<Record<TMetricCount, string>> = {
  views: 'Plays, for videos',
  reach: 'Unique accounts',
  impressions: 'Times it was shown',
};

/** A blank field is a figure the platform does not show: it counts as zero. */
const toCount = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : Number(value));

type PostFiguresFormProps = { deliverableId: string; brandName: string; answersRequest: boolean };

/** Today's lifetime figures of the live post, copied from the platform's insights, with an optional screenshot. */
export const PostFiguresForm = ({ deliverableId, brandName, answersRequest }: PostFiguresFormProps) => {
  const userId = useAuthStore((state) => state.user?.id ?? 'signed-out');
  const upload = useFileUpload(`${userId}:post-metrics:${deliverableId}`);
  const form = useForm({ resolver: zodResolver(ZSubmitPostMetrics) });
  const submitMetrics = useSubmitPostMetrics(deliverableId);
  const { errors, isSubmitting } = form.formState;
  const screenshotPending = upload.state.status !== 'idle' && upload.state.status !== 'done';

  const submit = form.handleSubmit(async (values) => {
    if (METRIC_COUNTS.every((name) => values[name] === 0)) {
      form.setError(FORM_ROOT_ERROR, { message: 'Enter at least one figure from the post’s insights.' });
      return;
    }
    try {
      await submitMetrics.mutateAsync({
        ...values,
        screenshot_upload_id: upload.state.status === 'done' ? upload.state.upload.id : null,
      });
      upload.forget();
      form.reset();
      showSnackbar({
        variant: 'success',
        message: answersRequest ? `Figures sent to ${brandName}.` : 'Figures saved. The brand sees them in its report.',
      });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: [...METRIC_COUNTS, 'screenshot_upload_id'] });
    }
  });

  return (
    <form className={styles.stack} onSubmit={submit} noValidate aria-label="Post figures">
      <div className={styles.figureFields}>
        {METRIC_COUNTS.map((name) => (
          <TextField
            key={name}
            label={METRIC_LABELS[name]}
            hint={HINTS[name]}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder="0"
            error={errors[name]?.message}
            {...form.register(name, { setValueAs: toCount })}
          />
        ))}
      </div>
      <ScreenshotUpload upload={upload} error={errors.screenshot_upload_id?.message} />
      <FormError message={errors.root?.server?.message} />
      <div className={styles.actions}>
        <Button htmlType="submit" size="large" loading={isSubmitting} disabled={screenshotPending}>
          {screenshotPending
            ? 'Send once the screenshot is uploaded'
            : answersRequest
              ? `Send figures to ${brandName}`
              : 'Save figures'}
        </Button>
      </div>
    </form>
  );
};
