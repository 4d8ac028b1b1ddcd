import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { ZApplyRequest, type TCreatorCampaignOverview } from '@schemas/creator-campaigns';
import { Button } from '@/components/ui/button';
import { AppButtonLink } from '@/components/ui/app-link';
import { Card } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { bindField } from '@/lib/bind-field';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useApplyToCampaign } from '../api/apply-to-campaign';
import { CampaignScreen } from '../components/campaign-screen';
import styles from '../components/creator-campaigns.module.css';
import { formatMoneyRange, parseMoney, rateRangeNote } from '@/lib/format';
import { zOptionalMoneyText } from '@/lib/money-text';

const ZPitchForm = z.object({
  message: ZApplyRequest.shape.message,
  rate: zOptionalMoneyText(
    ZApplyRequest.shape.proposed_rate_cents.unwrap().unwrap(),
    'Enter an amount, e.g. 900 or 1,250.50, or leave it empty.',
  ),
});
type PitchForm = z.input<typeof ZPitchForm>;

const PitchFormCard = ({ campaign }: { campaign: TCreatorCampaignOverview }) => {
  const navigate = useNavigate();
  const apply = useApplyToCampaign();
  const form = useForm<PitchForm, unknown, z.output<typeof ZPitchForm>>({
    resolver: zodResolver(ZPitchForm),
    defaultValues: { message: '', rate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const field = bindField(form.register, errors);
  const submit = form.handleSubmit(async ({ message, rate }) => {
    try {
      await apply.mutateAsync({
        campaignId: campaign.id,
        body: { message, proposed_rate_cents: rate },
      });
      showSnackbar({
        variant: 'success',
        message: `Applied to ${campaign.title}.`,
        description: `${campaign.brand.name} will review your pitch.`,
      });
      navigate(paths.creator.campaign.getHref(campaign.id));
    } catch (error) {
      reportApiError(error, {
        setError: form.setError,
        fields: ['message', 'rate'],
        aliases: { proposed_rate_cents: 'rate' },
      });
    }
  });
  const length = form.watch('message').length;
  const overRange = rateRangeNote({
    cents: parseMoney(form.watch('rate')),
    min: campaign.rate_min_cents,
    max: campaign.rate_max_cents,
    currency: campaign.currency,
    side: 'ask',
  });
  return (
    <Card
      title="Your pitch"
      description={`The brand pays ${formatMoneyRange(campaign.rate_min_cents, campaign.rate_max_cents, campaign.currency)} per creator.`}
    >
      <form className={styles.stack} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="pitch-message">
            Why you, and what you would make
          </label>
          <textarea
            id="pitch-message"
            className={styles.textarea}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby="pitch-message-hint"
            {...form.register('message')}
          />
          {errors.message ? (
            <p className={styles.error} id="pitch-message-hint">
              {errors.message.message}
            </p>
          ) : (
            <p className={styles.hint} id="pitch-message-hint">
              {length}/2,000 · at least 20 characters. Mention your audience and an idea.
            </p>
          )}
        </div>
        <TextField
          label={`Your rate for this campaign (${campaign.currency}, optional)`}
          inputMode="decimal"
          placeholder="e.g. 900"
          autoComplete="off"
          warning={overRange}
          {...field('rate')}
        />
        <FormError message={errors.root?.server?.message} />
        <div className={styles.row}>
          <Button htmlType="submit" loading={isSubmitting}>
            Send my application
          </Button>
          <AppButtonLink to={paths.creator.campaign.getHref(campaign.id)} color="grey">
            Cancel
          </AppButtonLink>
        </div>
      </form>
    </Card>
  );
};

/** /creator/campaigns/join/{uuid}: apply with a message and a proposed rate. */
const JoinPage = () => {
  return (
    <CampaignScreen
      maxWidth={760}
      header={({ campaign }) => ({ title: `Apply to ${campaign.title}`, description: campaign.brief_excerpt })}
    >
      {({ campaign, match }) => (
        <>
          {match ? (
            <Card>
              <p>You are already part of this campaign.</p>
              <div style={{ marginTop: 12 }}>
                <AppButtonLink to={paths.creator.campaign.getHref(campaign.id)}>See where it stands</AppButtonLink>
              </div>
            </Card>
          ) : campaign.can_apply ? (
            <PitchFormCard campaign={campaign} />
          ) : (
            <Card title="You cannot apply yet">
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {campaign.apply_blockers.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </Card>
          )}
        </>
      )}
    </CampaignScreen>
  );
};
export default JoinPage;
