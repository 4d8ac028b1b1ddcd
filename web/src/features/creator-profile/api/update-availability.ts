import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateAvailability } from '@schemas/creator-rates';
import { api } from '@/lib/api-client';
import { availabilityQueryOptions } from './get-availability';

const updateAvailability = (body: TUpdateAvailability) => api.put('/influencer/availability/', body);

export const useUpdateAvailability = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvailability,
    onSuccess: (data) => queryClient.setQueryData(availabilityQueryOptions().queryKey, data),
  });
};
