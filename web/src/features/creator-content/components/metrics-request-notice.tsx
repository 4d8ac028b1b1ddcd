import type { TCreatorPostMetrics } from '@schemas/metrics';
import { MegaphoneIcon } from '@/components/ui/icons';
import styles from './creator-content.module.css';
import { formatDate } from '@/lib/format';

type Request = NonNullable<TCreatorPostMetrics['open_request']>;

/** The brand's open request for this post's figures, with its message: what the creator came here to answer. */
export const MetricsRequestNotice = ({ request, brandName }: { request: Request; brandName: string }) => (
  <div className={styles.request} role="note" aria-labelledby="metrics-request-title">
    <MegaphoneIcon size={22} />
    <div className={styles.stack}>
      <p id="metrics-request-title" className={styles.requestTitle}>
        {brandName} asked for this post’s figures on {formatDate(request.created_at)}
      </p>
      {request.message ? (
        <blockquote className={styles.requestMessage}>{request.message}</blockquote>
      ) : (
        <p className={styles.muted}>Copy today’s figures from the post’s insights below.</p>
      )}
    </div>
  </div>
);
