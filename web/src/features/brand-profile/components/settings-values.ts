import type { TBrandSettings, TBrandSettingsUpdate } from '@schemas/brand-profile';
import { moneyFieldText, parseMoney } from '@/lib/format';

export type SettingsValues = {
  name: string;
  website: string;
  industry: string;
  description: string;
  logo_url: string;
  company_size: string;
  country_code: string;
  contact_email: string;
  contact_phone: string;
  goals: string[];
  monthly_budget: string;
  notification_preferences: Record<string, boolean>;
};

export const fromSettings = (s: TBrandSettings): SettingsValues => ({
  name: s.name,
  website: s.website ?? '',
  industry: s.industry ?? '',
  description: s.description ?? '',
  logo_url: s.logo_url ?? '',
  company_size: s.company_size ?? '',
  country_code: s.country_code ?? '',
  contact_email: s.contact_email ?? '',
  contact_phone: s.contact_phone ?? '',
  goals: s.goals,
  monthly_budget: moneyFieldText(s.monthly_budget_cents),
  notification_preferences: s.notification_preferences,
});

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** Only the fields given are sent, so one form step never clears another step's answers. */
export const toSettingsBody = (v: Partial<SettingsValues>): TBrandSettingsUpdate => {
  const body: Record<string, unknown> = {};
  for (const [k, value] of Object.entries(v)) {
    if (k === 'monthly_budget')
      body.monthly_budget_cents = orNull(String(value)) === null ? null : parseMoney(String(value));
    else if (k === 'name') body.name = String(value).trim();
    else if (typeof value === 'string') body[k] = orNull(value);
    else body[k] = value;
  }
  return body as TBrandSettingsUpdate;
};

/** Server field name → form field name. */
export const formFieldOf = (field: string) =>
  field === 'monthly_budget_cents' ? 'monthly_budget' : field.split('.')[0]!;
