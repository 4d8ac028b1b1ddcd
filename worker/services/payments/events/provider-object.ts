/** A provider's event object as it arrives (Stripe's JSON): read field by field, each checked where it is used. */
export type ProviderObject = Record<string, any>;

/** The id a provider field carries: the field itself when it is an id, the object's `id` when it is expanded. */
export const providerIdOf = (v: unknown) =>
  typeof v === 'string'
    ? v
    : typeof v === 'object' && v && typeof (v as ProviderObject).id === 'string'
      ? ((v as ProviderObject).id as string)
      : undefined;
