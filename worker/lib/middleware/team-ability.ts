import { createMiddleware } from 'hono/factory';
import { roleCan, TEAM_ABILITIES, type TTeamAbility } from '../../schemas/team';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { actingBrandOf } from './brand-access';

const WHO: Record<TTeamAbility, string> = {
  billing: 'the brand owner and admins',
  team: 'the brand owner and admins',
  brand_settings: 'the brand owner, admins and managing strategists',
  campaigns: 'the brand’s team',
  transfer_ownership: 'the brand owner',
};

/** 403 unless the acting role may (TEAM_ABILITIES). Runs after withActingBrand. */
export const requireTeamAbility = (ability: TTeamAbility) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roleCan(actingBrandOf(c).role, ability)) {
      throw new AppError(
        'permission_denied',
        `Only ${WHO[ability]} can do that (${TEAM_ABILITIES[ability].join(', ')}).`,
      );
    }
    await next();
  });
