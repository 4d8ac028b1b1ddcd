/** The strategists' events: queries and invalidations use these keys. */
export const internalEventKeys = {
  all: ['internal', 'events'] as const,
  list: (when: string) => [...internalEventKeys.all, 'list', when] as const,
  attendees: (eventId: string) => [...internalEventKeys.all, 'attendees', eventId] as const,
  invitable: (q: string) => [...internalEventKeys.all, 'invitable', q] as const,
  invited: (ids: string[]) => [...internalEventKeys.all, 'invited', ids] as const,
};
