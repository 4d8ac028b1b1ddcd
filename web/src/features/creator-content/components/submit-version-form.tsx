import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { CAPTION_MAX_LENGTH, ZCreateSubmission, type TSubmissionCreated } from '@schemas/content';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { useSubmitContent } from '../api/submit-content';
import { CaptionField } from './caption-field';
import styles from './creator-content.module.css';

const ZCaptionForm = ZCreateSubmission.pick({ caption: true });

type SubmitVersionFormProps = {
  deliverableId: string;
  uploadId: string | null;
  onSubmitted: (created: TSubmissionCreated) => void;
};

/** The caption and the submit button, which waits for the upload to finish. */
export const SubmitVersionForm = ({ deliverableId, uploadId, onSubmitted }: SubmitVersionFormProps) => {
  const form = useForm({ resolver: zodResolver(ZCaptionForm), defaultValues: { caption: '' } });
  const submitContent = useSubmitContent(deliverableId);
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const caption = form.watch('caption') ?? '';

  const submit = form.handleSubmit(async ({ caption: text }) => {
    if (!uploadId) return;
    try {
      onSubmitted(await submitContent.mutateAsync({ upload_id: uploadId, caption: text }));
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['caption'] });
    }
  });

  return (
    <Card title="Caption" description="Write it as it will appear on the post; the brand reviews it with the media.">
      <form className={styles.stack} onSubmit={submit} noValidate>
        <CaptionField
          label="Caption"
          hint="Hashtags, mentions and the #ad disclosure included."
          length={caption.length}
          maxLength={CAPTION_MAX_LENGTH}
          {...field('caption')}
        />
        <FormError message={errors.root?.server?.message} />
        <StickyActionBar label="Submit">
          <Button htmlType="submit" size="large" loading={isSubmitting} disabled={!uploadId}>
            {uploadId ? 'Submit for review' : 'Submit once the upload finishes'}
          </Button>
        </StickyActionBar>
      </form>
    </Card>
  );
};
