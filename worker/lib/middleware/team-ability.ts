import { createMiddleware } from 'hono/factory';
import { roleCan, TEAM_ABILITIES, type TTeamAbility } from '../../schemas/team';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { whenSessionKnown } from '../session-fold';
import { actingBrandOf } from './brand-access';
import { authOf } from './guards';

const WHO: Record<TTeamAbility, string> = {
  billing: 'the brand owner and admins',
  team: 'the brand owner and admins',
  brand_settings: 'the brand owner, admins and managing strategists',
  campaigns: 'the brand’s team',
  transfer_ownership: 'the brand owner',
};

/**
 * 403 unless the acting role may (TEAM_ABILITIES). Runs after withActingBrand. The role is not in the token: on a
 * folded request it is decided when the first batch (which writes nothing) returns with the session, before any write.
 */
export const requireTeamAbility = (ability: TTeamAbility) =>
  createMiddleware<AppEnv>(async (c, next) => {
    whenSessionKnown(c, authOf(c), () => {
      if (!roleCan(actingBrandOf(c).role, ability)) {
        throw new AppError(
          'permission_denied',
          `Only ${WHO[ability]} can do that (${TEAM_ABILITIES[ability].join(', ')}).`,
        );
      }
    });
    await next();
  });
