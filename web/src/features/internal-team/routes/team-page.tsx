import { useState } from 'react';
import type { TInternalTeamMember } from '@schemas/internal-team';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useAuthStore } from '@/lib/stores/auth-store';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useInternalTeam, useReassignBrand } from '../api/team';
import styles from './team-page.module.css';

/** Hand one of my brands to a colleague. */
const HandOver = ({ from, brand, colleagues }: { from: TInternalTeamMember; brand: { id: string; name: string }; colleagues: TInternalTeamMember[] }) => {
  const [to, setTo] = useState('');
  const reassign = useReassignBrand();
  const id = `hand-${from.id}-${brand.id}`;
  return (
    <div className={styles.brandRow}>
      <strong>{brand.name}</strong>
      <label className={styles.srOnly} htmlFor={id}>Hand {brand.name} to</label>
      <select id={id} className={styles.selectSmall} value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">Hand to…</option>
        {colleagues.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
      </select>
      <Button
        size="small"
        color="secondary"
        disabled={!to}
        loading={reassign.isPending}
        onClick={() =>
          reassign.mutate(
            { brand_id: brand.id, from_strategist_id: from.id, to_strategist_id: to },
            { onSuccess: () => showSnackbar({ message: `${brand.name} is handed over. Sign in again to refresh your brand list.` }), onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }) },
          )
        }
      >
        Hand over
      </Button>
    </div>
  );
};

/** /internal/settings/team: strategists and staff, which brands each manages, and handing a brand to a colleague. */
const TeamPage = () => {
  const team = useInternalTeam();
  const myId = useAuthStore((s) => s.user?.id);
  const colleagues = (team.data?.results ?? []).filter((m) => m.role === 'Strategist' && m.status === 'ACTIVE');
  return (
    <div className={styles.stack}>
      <PageHeader eyebrow="Settings" title="Team" description="The internal team: who manages which brands. Hand your brands to a colleague when you go on leave or change accounts." />
      {team.isPending ? (
        <Skeleton height={200} />
      ) : team.isError ? (
        <ErrorState description="The team could not be loaded." onRetry={() => void team.refetch()} />
      ) : team.data.results.length === 0 ? (
        <EmptyState title="No internal team yet" description="Staff create strategist accounts." />
      ) : (
        <ul className={styles.list} aria-label="Internal team">
          {team.data.results.map((m) => (
            <li key={m.id} className={`${styles.card}`} style={{ marginBottom: 'var(--space-3)' }} aria-label={m.name}>
              <div className={styles.spread}>
                <div>
                  <strong>{m.name}</strong>{m.id === myId && <span className={styles.muted}> (you)</span>}
                  <p className={styles.muted}>{m.email}</p>
                </div>
                <div className={styles.row}>
                  <span className={`${styles.badge} ${styles.tone_info}`}>{m.role}</span>
                  {m.status !== 'ACTIVE' && <span className={`${styles.badge} ${styles.tone_bad}`}>{m.status === 'SUSPENDED' ? 'Deactivated' : 'Pending'}</span>}
                </div>
              </div>
              {m.role === 'Strategist' &&
                (m.brands.length === 0 ? (
                  <p className={styles.muted}>Manages no brand.</p>
                ) : m.id === myId ? (
                  m.brands.map((b) => <HandOver key={b.id} from={m} brand={b} colleagues={colleagues.filter((c) => c.id !== m.id)} />)
                ) : (
                  <p className={styles.muted}>Manages {m.brands.map((b) => b.name).join(', ')}</p>
                ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};

export default TeamPage;
