import { readyCreator } from './creator-helpers';

/** A creator who finished onboarding (complete profile, a connected account) and waits for approval. */
export const waitingCreator = () => readyCreator('Outdoors', { approved: false });
