import { useId, useState } from 'react';
import { SUPPORT_TOPIC_LABELS, SUPPORT_TOPICS, ZNewSupportRequest, type TSupportTopic } from '@schemas/support';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField } from '@/components/ui/text-area-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
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
  const [values, setValues] = useState({ topic: topics[0] ?? 'general', subject: '', message: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const uploading = upload.state.status === 'uploading';
  const submit = () => {
    const parsed = ZNewSupportRequest.safeParse({
      ...values,
      attachment_upload_id: upload.state.status === 'done' ? upload.state.upload.id : null,
    });
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    create.mutate(parsed.data, {
      onSuccess: () => {
        setValues({ ...values, subject: '', message: '' });
        upload.forget();
        showSnackbar({ message: 'Thanks — your request is with our team. We will answer by e-mail and here.' });
      },
      onError: (e) =>
        setErrors(
          isApiError(e) && e.fields
            ? Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, v[0]]))
            : { root: errorMessage(e) },
        ),
    });
  };
  const set = (k: 'subject' | 'message') => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues({ ...values, [k]: e.target.value });
    setErrors({ ...errors, [k]: undefined, root: undefined });
  };
  return (
    <Card title="Ask for help" description="Tell us what happened; add a screenshot if it helps.">
      <form
        className={layout.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <SelectField
          label="Topic"
          value={values.topic}
          onChange={(e) => setValues({ ...values, topic: e.target.value as TSupportTopic })}
        >
          {topics.map((t) => (
            <option key={t} value={t}>
              {SUPPORT_TOPIC_LABELS[t]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Subject"
          value={values.subject}
          error={errors.subject}
          maxLength={140}
          onChange={set('subject')}
        />
        <TextAreaField
          label="Message"
          value={values.message}
          error={errors.message}
          maxLength={5000}
          rows={5}
          onChange={set('message')}
        />
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
        {errors.root && (
          <p role="alert" style={{ margin: 0, color: 'var(--color-danger-700)' }}>
            {errors.root}
          </p>
        )}
        <div>
          <Button htmlType="submit" loading={create.isPending} disabled={uploading}>
            Send to support
          </Button>
        </div>
      </form>
    </Card>
  );
};
