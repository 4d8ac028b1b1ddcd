/**
 * Who may do what in a brand (one table, used by the server and the web app). Strategists act for the brands they
 * manage: they run campaigns and edit brand settings, but do not manage the team or the plan. Free of zod, so the
 * web app's permission checks do not pull the validation library into every signed-in screen (DESIGN §11).
 */
export const TEAM_ABILITIES = {
  billing: ['owner', 'admin'],
  team: ['owner', 'admin'],
  brand_settings: ['owner', 'admin', 'strategist'],
  campaigns: ['owner', 'admin', 'member', 'strategist'],
  transfer_ownership: ['owner'],
} as const;
export type TTeamAbility = keyof typeof TEAM_ABILITIES;
export type TActingRole = 'owner' | 'admin' | 'member' | 'strategist';

export const roleCan = (role: TActingRole | null | undefined, ability: TTeamAbility) =>
  !!role && (TEAM_ABILITIES[ability] as readonly string[]).includes(role);
