import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/brands/?q=` — brands by name or owner e-mail. */
const staffBrandsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: staffKeys.brands(q),
    queryFn: () => api.get('/staff/brands/', { query: { q: q || undefined } }),
  });
export const useStaffBrands = (q: string) => useQuery(staffBrandsQueryOptions(q));

/** `GET /api/staff/strategists/` — who can be assigned. */
export const useAssignableStrategists = () =>
  useQuery({
    queryKey: staffKeys.strategists(),
    queryFn: () => api.get('/staff/strategists/'),
  });

export type StrategistChange = { brandId: string; strategistId: string; assign: boolean };

/** `POST /api/staff/brands/{id}/strategists/` to assign, `DELETE …/strategists/{strategistId}/` to unassign. */
const changeStrategist = ({ brandId, strategistId, assign }: StrategistChange) =>
  assign
    ? api.post('/staff/brands/:id/strategists/', { strategist_id: strategistId }, { param: { id: brandId } })
    : api.delete('/staff/brands/:id/strategists/:strategistId/', { param: { id: brandId, strategistId } });

export const useChangeStrategist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStrategist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
};
