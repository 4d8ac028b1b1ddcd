import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { brandCreatorKeys } from './brand-creator-keys';

const getCreatorProfile = (id: string, signal?: AbortSignal) =>
  api.get('/brand/creators/:id/', { param: { id }, signal });

const creatorProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: brandCreatorKeys.profile(id), queryFn: ({ signal }) => getCreatorProfile(id, signal) });

export const useCreatorProfile = (id: string, enabled = true) =>
  useQuery({ ...creatorProfileQueryOptions(id), enabled });
