import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { reportApiError } from '@/lib/form-errors';
import { useSendMessage } from '../api/send-message';
import styles from './messaging.module.css';

/** Enter sends, Shift+Enter starts a new line. */
export const MessageComposer = ({ matchId }: { matchId: string }) => {
  const [body, setBody] = useState('');
  const send = useSendMessage(matchId);
  const id = useId();
  const submit = () => {
    const text = body.trim();
    if (!text || send.isPending) return;
    send.mutate(text, { onSuccess: () => setBody(''), onError: (error) => reportApiError(error) });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form
      className={styles.composer}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <textarea id={id} value={body} onChange={(e) => setBody(e.target.value)} onKeyDown={onKeyDown} placeholder="Write a message…" rows={2} maxLength={5000} />
      <Button htmlType="submit" loading={send.isPending} disabled={!body.trim()}>
        Send
      </Button>
    </form>
  );
};
