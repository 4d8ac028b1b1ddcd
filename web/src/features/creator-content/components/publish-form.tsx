import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZPublishDeliverable } from '@schemas/content';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { usePublishDeliverable } from '../api/publish-deliverable';
import styles from './creator-content.module.css';
import { platformLabel } from '@/lib/format';

const POST_URL_EXAMPLES: Record<string, string> = {
  instagram: 'https://www.instagram.com/p/…',
  tiktok: 'https://www.tiktok.com/@you/video/…',
  youtube: 'https://youtu.be/…',
  twitter: 'https://x.com/you/status/…',
  twitch: 'https://www.twitch.tv/videos/…',
  pinterest: 'https://www.pinterest.com/pin/…',
};

/** Approved content goes live: the creator records the post's link, which marks the deliverable published. */
export const PublishForm = ({
  deliverableId,
  platform,
  currentUrl,
}: {
  deliverableId: string;
  platform: string;
  currentUrl?: string | null;
}) => {
  const correcting = Boolean(currentUrl);
  const form = useForm({ resolver: zodResolver(ZPublishDeliverable), defaultValues: { post_url: currentUrl ?? '' } });
  const publish = usePublishDeliverable(deliverableId, correcting);
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);

  const submit = form.handleSubmit(async (values) => {
    try {
      await publish.mutateAsync(values);
      showSnackbar({
        variant: 'success',
        message: correcting ? 'Link corrected.' : 'Marked as published. Thanks for posting!',
      });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['post_url'] });
    }
  });

  return (
    <Card
      title={correcting ? 'Link to the live post' : 'Posted it?'}
      description={
        correcting
          ? `Wrong link? Fix it until the brand confirms the post.`
          : `The brand approved your content. Paste the link to your live ${platformLabel(platform)} post.`
      }
    >
      <form className={styles.stack} onSubmit={submit} noValidate>
        <TextField
          label="Link to the live post"
          type="url"
          inputMode="url"
          placeholder={POST_URL_EXAMPLES[platform] ?? 'https://…'}
          {...field('post_url')}
        />
        <FormError message={errors.root?.server?.message} />
        <Button htmlType="submit" loading={isSubmitting}>
          {correcting ? 'Save the corrected link' : 'Mark as published'}
        </Button>
      </form>
    </Card>
  );
};
