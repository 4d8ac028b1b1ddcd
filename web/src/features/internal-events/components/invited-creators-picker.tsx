import { useDeferredValue, useState } from 'react';
import type { TInvitableCreator } from '@schemas/internal-events';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { useInvitableCreators, useInvitedCreators } from '../api/events';
import styles from './internal-events.module.css';

type Props = { value: string[]; onChange: (ids: string[]) => void; error?: string };

const label = (c: TInvitableCreator) => [c.name, c.handle && `@${c.handle}`, c.location].filter(Boolean).join(' · ');

/** Pick the creators of an invited list: search approved creators by name or handle, add, remove. */
export const InvitedCreatorsPicker = ({ value, onChange, error }: Props) => {
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const found = useInvitableCreators(query);
  const [known, setKnown] = useState<Record<string, TInvitableCreator>>({});
  const initial = useInvitedCreators(value.filter((id) => !known[id]));
  const byId = { ...Object.fromEntries((initial.data?.results ?? []).map((c) => [c.id, c])), ...known };
  const add = (c: TInvitableCreator) => {
    setKnown((k) => ({ ...k, [c.id]: c }));
    onChange([...value, c.id]);
  };
  const results = (found.data?.results ?? []).filter((c) => !value.includes(c.id));
  return (
    <fieldset className={`${styles.picker} ${styles.wide}`}>
      <legend className={styles.label}>Invited creators ({value.length})</legend>
      {value.length === 0 ? (
        <p className={styles.muted}>Nobody yet. Only the creators you add here will see the event.</p>
      ) : (
        <ul className={styles.chips} aria-label="Invited creators">
          {value.map((id) => (
            <li key={id} className={styles.chip}>
              <span>{byId[id] ? label(byId[id]) : 'Loading…'}</span>
              <Button
                size="small"
                color="tertiary"
                aria-label={`Remove ${byId[id]?.name ?? 'creator'}`}
                onClick={() => onChange(value.filter((x) => x !== id))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SearchField
        label="Find creators"
        value={q}
        onSearch={setQ}
        placeholder="Name or handle"
        hint="Approved creators only. Type at least two letters."
        error={error}
      />
      {query.length >= 2 &&
        (found.isPending ? (
          <p className={styles.muted} role="status">
            Searching…
          </p>
        ) : found.isError ? (
          <p className={styles.error} role="alert">
            The search failed. Try again.
          </p>
        ) : results.length === 0 ? (
          <p className={styles.muted} role="status">
            No other approved creator matches “{query}”.
          </p>
        ) : (
          <ul className={styles.results} aria-label="Matching creators">
            {results.map((c) => (
              <li key={c.id}>
                <span>{label(c)}</span>
                <Button size="small" color="secondary" aria-label={`Invite ${c.name}`} onClick={() => add(c)}>
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </fieldset>
  );
};
