import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { BackButton } from '@/components/ui/back-button';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/query-error';
import { FormError } from '@/components/ui/form-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/auth/use-can';
import { useAuthStore } from '@/lib/stores/auth-store';
import { reportApiError } from '@/lib/form-errors';
import { showSnackbar } from '@/lib/stores/snackbar-store';
import { useCampaign } from '../api/get-campaign';
import { useCreateCampaign, useUpdateCampaign } from '../api/save-campaign';
import {
  CAMPAIGN_FIELDS,
  emptyCampaign,
  FORM_FIELD,
  formProblems,
  fromCampaign,
  STEPS,
  toBody,
  type CampaignFormValues,
} from '../components/campaign-form-values';
import { BriefStep, BudgetStep, DeliverablesStep, TargetingStep } from '../components/campaign-form-steps';
import { UpsellCard } from '@/components/ui/upsell-card';
import { useWorkspacePaths } from '../components/workspace-paths';
import { unsavedCampaign } from '../components/unsaved-campaign';
import styles from '../components/brand-campaigns.module.css';

const STEP_VIEWS = [BriefStep, DeliverablesStep, BudgetStep, TargetingStep];

/** Create (`/campaigns/create`) or edit (`/campaigns/edit/campaign/{uuid}`) a campaign in four steps. */
const CampaignFormPage = () => {
  const { uuid } = useParams();
  const existing = useCampaign(uuid ?? '');
  const owner = useAuthStore((s) => `${s.user?.id}:${s.selectedBrand?.id ?? s.user?.brand?.id}`);
  if (uuid && existing.isPending) return <Spinner label="Loading campaign" />;
  if (uuid && existing.isError) return <QueryError query={existing} />;
  return (
    <CampaignForm
      key={uuid ?? 'new'}
      id={uuid}
      initial={existing.data ? fromCampaign(existing.data) : emptyCampaign()}
      status={existing.data?.status ?? 'draft'}
      lockedReason={existing.data?.edit_blocked_reason ?? null}
      keepAs={uuid ? undefined : owner}
    />
  );
};

type CampaignFormProps = {
  id?: string;
  initial: CampaignFormValues;
  status: string;
  lockedReason: string | null;
  /** A new campaign: what is typed is kept in this tab under this owner until it is saved (see unsaved-campaign.ts). */
  keepAs?: string;
};

