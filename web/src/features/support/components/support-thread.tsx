import type { TSupportRequest } from '@schemas/support';
import { SUPPORT_TOPIC_LABELS } from '@schemas/support';
import layout from '@/components/styles/layout.module.css';
import { Card } from '@/components/ui/card';
import styles from './support.module.css';
import { enumLabel, formatDateTime } from '@/lib/format';

const STATUS_TONE: Record<TSupportRequest['status'], string> = {
  open: layout.badgeWarn!,
  answered: layout.badgeGood!,
  closed: '',
};

/** One request with its status, attachment and the answers, oldest first. Also used by the staff inbox. */
export const SupportThread = ({
  request,
  showRequester = false,
  children,
}: {
  request: TSupportRequest;
  showRequester?: boolean;
  children?: React.ReactNode;
}) => (
  <Card as="article" aria-label={request.subject}>
    <div className={styles.thread}>
      <div className={styles.head}>
        <h3 className={styles.subject}>{request.subject}</h3>
        <span className={`${layout.badge} ${STATUS_TONE[request.status]}`}>{enumLabel(request.status)}</span>
      </div>
      <p className={layout.muted}>
        {SUPPORT_TOPIC_LABELS[request.topic]} · {formatDateTime(request.created_at)}
        {showRequester &&
          ` · ${request.requester.name} <${request.requester.email}>${request.requester.brand_name ? ` · ${request.requester.brand_name}` : ''} (${request.requester.profile_of})`}
      </p>
      <p className={styles.body}>{request.message}</p>
      {request.attachment && (
        <p className={layout.muted}>
          Attachment:{' '}
          <a href={request.attachment.url} target="_blank" rel="noreferrer">
            {request.attachment.filename}
          </a>
        </p>
      )}
      {request.replies.map((r) => (
        <div key={r.id} className={styles.reply}>
          <p className={layout.muted}>
            {r.author} · {formatDateTime(r.created_at)}
          </p>
          <p className={styles.body}>{r.message}</p>
        </div>
      ))}
      {!showRequester && request.replies.length === 0 && request.status === 'open' && (
        <p className={layout.muted}>
          We usually answer within one business day. You will get the answer by e-mail and here.
        </p>
      )}
      {children}
    </div>
  </Card>
);
