import {
  publishProblems,
  ZCampaignCreate,
  type TCampaign,
  type TCampaignCreate,
  type TDeliverableTemplate,
} from '@schemas/campaign';
import { moneyFieldText, parseMoney } from '@/lib/format';
import { moneyTextProblem } from '@/lib/money-text';

/** The campaign form's values: the API's fields, with money in whole currency units as people type it. */
export type CampaignFormValues = {
  title: string;
  brief: string;
  objectives: string[];
  platforms: string[];
  deliverable_templates: TDeliverableTemplate[];
  budget: string;
  currency: string;
  rate_min: string;
  rate_max: string;
  start_date: string;
  end_date: string;
  target_niches: string[];
  target_location_ids: string[];
  follower_min: string;
  follower_max: string;
  visibility: 'public' | 'invite_only';
};

export const STEPS = [
  { title: 'Brief', fields: ['title', 'brief', 'objectives'] },
  { title: 'Deliverables', fields: ['platforms', 'deliverable_templates'] },
  { title: 'Budget & dates', fields: ['budget', 'currency', 'rate_min', 'rate_max', 'start_date', 'end_date'] },
  {
    title: 'Targeting',
    fields: ['target_niches', 'target_location_ids', 'follower_min', 'follower_max', 'visibility'],
  },
] as const;

/** Every field of the form, in step order. */
export const CAMPAIGN_FIELDS = STEPS.flatMap((s) => s.fields);

/** API field → form field, for error messages from zod or the server. */
export const FORM_FIELD: Record<string, (typeof CAMPAIGN_FIELDS)[number]> = {
  budget_cents: 'budget',
  rate_min_cents: 'rate_min',
  rate_max_cents: 'rate_max',
};
const toFormField = (apiPath: string) => {
  const [head, ...rest] = apiPath.split('.');
  return (
    FORM_FIELD[head!] ??
    (head === 'deliverable_templates' && rest.length ? `deliverable_templates.${rest.join('.')}` : head!)
  );
};

/** A money field in cents: null when empty, NaN when it is no amount (`moneyProblems` names why first). */
const cents = (v: string) => (v.trim() === '' ? null : (parseMoney(v) ?? Number.NaN));
const int = (v: string) => (v.trim() === '' ? null : Number(v));
const MONEY_FIELDS = ['budget', 'rate_min', 'rate_max'] as const;
const moneyProblems = (v: CampaignFormValues) =>
  MONEY_FIELDS.flatMap((field) => {
    const problem = moneyTextProblem(v[field], 'Enter an amount, e.g. 5000 or 250.50.');
    return problem ? [[field, problem] as const] : [];
  });

export const emptyCampaign = (): CampaignFormValues => ({
  title: '',
  brief: '',
  objectives: [],
  platforms: [],
  deliverable_templates: [],
  budget: '',
  currency: 'USD',
  rate_min: '',
  rate_max: '',
  start_date: '',
  end_date: '',
  target_niches: [],
  target_location_ids: [],
  follower_min: '',
  follower_max: '',
  visibility: 'public',
});

export const fromCampaign = (c: TCampaign): CampaignFormValues => ({
  ...emptyCampaign(),
  title: c.title,
  brief: c.brief,
  objectives: c.objectives,
  platforms: c.platforms,
  deliverable_templates: c.deliverable_templates,
  budget: moneyFieldText(c.budget_cents),
  currency: c.currency,
  rate_min: moneyFieldText(c.rate_min_cents),
  rate_max: moneyFieldText(c.rate_max_cents),
  start_date: c.start_date ?? '',
  end_date: c.end_date ?? '',
  target_niches: c.target_niches,
  target_location_ids: c.target_location_ids,
  follower_min: c.follower_min == null ? '' : String(c.follower_min),
  follower_max: c.follower_max == null ? '' : String(c.follower_max),
  visibility: c.visibility,
});

export const toBody = (v: CampaignFormValues): Omit<TCampaignCreate, 'status'> => ({
  title: v.title,
  brief: v.brief,
  objectives: v.objectives as TCampaignCreate['objectives'],
  platforms: v.platforms as TCampaignCreate['platforms'],
  deliverable_templates: v.deliverable_templates.map((d) => ({
    ...d,
    quantity: Number(d.quantity),
    due_days: Number(d.due_days),
  })),
  budget_cents: cents(v.budget) ?? 0,
  currency: v.currency as TCampaignCreate['currency'],
  rate_min_cents: cents(v.rate_min),
  rate_max_cents: cents(v.rate_max),
  start_date: v.start_date || null,
  end_date: v.end_date || null,
  target_niches: v.target_niches,
  target_location_ids: v.target_location_ids,
  follower_min: int(v.follower_min),
  follower_max: int(v.follower_max),
  visibility: v.visibility,
});

/** Problems with the form as the server will judge it: the shared schema, plus the publish rules when publishing. */
export const formProblems = (v: CampaignFormValues, publishing: boolean): Record<string, string> => {
  const body = toBody(v);
  const out: Record<string, string> = Object.fromEntries(moneyProblems(v));
  const parsed = ZCampaignCreate.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) out[toFormField(issue.path.join('.'))] ??= issue.message;
  if (publishing)
    for (const [field, message] of Object.entries(publishProblems(body as never))) out[toFormField(field)] ??= message;
  return out;
};