const CampaignForm = ({ id, initial, status, lockedReason, keepAs }: CampaignFormProps) => {
  const [kept] = useState(() => (keepAs ? unsavedCampaign.read(keepAs) : null));
  const [restored, setRestored] = useState(kept !== null);
  const form = useForm<CampaignFormValues>({ defaultValues: kept?.values ?? initial });
  const [step, setStep] = useState(kept?.step ?? 0);
  const navigate = useNavigate();
  const to = useWorkspacePaths();
  const canDraft = useCan('CAMPAIGN_DRAFT');
  const canPublish = useCan('NEW_CAMPAIGN');
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const busy = create.isPending || update.isPending;
  const isDraft = status === 'draft';
  // A finished campaign is shown read-only with the reason: a form that could only fail is not offered.
  const readOnly = lockedReason !== null;

  const firstRender = useRef(true);
  useEffect(() => {
    // Moving between steps puts keyboard and screen-reader users at the new step's heading (not on first load).
    if (firstRender.current) firstRender.current = false;
    else document.getElementById('campaign-step-heading')?.focus();
  }, [step]);

  useEffect(() => {
    if (!keepAs) return;
    const keep = () => unsavedCampaign.keep({ owner: keepAs, step, values: form.getValues() });
    // A step moved with something typed: keep the step too.
    if (JSON.stringify(form.getValues()) !== JSON.stringify(initial)) keep();
    const watching = form.watch(keep);
    return () => watching.unsubscribe();
  }, [form, keepAs, step, initial]);

  const startOver = () => {
    unsavedCampaign.forget();
    form.reset(initial);
    setStep(0);
    setRestored(false);
  };

  const showProblems = (problems: Record<string, string>, only?: readonly string[]) => {
    form.clearErrors();
    const shown = Object.entries(problems).filter(([f]) => !only || only.some((o) => f === o || f.startsWith(`${o}.`)));
    for (const [field, message] of shown) form.setError(field as never, { type: 'validate', message });
    return shown;
  };

  /** Opens the step that holds the first of these fields (an error on a step the brand is not looking at). */
  const openStepOf = (names: readonly string[]) => {
    const first = STEPS.findIndex((s) =>
      s.fields.some((f) => names.some((name) => name === f || name.startsWith(`${f}.`))),
    );
    if (first >= 0) setStep(first);
  };

  const next = () => {
    if (showProblems(formProblems(form.getValues(), false), STEPS[step]!.fields).length === 0) setStep(step + 1);
  };

  const save = async (publish: boolean) => {
    const values = form.getValues();
    const problems = formProblems(values, publish || !isDraft);
    const shown = showProblems(problems);
    if (shown.length) {
      openStepOf(shown.map(([name]) => name));
      showSnackbar({
        variant: 'error',
        message: publish ? 'A few things are missing before you can publish.' : 'Please fix the highlighted fields.',
      });
      return;
    }
    const body = toBody(values);
    try {
      const saved = id
        ? await update.mutateAsync({ id, body: publish ? { ...body, status: 'active' } : body })
        : await create.mutateAsync({ ...body, status: publish ? 'active' : 'draft' });
      if (keepAs) unsavedCampaign.forget();
      showSnackbar({
        variant: 'success',
        message: publish ? 'Your campaign is live.' : isDraft ? 'Draft saved.' : 'Changes saved.',
      });
      navigate(publish || !isDraft ? to.detail(saved.id) : to.campaignEdit(saved.id), { replace: !id });
    } catch (error) {
      const placed = reportApiError(error, { setError: form.setError, fields: CAMPAIGN_FIELDS, aliases: FORM_FIELD });
      openStepOf(placed);
    }
  };

  const View = STEP_VIEWS[step]!;
  const last = step === STEPS.length - 1;
  return (
    <div className={styles.stack}>
      <PageHeader
        back={<BackButton to={to.campaigns} label="All campaigns" />}
        title={readOnly ? 'Campaign settings' : id ? 'Edit campaign' : 'New campaign'}
        description="Brief, deliverables, budget and targeting in four short steps."
      />
      {readOnly && (
        <p className={styles.warning} role="note" id="campaign-locked-reason">
          {lockedReason} You can look through its settings below.
        </p>
      )}
      {!canPublish && !readOnly && (
        <UpsellCard
          feature="Campaign Creation"
          description="You can save drafts; publishing campaigns to creators needs a plan with Campaign Creation."
        />
      )}
      {restored && (
        <div className={styles.row} role="status">
          <p className={styles.muted}>We kept the campaign you were writing in this tab; it is not saved yet.</p>
          <Button color="tertiary" size="small" onClick={startOver}>
            Start over
          </Button>
        </div>
      )}
      <ol className={styles.steps} aria-label="Steps">
        {STEPS.map((s, i) => (
          <li
            key={s.title}
            className={`${styles.step} ${i < step ? styles.stepDone : ''}`}
            aria-current={i === step ? 'step' : undefined}
          >
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      <form
        className={styles.card}
        noValidate
        aria-describedby={readOnly ? 'campaign-locked-reason' : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          if (last) {
            if (!readOnly) void save(isDraft && canPublish);
          } else if (readOnly) setStep(step + 1);
          else next();
        }}
      >
        <h2 id="campaign-step-heading" tabIndex={-1} className={styles.cardTitle}>
          {STEPS[step]!.title}
        </h2>
        <fieldset disabled={readOnly} className={styles.plainFieldset}>
          <View form={form} />
        </fieldset>
        <FormError message={form.formState.errors.root?.server?.message} />
        <div className={styles.spread}>
          <Button color="tertiary" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Back
          </Button>
          <div className={styles.row}>
            {!readOnly && isDraft && canDraft && (
              <Button color="secondary" loading={busy} onClick={() => void save(false)}>
                Save draft
              </Button>
            )}
            {!readOnly && !isDraft && (
              <Button color="secondary" loading={busy} onClick={() => void save(false)}>
                Save changes
              </Button>
            )}
            {!last && <Button htmlType="submit">Next</Button>}
            {!readOnly && last && isDraft && canPublish && (
              <Button htmlType="submit" loading={busy}>
                Publish campaign
              </Button>
            )}
          </div>
        </div>
      </form>
    </div>
  );
};

export default CampaignFormPage;
