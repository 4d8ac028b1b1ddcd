import { useState } from 'react';
import layout from '@/components/styles/layout.module.css';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/query-error';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useDeadLetters, useResendDeadLetter, type DeadLetterState } from '../api/staff-operations';
import styles from './staff.module.css';
import { formatDateTime } from '@/lib/format';

/** Queue messages that failed every retry: their error and body, and a Re-send that puts one back on the queue once. */
export const DeadLettersCard = () => {
  const [state, setState] = useState<DeadLetterState>('open');
  const letters = useDeadLetters(state);
  const resend = useResendDeadLetter();
  const run = (id: string) =>
    resend.mutate(id, {
      onSuccess: (r) => showSnackbar({ message: r.detail }),
      onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
    });

  return (
    <Card
      title="Dead letters"
      description="Messages the queue gave up on after their last retry. Fix the cause, then send them again; a message is only ever applied once."
    >
      <SelectField
        className={layout.narrow}
        label="Show"
        value={state}
        onChange={(e) => setState(e.target.value as DeadLetterState)}
      >
        <option value="open">Not re-sent{letters.data ? ` (${letters.data.open})` : ''}</option>
        <option value="resent">Re-sent</option>
      </SelectField>
      {letters.isPending ? (
        <Skeleton height={80} />
      ) : letters.isError ? (
        <QueryError query={letters} />
      ) : letters.data.results.length === 0 ? (
        <p className={layout.muted}>
          {state === 'open'
            ? 'No dead letters: every message was delivered or is still being retried.'
            : 'No message has been re-sent yet.'}
        </p>
      ) : (
        <ul className={layout.listDivided} aria-label="Dead letters">
          {letters.data.results.map((d) => (
            <li key={d.id} className={layout.stackSm} aria-label={`Dead letter ${d.message_id}`}>
              <div className={layout.spread}>
                <div>
                  <p className={layout.strong}>{d.queue}</p>
                  <p className={layout.muted}>
                    {formatDateTime(d.created_at)} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
                    {d.resent_at ? ` · re-sent ${formatDateTime(d.resent_at)}` : ''}
                  </p>
                </div>
                {!d.resent_at && (
                  <Button
                    size="small"
                    loading={resend.isPending && resend.variables === d.id}
                    onClick={() => run(d.id)}
                  >
                    Re-send
                  </Button>
                )}
              </div>
              <p className={`${layout.code} ${styles.errorText}`}>{d.error}</p>
              <details>
                <summary className={layout.muted}>Message</summary>
                <pre className={layout.code}>{JSON.stringify(d.body, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
