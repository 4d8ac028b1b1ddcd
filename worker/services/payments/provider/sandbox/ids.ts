/** Stripe-looking ids: `cs_…`, `sub_…`, `evt_…`. */
export const sandboxId = (prefix: string) => `${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`;

/**
 * A Stripe-looking id that is the same for the same key: what Stripe's idempotency keys give (the same request
 * answered with the same object), for sandbox objects written in the caller's batch rather than looked up first.
 */
export const keyedSandboxId = async (prefix: string, key: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${prefix}:${key}`)));
  return `${prefix}_${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The time of a new action on an object: strictly after its previous one, so its events are never ambiguous. */
export const nextEventTime = (lastEventAt: number) => Math.max(nowSeconds(), lastEventAt + 1);
