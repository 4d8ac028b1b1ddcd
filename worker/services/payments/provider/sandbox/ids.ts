/** Stripe-looking ids: `cs_…`, `sub_…`, `evt_…`. */
export const sandboxId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The time of a new action on an object: strictly after its previous one, so its events are never ambiguous. */
export const nextEventTime = (lastEventAt: number) => Math.max(nowSeconds(), lastEventAt + 1);
