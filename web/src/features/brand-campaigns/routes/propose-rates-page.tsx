import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { ZProposeRates, type TMatchDetail } from '@schemas/brand-matches';
import type { TDeliverableTemplate } from '@schemas/campaign';
import { Button } from '@/components/ui/button';
import { BackButton } from '@/components/ui/back-button';
import { OfferRounds } from '@/components/match/offer-rounds';
import { Card } from '@/components/ui/card';
import { CreatorRatesTable } from '@/components/match/creator-rates-table';
import { QueryError } from '@/components/ui/query-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { bindField } from '@/lib/bind-field';
import { isApiError } from '@/lib/api-client';
import type { ApiError } from '@/lib/api-error';
import { useCan } from '@/lib/auth/use-can';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCampaign } from '../api/get-campaign';
import { useCreatorRates } from '../api/get-creator-rates';
import { useMatch } from '../api/get-match';
import { useProposeRates } from '../api/match-actions';
import { CounterAnswer } from '../components/counter-answer';
import { isMoneyRefusal, MoneyRefusal, OfferMoney } from '../components/offer-money';
import { TextAreaField } from '@/components/ui/text-area-field';
import { DeliverableRow } from '../components/deliverable-row';
import { MatchStatusBadge } from '@/components/ui/status-badge';
import { UpsellCard } from '@/components/ui/upsell-card';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { useWorkspacePaths } from '../components/workspace-paths';
import styles from '../components/brand-campaigns.module.css';
import { deliverablesSummary, formatMoney, moneyFieldText, parseMoney, rateRangeNote } from '@/lib/format';
import { moneyTextProblem } from '@/lib/money-text';
import { Facts } from '@/components/ui/facts';

type Values = { rate: string; message: string; deliverables: TDeliverableTemplate[] };

/** Offer rates and deliverables to one creator, prefilled from their rates and the campaign's templates. */
const ProposeRatesPage = () => {
  const { brandCampaignMatchId = '' } = useParams();
  const match = useMatch(brandCampaignMatchId);
  const campaign = useCampaign(match.data?.campaign_id ?? '');
  const rates = useCreatorRates(match.data?.creator.id);
  if (match.isPending || (match.data && (campaign.isPending || rates.isPending)))
    return <Spinner label="Loading the offer" />;
  if (match.isError) return <QueryError query={match} title="We could not load this creator’s match" />;
  if (campaign.isError) return <QueryError query={campaign} />;
  const templates = match.data.offered_deliverables ?? campaign.data!.deliverable_templates;
  // The creator's own price for each template, summed per quantity; the campaign's lowest rate otherwise.
  const fromRates = templates.reduce(
    (sum, t) =>
      sum +
      (rates.data?.find((r) => r.platform === t.platform && r.deliverable_type === t.type)?.rate_cents ??
        rates.data?.find((r) => r.platform === t.platform)?.rate_cents ??
        0) *
        t.quantity,
    0,
  );
  const suggested = match.data.offered_rate_cents ?? (fromRates || campaign.data!.rate_min_cents || 0);
  return (
    <ProposeForm
      key={`${match.data.id}-${match.data.status_changed_at}`}
      match={match.data}
      rates={rates.data ?? []}
      range={{ min: campaign.data!.rate_min_cents, max: campaign.data!.rate_max_cents }}
      initial={{
        rate: suggested ? moneyFieldText(suggested) : '',
        message: match.data.offer_message ?? '',
        deliverables: templates,
      }}
    />
  );
};

/** Why no offer can be made on a match in this state (the page shows the terms read-only instead). */
const CLOSED_REASON: Record<string, string> = {
  accepted: 'The creator accepted these terms; the contract is waiting for their signature.',
  contracted: 'This creator is under contract: the terms can no longer change.',
  completed: 'This collaboration is complete.',
  declined: 'The creator declined the invitation, so no offer can be sent.',
  removed: 'This creator was removed from the campaign.',
  expired: 'This invitation or offer expired.',
};

const Terms = ({ match }: { match: TMatchDetail }) => (
  <Card title="Terms" description={CLOSED_REASON[match.status] ?? 'No offer can be sent now.'}>
    <Facts
      className={styles.facts}
      facts={[
        ['Fee', match.offered_rate_cents != null ? formatMoney(match.offered_rate_cents, match.currency) : '—'],
        ['Deliverables', deliverablesSummary(match.offered_deliverables ?? []) || '—'],
      ]}
    />
  </Card>
);

