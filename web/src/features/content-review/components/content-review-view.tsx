import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { deliverableStatusOf, useCampaignDeliverables } from '../api/get-campaign-deliverables';
import { BulkApproveBar } from './bulk-approve-bar';
import { DeliverableList } from './deliverable-list';
import { loadReviewPanel, warmUpReviewPanel } from './load-review-panel';
import { StatusFilter } from './status-filter';
import styles from './content-review.module.css';

const ReviewPanel = lazy(() => loadReviewPanel().then((m) => ({ default: m.ReviewPanel })));
/** The panel's code is fetched this long after the list has painted, so opening a deliverable does not wait for it. */
const PANEL_PRELOAD_DELAY_MS = 2000;

/**
 * The deliverables list beside the one under review; on mobile one pane at a time. The status filter and the
 * open deliverable live in the URL (`?status=&deliverable=`), so a link or a reload keeps them.
 */
export const ContentReviewView = ({ campaignId }: { campaignId: string }) => {
  const [params, setParams] = useSearchParams();
  const status = deliverableStatusOf(params.get('status'));
  const openId = params.get('deliverable') ?? undefined;
  const list = useCampaignDeliverables(campaignId, status);
  const [checked, setChecked] = useState<Set<string>>(() => new Set());
  const hasList = list.isSuccess;
  useEffect(() => {
    if (!hasList) return;
    const timer = setTimeout(() => void warmUpReviewPanel().catch(() => undefined), PANEL_PRELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hasList]);

  const update = useCallback(
    (next: { status?: string; deliverable?: string }) => {
      const merged = { status: status as string | undefined, deliverable: openId, ...next };
      setParams(Object.fromEntries(Object.entries(merged).filter(([, v]) => v)) as Record<string, string>, {
        replace: true,
      });
    },
    [status, openId, setParams],
  );
  // Stable handlers, so a row of the list is drawn again only when its own deliverable or state changes.
  const open = useCallback((id: string) => update({ deliverable: id }), [update]);
  const check = useCallback(
    (id: string, on: boolean) => setChecked((prev) => new Set(on ? [...prev, id] : [...prev].filter((x) => x !== id))),
    [],
  );

  if (list.isPending) return <Skeleton height={360} />;
  if (list.isError)
    return (
      <ErrorState
        description={
          isApiError(list.error) && list.error.status === 404
            ? 'This campaign does not exist or is not yours.'
            : list.error.message
        }
        onRetry={() => void list.refetch()}
      />
    );

  const first = list.data.pages[0]!;
  const items = list.data.pages.flatMap((p) => p.results);
  const isEmpty = Object.values(first.status_counts).every((n) => n === 0);
  if (isEmpty)
    return (
      <EmptyState
        title="No deliverables yet"
        description="Deliverables appear here once a creator signs the contract. You will be notified when content is submitted."
      />
    );

  return (
    <div className={styles.layout} data-open={openId !== undefined}>
      <div className={styles.listPane}>
        <StatusFilter
          value={status}
          counts={first.status_counts}
          onChange={(s) => update({ status: s ?? '', deliverable: undefined })}
        />
        <BulkApproveBar campaignId={campaignId} items={items} checked={checked} onCheckedChange={setChecked} />
        {items.length === 0 ? (
          <EmptyState headingLevel={3} title="Nothing with this status" description="Choose another status, or All." />
        ) : (
          <DeliverableList items={items} selectedId={openId} onOpen={open} checked={checked} onCheck={check} />
        )}
        {list.hasNextPage && (
          <Button
            color="secondary"
            size="small"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Show more
          </Button>
        )}
      </div>
      <div className={styles.reviewPane}>
        {openId ? (
          <Suspense fallback={<Skeleton height={420} />}>
            <ReviewPanel key={openId} deliverableId={openId} onBack={() => update({ deliverable: '' })} />
          </Suspense>
        ) : (
          <EmptyState
            headingLevel={3}
            title="Choose a deliverable"
            description="Pick a deliverable on the left to see its versions, compare them and review."
          />
        )}
      </div>
    </div>
  );
};
