import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BuildingIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { PickList } from '@/components/ui/pick-list';
import { useActFor } from '@/lib/auth/use-act-for';
import { Skeleton } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { safeNextPath } from '@/lib/safe-next';
import { useAuthStore } from '@/lib/stores/auth-store';
import { useCampaignBrand } from '../api/campaign-brand';
import styles from './select-brand.module.css';

/** A brand campaign page a link can open (`?next=`), and the campaign it names. */
const CAMPAIGN_LINK = /^\/brand\/campaigns\/(?:content|creators|detail|metrics)\/([0-9a-f-]{36})\/?(?:[?#].*)?$/i;

/**
 * /internal/select-brand — a Strategist picks which managed brand to act for (sent as X-Selected-Brand). Opened
 * from a brand campaign link (`?next=`), it picks that campaign's brand when they manage it and goes back.
 */
const SelectBrandPage = () => {
  const choose = useActFor();
  const brands = useAuthStore((state) => state.user?.managed_brands ?? []);
  const selected = useAuthStore((state) => state.selectedBrand);
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const campaignId = next?.match(CAMPAIGN_LINK)?.[1] ?? null;
  const campaignBrand = useCampaignBrand(campaignId);
  const found = campaignBrand.data?.brand;
  useEffect(() => {
    if (found && next) choose(found, next);
    // Choose once, when the campaign's brand is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.id]);
  if (campaignId && (campaignBrand.isPending || found)) return <Skeleton height={200} />;
  const notYours =
    campaignId && campaignBrand.isError && isApiError(campaignBrand.error) && campaignBrand.error.status === 404;

  return (
    <>
      <PageHeader
        eyebrow="Internal"
        title="Choose a brand"
        description="Pick the brand you are working for. You can switch at any time from the top bar."
      />
      {notYours && (
        <EmptyState
          title="Campaign not found"
          description="The link names a campaign that does not exist or belongs to a brand you do not manage. Pick one of your brands instead."
        />
      )}
      {brands.length === 0 ? (
        <EmptyState
          icon={<BuildingIcon size={26} />}
          title="No brands assigned to you yet"
          description="Ask a staff member to add you as a strategist for a brand, then sign in again."
        />
      ) : (
        <Card padding="none">
          <PickList
            label="Managed brands"
            items={brands}
            idOf={(brand) => brand.id}
            pickedId={selected?.id}
            onPick={(brand) => choose(brand, next && !campaignId ? next : undefined)}
            classes={{ list: styles.list, item: styles.brand }}
          >
            {(brand) => (
              <>
                <span className={styles.initial} aria-hidden="true">
                  {brand.name.slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.name}>
                  {brand.name}
                  {selected?.id === brand.id && <span className={styles.current}>Current</span>}
                </span>
                <ArrowRightIcon size={18} />
              </>
            )}
          </PickList>
        </Card>
      )}
    </>
  );
};

export default SelectBrandPage;