const ProposeForm = ({
  match,
  rates,
  range,
  initial,
}: {
  match: TMatchDetail;
  rates: { id: string; platform: string; deliverable_type: string; rate_cents: number }[];
  /** The campaign's rate per creator: an offer under it gets a note, not a refusal. */
  range: { min: number | null; max: number | null };
  initial: Values;
}) => {
  const { id: matchId, campaign_id: campaignId, currency, status } = match;
  const creatorName = match.creator.name;
  const canOffer = match.allowed_actions.includes('propose');
  const form = useForm<Values>({ defaultValues: initial });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'deliverables' });
  const propose = useProposeRates();
  const navigate = useNavigate();
  const to = useWorkspacePaths();
  const allowed = useCan('CREATOR_PROPOSAL') || to.isStrategist;
  const errors = form.formState.errors;
  const field = bindField(form.register, errors);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const rateCents = parseMoney(form.watch('rate')) ?? 0;
  const underRange = rateRangeNote({ cents: rateCents, ...range, currency, side: 'offer' });

  const submit = form.handleSubmit(async (v) => {
    setRefusal(null);
    const notAnAmount = moneyTextProblem(v.rate, 'Enter the fee, e.g. 900 or 1,250.50.');
    if (notAnAmount) return form.setError('rate', { message: notAnAmount }, { shouldFocus: true });
    const body = {
      brand_campaign_match_id: matchId,
      rate_cents: parseMoney(v.rate) ?? 0,
      message: v.message || undefined,
      deliverables: v.deliverables.map((d) => ({ ...d, quantity: Number(d.quantity), due_days: Number(d.due_days) })),
    };
    const parsed = ZProposeRates.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError((issue.path[0] === 'rate_cents' ? 'rate' : issue.path.join('.')) as never, {
          message: issue.message,
        });
      return;
    }
    try {
      await propose.mutateAsync(parsed.data);
      showSnackbar({ message: `Offer sent to ${creatorName}.` });
      navigate(to.candidates(campaignId));
    } catch (error) {
      if (isApiError(error) && isMoneyRefusal(error)) setRefusal(error);
      else reportApiError(error, { setError: form.setError, fields: ['rate', 'message', 'deliverables'] });
    }
  });

  return (
    <div className={styles.stack}>
      <PageHeader
        back={<BackButton to={to.candidates(campaignId)} label="Candidates" />}
        eyebrow="Offer"
        title={canOffer ? `Propose rates to ${creatorName}` : `Offer to ${creatorName}`}
        description={
          <span className={styles.row}>
            Current status <MatchStatusBadge status={status} side="brand" />
          </span>
        }
      />
      <CounterAnswer match={match} />
      {match.offers.length > 0 && (
        <Card title="Negotiation" description="Every offer and counter-offer so far; the creator sees the same.">
          <OfferRounds
            rounds={match.offers}
            currency={currency}
            viewer="brand"
            brandName="You"
            creatorName={creatorName}
          />
        </Card>
      )}
      {!canOffer ? (
        <>
          <Terms match={match} />
          <OfferMoney match={match} rateCents={match.offered_rate_cents ?? 0} editing={false} />
        </>
      ) : !allowed ? (
        <UpsellCard
          feature="Creator Proposal"
          description="Send creators an offer of rates and deliverables they can accept in one click."
        />
      ) : (
        <div className={styles.grid2}>
          <form className={styles.card} onSubmit={(e) => void submit(e)} noValidate>
            <TextField
              label={`Total fee (${currency})`}
              inputMode="decimal"
              autoComplete="off"
              warning={underRange}
              {...field('rate')}
            />
            <fieldset className={styles.fieldset}>
              <legend>Deliverables</legend>
              {fields.map((f, i) => (
                <DeliverableRow
                  key={f.id}
                  index={i}
                  register={(key, options) => form.register(`deliverables.${i}.${key}`, options)}
                  errorOf={(key) => errors.deliverables?.[i]?.[key]?.message}
                  onRemove={() => remove(i)}
                />
              ))}
              {errors.deliverables?.message && <p className={styles.error}>{errors.deliverables.message}</p>}
              <div>
                <Button
                  size="small"
                  color="secondary"
                  onClick={() => append({ type: 'post', platform: 'instagram', quantity: 1, due_days: 14 })}
                >
                  Add deliverable
                </Button>
              </div>
            </fieldset>
            <TextAreaField label="Message to the creator (optional)" {...field('message')} maxLength={2000} />
            {errors.root?.server?.message && (
              <p className={styles.error} role="alert">
                {errors.root.server.message}
              </p>
            )}
            {refusal && <MoneyRefusal error={refusal} campaignId={campaignId} />}
            <StickyActionBar label="Send the offer">
              <Button htmlType="submit" loading={propose.isPending}>
                {status === 'countered'
                  ? 'Send a changed offer'
                  : status === 'proposed'
                    ? 'Send revised offer'
                    : 'Send offer'}
              </Button>
            </StickyActionBar>
          </form>
          <div className={`${styles.stack} ${styles.sideColumn}`}>
            <OfferMoney match={match} rateCents={rateCents} editing />
            <Card title="Creator’s rates" description="What the creator charges per deliverable.">
              {rates.length === 0 ? (
                <p className={styles.muted}>This creator has not published rates.</p>
              ) : (
                <CreatorRatesTable rates={rates} rate={(r) => formatMoney(r.rate_cents, currency)} />
              )}
            </Card>
          </div>
        </div>
      )}
    </div>
  );
};

export default ProposeRatesPage;
