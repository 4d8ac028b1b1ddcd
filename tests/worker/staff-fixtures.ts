import { STAFF, as } from './accounts';
import { readyCreator } from './creator-helpers';

/** A creator who finished onboarding (complete profile, a connected account) and waits for approval. */
export const waitingCreator = () => readyCreator('Outdoors', { approved: false });

/** Staff's moves on a brand's strategists (the brand console): assign one, and unassign one. */
export const assignStrategist = (brandId: string, strategistId: string) =>
  as(STAFF).post('/staff/brands/:id/strategists/', { param: { id: brandId }, json: { strategist_id: strategistId } });
export const unassignStrategist = (brandId: string, strategistId: string) =>
  as(STAFF).delete('/staff/brands/:id/strategists/:strategistId/', { param: { id: brandId, strategistId } });
