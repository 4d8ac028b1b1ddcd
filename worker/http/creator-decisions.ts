import type { Context } from 'hono';
import type { AppEnv } from '../lib/context';
import { authOf } from '../lib/middleware/guards';
import type { TUserStatus } from '../schemas/user';
import { rejectCreator, setCreatorStatus } from '../services/creators/creator-status';
import type { DomainEvent } from '../services/outbox/outbox';
import { dispatchLater } from './creator-access';

/** Sends the decision's events (the creator is told) after the response; answers with the decision. */
const told = <R>(c: Context<AppEnv>, { result, events }: { result: R; events: DomainEvent[] }) => {
  events.forEach((e) => dispatchLater(c, e));
  return result;
};

/** Staff (or a strategist approving) set a creator's status, from the staff console or the creator API. */
export const decideCreatorStatus = async (c: Context<AppEnv>, input: { creatorId: string; status: TUserStatus }) =>
  told(c, await setCreatorStatus({ db: c.get('db'), auth: authOf(c), ...input }));

/** Staff ask a waiting creator for changes, with the reason they are sent. */
export const askCreatorForChanges = async (c: Context<AppEnv>, input: { creatorId: string; reason: string }) =>
  told(c, await rejectCreator({ db: c.get('db'), auth: authOf(c), ...input }));
