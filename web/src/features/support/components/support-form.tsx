import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, ZNewSupportRequest, type TSupportTopic } from '@schemas/support';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextAreaField } from '@/components/ui/text-area-field';
import { ChoiceOptions, SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useFileUpload } from '@/lib/upload/use-file-upload';
import { useCreateSupportRequest, type SupportScope } from '../api/support-requests';
import styles from './support.module.css';

type Props = { scope: SupportScope; uploadScope: string; topics?: readonly TSupportTopic[] };

/** Subject, message and an optional screenshot (through the upload pipeline, with progress). */
export const SupportForm = ({ scope, uploadScope, topics = SUPPORT_TOPICS }: Props) => {
  const create = useCreateSupportRequest(scope);
  const upload = useFileUpload(uploadScope);
  const fileId = useId();
  const form = useForm({
    resolver: zodResolver(ZNewSupportRequest),
    defaultValues: { topic: topics[0] ?? 'general', subject: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const uploading = upload.state.status === 'uploading';
  const attachmentId = upload.state.status === 'done' ? upload.state.upload.id : null;
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, attachment_upload_id: attachmentId });
      form.reset({ topic: values.topic, subject: '', message: '' });
      upload.forget();
      showSnackbar({ message: 'Thanks — your request is with our team. We will answer by e-mail and here.' });
    } catch (error) {
      reportApiError(error, { setError: form.setError, fields: ['topic', 'subject', 'message'] });
    }
  });
  return (
    <Card title="Ask for help" description="Tell us what happened; add a screenshot if it helps.">
      <form className={layout.form} noValidate onSubmit={(e) => void submit(e)}>
        <SelectField label="Topic" {...field('topic')}>
          <ChoiceOptions options={topics} label={(t) => SUPPORT_TOPIC_LABELS[t]} />
        </SelectField>
        <TextField label="Subject" maxLength={140} {...field('subject')} />
        <TextAreaField label="Message" maxLength={5000} rows={5} {...field('message')} />
        <div className={styles.field}>
          <label htmlFor={fileId}>Screenshot (optional)</label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => e.target.files?.[0] && void upload.start(e.target.files[0])}
          />
          {uploading && upload.state.status === 'uploading' && (
            <span className={layout.muted} role="status">
              Uploading… {Math.round((upload.state.stats.sentBytes / Math.max(1, upload.state.stats.totalBytes)) * 100)}
              %
            </span>
          )}
          {upload.state.status === 'done' && (
            <span className={layout.muted}>Attached: {upload.state.upload.filename}</span>
          )}
          {upload.state.status === 'failed' && (
            <span role="alert" className={layout.muted}>
              {upload.state.message}
            </span>
          )}
        </div>
        <FormError message={errors.root?.server?.message} />
        <div>
          <Button htmlType="submit" loading={isSubmitting} disabled={uploading}>
            Send to support
          </Button>
        </div>
      </form>
    </Card>
  );
};
