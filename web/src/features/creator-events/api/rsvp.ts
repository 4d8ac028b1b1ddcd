import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatorEvent } from '@schemas/creator-events';
import { api } from '@/lib/api-client';
import { eventQueryOptions } from './get-event';
import { creatorKeys } from '@/lib/queries/query-keys';
import { creatorEventKeys } from './creator-event-keys';

const rsvp = ({ eventId, status }: { eventId: string; status: TCreatorEvent['my_rsvp'] & string }) =>
  api.post('/influencer/events/:id/rsvp/', { status }, { param: { id: eventId } });

export const useRsvp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvp,
    onSuccess: (event) => {
      queryClient.setQueryData(eventQueryOptions(event.id).queryKey, event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: creatorEventKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: creatorKeys.dashboard() }),
      ]);
    },
  });
};
