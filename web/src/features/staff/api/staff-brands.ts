import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiQueryOptions, useRefreshingMutation } from '@/lib/queries/api-query';
import { staffKeys } from './staff-keys';

/** `GET /api/staff/brands/?q=` — brands by name or owner e-mail. */
export const useStaffBrands = (q: string) =>
  useQuery(apiQueryOptions(staffKeys.brands(q), '/staff/brands/', { query: { q: q || undefined } }));

/** `GET /api/staff/strategists/` — who can be assigned. */
export const useAssignableStrategists = () => useQuery(apiQueryOptions(staffKeys.strategists(), '/staff/strategists/'));

export type StrategistChange = { brandId: string; strategistId: string; assign: boolean };

/** `POST /api/staff/brands/{id}/strategists/` to assign, `DELETE …/strategists/{strategistId}/` to unassign. */
const changeStrategist = ({ brandId, strategistId, assign }: StrategistChange) =>
  assign
    ? api.post('/staff/brands/:id/strategists/', { strategist_id: strategistId }, { param: { id: brandId } })
    : api.delete('/staff/brands/:id/strategists/:strategistId/', { param: { id: brandId, strategistId } });

export const useChangeStrategist = () => useRefreshingMutation(changeStrategist, [staffKeys.all]);
