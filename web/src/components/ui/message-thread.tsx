import { useState, type FormEvent } from 'react';
import { Button } from './button';
import styles from './message-thread.module.css';
import { TextAreaField } from './text-area-field';
import { formatRelative } from '@/lib/format';

type ThreadMessage = { id: string; body: string; author: string; created_at: string; mine: boolean };

type Props = {
  label: string;
  messages: ThreadMessage[];
  emptyText: string;
  composeLabel: string;
  sending: boolean;
  error?: string;
  /** Sends the text; call `done` on success to clear the box. */
  onSend: (body: string, done: () => void) => void;
};

/** A short two-party thread (oldest first) with a box to write the next message. */
export const MessageThread = ({ label, messages, emptyText, composeLabel, sending, error, onSend }: Props) => {
  const [draft, setDraft] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) onSend(draft.trim(), () => setDraft(''));
  };
  return (
    <div>
      {messages.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ol className={styles.thread} aria-label={label}>
          {messages.map((m) => (
            <li key={m.id} className={`${styles.message} ${m.mine ? styles.mine : ''}`}>
              <p>{m.body}</p>
              <span className={styles.meta}>
                {m.author} · {formatRelative(m.created_at)}
              </span>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.compose} onSubmit={submit}>
        <TextAreaField
          label={composeLabel}
          value={draft}
          maxLength={4000}
          rows={3}
          error={error}
          onChange={(e) => setDraft(e.target.value)}
        />
        <div>
          <Button htmlType="submit" size="small" loading={sending} disabled={!draft.trim()}>
            Send
          </Button>
        </div>
      </form>
    </div>
  );
};
