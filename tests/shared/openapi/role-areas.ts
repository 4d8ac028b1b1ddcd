import type { Operation } from './operations';

/** Who calls: `anonymous`, `brand`, `creator`, `strategist` or `staff`. */
export type Role = string;

/**
 * Who may call an operation, by the area of its path (DESIGN §4); an operation in no area is for any signed-in
 * user, or public. The first match wins.
 */
const SIGNED_IN: Role[] = ['brand', 'creator', 'strategist', 'staff'];

const ROLE_AREAS: { pattern: RegExp; roles: Role[]; why: string }[] = [
  {
    pattern: /^\/api\/brand\/team\/invitations\/(validate\/\{token\}|signup)\/$/,
    roles: ['anonymous', ...SIGNED_IN],
    why: 'an invitation link is used before the invitee has an account',
  },
  {
    pattern: /^\/api\/phyllo\/creator\//,
    roles: SIGNED_IN,
    why: 'a creator’s connected-account details, shown to whoever may see the creator (checked per object)',
  },
  {
    pattern: /^\/api\/influencer\/campaign-deliverable\//,
    roles: ['brand', 'strategist'],
    why: 'the brand’s content review (the spec’s path)',
  },
  {
    pattern: /^\/api\/influencer\/profiles\/\{id\}\/rates\/$/,
    roles: ['brand', 'strategist'],
    why: 'brands read a creator’s rates when offering',
  },
  {
    pattern: /^\/api\/influencer\/(approve|status)\//,
    roles: ['strategist', 'staff'],
    why: 'creator approval is internal work',
  },
  {
    pattern: /^\/api\/(brand|payment\/brand)\//,
    roles: ['brand', 'strategist'],
    why: 'brand workspace (strategists for a managed brand)',
  },
  { pattern: /^\/api\/(influencer|phyllo)\//, roles: ['creator'], why: 'creator workspace' },
  { pattern: /^\/api\/internal\//, roles: ['strategist', 'staff'], why: 'internal area' },
  { pattern: /^\/api\/staff\//, roles: ['staff'], why: 'staff console' },
];
export const areaOf = (op: Operation) => ROLE_AREAS.find((a) => a.pattern.test(op.path));

const WORKSPACE_ROLES: Role[] = ['brand', 'strategist', 'creator'];

/**
 * The roles that read `op` in the round-trip test and the edge bench: the workspace roles whose area it is in (all
 * three outside every area); staff only for its console.
 */
export const readersOf = (op: Operation): Role[] => {
  const area = areaOf(op)?.roles;
  if (!area) return WORKSPACE_ROLES;
  const workspace = WORKSPACE_ROLES.filter((r) => area.includes(r));
  return workspace.length ? workspace : area.includes('staff') ? ['staff'] : [];
};
