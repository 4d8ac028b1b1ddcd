import { useState } from 'react';
import type { TInternalTeamMember } from '@schemas/internal-team';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { errorMessage } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useDeactivateMember, useReassignBrand } from '../api/team';
import styles from './internal-team.module.css';
import { RecordOptions } from '@/components/ui/select-field';

type Brand = { id: string; name: string };

/** Hand one brand to a colleague (its notifications follow at once), after a confirmation that says what changes. */
const HandOver = ({
  from,
  brand,
  colleagues,
  isMe,
}: {
  from: TInternalTeamMember;
  brand: Brand;
  colleagues: TInternalTeamMember[];
  isMe: boolean;
}) => {
  const [to, setTo] = useState('');
  const [confirming, setConfirming] = useState(false);
  const reassign = useReassignBrand();
  const id = `hand-${from.id}-${brand.id}`;
  const colleague = colleagues.find((c) => c.id === to);
  // Awaited rather than given callbacks: the row leaves the list as the brand leaves its strategist.
  const handOver = () =>
    reassign
      .mutateAsync({ brand_id: brand.id, from_strategist_id: from.id, to_strategist_id: to })
      .then(
        () => showSnackbar({ message: `${colleague?.name ?? 'Your colleague'} now manages ${brand.name}.` }),
        (e: unknown) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
      )
      .finally(() => setConfirming(false));
  return (
    <div className={styles.brandRow}>
      <strong className={styles.brandName}>{brand.name}</strong>
      <label className="visually-hidden" htmlFor={id}>
        Hand {brand.name} to
      </label>
      <select id={id} className={styles.selectSmall} value={to} onChange={(e) => setTo(e.target.value)}>
        <option value="">Hand to…</option>
        <RecordOptions records={colleagues} label={(c) => c.name} />
      </select>
      <Button
        size="small"
        color="secondary"
        disabled={!to}
        onClick={() => setConfirming(true)}
        aria-label={`Hand over ${brand.name}`}
      >
        Hand over
      </Button>
      <ConfirmModal
        open={confirming && !!colleague}
        onClose={() => setConfirming(false)}
        title={`Hand ${brand.name} to ${colleague?.name ?? 'a colleague'}?`}
        description={`${colleague?.name ?? 'They'} will manage it from now on and get its notifications. ${
          isMe
            ? 'You stop acting for it at once; only they or staff can hand it back.'
            : `${from.name} stops managing it at once.`
        }`}
        confirmLabel="Hand over"
        danger={false}
        onConfirm={() => void handOver()}
        busy={reassign.isPending}
      />
    </div>
  );
};

/** Staff: deactivate after a confirmation that says what happens. */
const Deactivate = ({ member }: { member: TInternalTeamMember }) => {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateMember();
  return (
    <>
      <Button size="small" color="red" onClick={() => setOpen(true)}>
        Deactivate
      </Button>
      <ConfirmModal
        open={open}
        onClose={() => setOpen(false)}
        title={`Deactivate ${member.name}?`}
        description="They are signed out everywhere at once and cannot use the internal area any more. Brands they manage stay assigned until you hand them over."
        confirmLabel="Deactivate"
        onConfirm={() =>
          deactivate.mutate(member.id, {
            onSuccess: () => {
              setOpen(false);
              showSnackbar({ message: `${member.name} was deactivated and signed out.` });
            },
            onError: (e) => showSnackbar({ variant: 'error', message: errorMessage(e) }),
          })
        }
        busy={deactivate.isPending}
      />
    </>
  );
};

type Props = { member: TInternalTeamMember; isMe: boolean; isStaff: boolean; colleagues: TInternalTeamMember[] };

/** One internal user: role, status, brands (handed over by themselves or by staff), and Deactivate for staff. */
export const TeamMemberCard = ({ member, isMe, isStaff, colleagues }: Props) => {
  const canHandOver = isMe || isStaff;
  return (
    <li className={styles.card} aria-label={member.name}>
      <div className={styles.spread}>
        <div>
          <strong>{member.name}</strong>
          {isMe && <span className={styles.muted}> (you)</span>}
          <p className={`${styles.muted} ${styles.breakAll}`}>{member.email}</p>
        </div>
        <div className={styles.row}>
          <span className={`${styles.badge} ${styles.tone_info}`}>{member.role}</span>
          {member.status !== 'ACTIVE' && (
            <span className={`${styles.badge} ${styles.tone_bad}`}>
              {member.status === 'SUSPENDED' ? 'Deactivated' : 'Pending'}
            </span>
          )}
          {isStaff && !isMe && member.status !== 'SUSPENDED' && <Deactivate member={member} />}
        </div>
      </div>
      {member.role === 'Strategist' &&
        (member.brands.length === 0 ? (
          <p className={styles.muted}>Manages no brand.</p>
        ) : canHandOver ? (
          member.brands.map((b) => (
            <HandOver
              key={b.id}
              from={member}
              brand={b}
              isMe={isMe}
              colleagues={colleagues.filter((c) => c.id !== member.id)}
            />
          ))
        ) : (
          <p className={styles.muted}>Manages {member.brands.map((b) => b.name).join(', ')}</p>
        ))}
    </li>
  );
};
