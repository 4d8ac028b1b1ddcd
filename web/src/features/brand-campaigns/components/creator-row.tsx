import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { TCreatorCard } from '@schemas/creator-search';
import { Avatar } from '@/components/ui/avatar';
import { CredibilitySummary } from '@/components/ui/credibility-summary';
import { useWorkspacePaths } from './workspace-paths';
import styles from './brand-campaigns.module.css';
import { formatCount, platformLabel } from '@/lib/format';

/**
 * A creator in a candidates or working list: who, where, reach; `children` are the row's actions. The row is a group
 * named after the creator, so a screen reader tabbing to "Invite" or "Remove" hears whose row it is.
 */
export const CreatorRow = ({
  creator,
  aside,
  children,
}: {
  creator: TCreatorCard;
  aside?: ReactNode;
  children?: ReactNode;
}) => {
  const to = useWorkspacePaths();
  const main = creator.accounts[0];
  const nameId = useId();
  return (
    <li className={styles.listItem}>
      <div role="group" aria-labelledby={nameId} className={styles.stackSm}>
        <div className={styles.spread}>
          <div className={styles.person}>
            <Avatar name={creator.name} src={creator.display_picture} />
            <div>
              <p className={styles.personName} id={nameId}>
                <Link to={to.creator(creator.id)}>{creator.name}</Link>
              </p>
              <p className={styles.muted}>
                {main
                  ? `@${main.handle} · ${formatCount(creator.total_followers)} followers on ${creator.accounts.map((a) => platformLabel(a.platform)).join(', ')}`
                  : 'No connected accounts'}
                {creator.location ? ` · ${creator.location.label}` : ''}
              </p>
            </div>
          </div>
          {aside}
        </div>
        <CredibilitySummary credibility={creator.credibility} />
        {children}
      </div>
    </li>
  );
};
