import { STORAGE_KEYS } from '@/config/constants';
import { browserStorage, readJson, writeJson } from '@/lib/storage';
import { emptyCampaign, type CampaignFormValues } from './campaign-form-values';

type UnsavedCampaign = { owner: string; step: number; values: CampaignFormValues };

const tab = () => browserStorage('session');

/**
 * The new campaign typed in this tab and not saved yet, kept in sessionStorage so a reload or a slip onto another page
 * does not throw it away. `owner` (user and brand) keeps one account's text out of another's wizard in the same tab;
 * signing out forgets it.
 */
export const unsavedCampaign = {
  read: (owner: string): UnsavedCampaign | null => {
    const kept = readJson<UnsavedCampaign>(tab(), STORAGE_KEYS.unsavedCampaign);
    return kept?.owner === owner ? { ...kept, values: { ...emptyCampaign(), ...kept.values } } : null;
  },
  keep: (kept: UnsavedCampaign) => writeJson(tab(), STORAGE_KEYS.unsavedCampaign, kept),
  forget: () => tab().removeItem(STORAGE_KEYS.unsavedCampaign),
};
