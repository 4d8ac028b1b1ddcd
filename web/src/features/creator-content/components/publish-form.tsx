import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZPublishDeliverable } from '@schemas/content';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { usePublishDeliverable } from '../api/publish-deliverable';
import styles from './creator-content.module.css';

/** Approved content goes live: the creator records the post's link, which marks the deliverable published. */
export const PublishForm = ({ deliverableId }: { deliverableId: string }) => {
  const form = useForm({ resolver: zodResolver(ZPublishDeliverable), defaultValues: { post_url: '' } });
  const publish = usePublishDeliverable(deliverableId);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await publish.mutateAsync(values);
      showSnackbar({ variant: 'success', message: 'Marked as published. Thanks for posting!' });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['post_url'] });
    }
  });

  return (
    <Card title="Posted it?" description="The brand approved your content. Paste the link to the live post.">
      <form className={styles.stack} onSubmit={submit} noValidate>
        <TextField label="Link to the live post" type="url" inputMode="url" placeholder="https://www.instagram.com/p/…" error={errors.post_url?.message} {...form.register('post_url')} />
        <FormError message={errors.root?.server?.message} />
        <Button htmlType="submit" loading={isSubmitting}>
          Mark as published
        </Button>
      </form>
    </Card>
  );
};
