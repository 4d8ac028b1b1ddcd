import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { MailIcon, RefreshIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PickList } from '@/components/ui/pick-list';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useMailbox } from '../api/get-mailbox';
import { MailView } from '../components/mail-view';
import styles from '../components/mailbox.module.css';
import { formatDateTime } from '@/lib/format';

/** /dev/mailbox — e-mails the local Worker "sent", so a tester can click activation and reset links. */
const MailboxPage = () => {
  const { data, isPending, isError, error, refetch, isFetching } = useMailbox();
  const [selectedId, setSelectedId] = useState<string>();
  const mails = data?.results ?? [];
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0];

  const header = (
    <PageHeader
      eyebrow="Development"
      title="Dev mailbox"
      description="E-mails sent by your local Social Loop, newest first. It refreshes every few seconds."
      actions={
        <Button color="secondary" icon={<RefreshIcon size={16} />} loading={isFetching} onClick={() => void refetch()}>
          Refresh
        </Button>
      }
    />
  );

  if (isPending) {
    return (
      <>
        {header}
        <Card aria-busy="true">
          <Skeleton height={18} width="60%" />
        </Card>
      </>
    );
  }
  if (isError) {
    const disabled = isApiError(error) && error.status === 404;
    return (
      <>
        {header}
        {disabled ? (
          <EmptyState
            icon={<MailIcon size={26} />}
            title="The dev mailbox is turned off"
            description="It only exists when Social Loop runs locally (npm start). In other environments e-mails go to real inboxes."
          />
        ) : (
          <ErrorState
            description="We could not load the mailbox. Is the local API running?"
            onRetry={() => void refetch()}
          />
        )}
      </>
    );
  }

  return (
    <>
      {header}
      {mails.length === 0 ? (
        <EmptyState
          icon={<MailIcon size={26} />}
          title="No e-mails yet"
          description="Sign up or reset a password and the e-mail will show up here."
        />
      ) : (
        <div className={styles.layout}>
          <Card padding="none">
            <PickList
              label="E-mails"
              items={mails}
              idOf={(mail) => mail.id}
              pickedId={selected?.id}
              onPick={(mail) => setSelectedId(mail.id)}
              classes={styles}
            >
              {(mail) => (
                <>
                  <span className={styles.subject}>{mail.subject}</span>
                  <span className={styles.meta}>
                    {mail.to} · {formatDateTime(mail.created_at)}
                  </span>
                </>
              )}
            </PickList>
          </Card>
          {selected && <MailView mail={selected} />}
        </div>
      )}
    </>
  );
};

export default MailboxPage;
