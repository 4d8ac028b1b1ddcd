import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatorEvent } from '@schemas/creator-events';
import { api } from '@/lib/api-client';
import { eventQueryOptions } from './get-event';

export const rsvp = ({ eventId, status }: { eventId: string; status: TCreatorEvent['my_rsvp'] & string }) =>
  api.post<TCreatorEvent>(`/influencer/events/${eventId}/rsvp/`, { status });

export const useRsvp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvp,
    onSuccess: (event) => {
      queryClient.setQueryData(eventQueryOptions(event.id).queryKey, event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['creator', 'events', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['creator', 'dashboard'] }),
      ]);
    },
  });
};
