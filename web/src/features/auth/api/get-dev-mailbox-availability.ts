import { useEffect, useState } from 'react';
import { api, isApiError } from '@/lib/api-client';

/** True when the local dev mailbox answers (it is disabled — 404 — outside local development). */
const getDevMailboxAvailability = async () => {
  try {
    await api.get('/dev/mailbox/');
    return true;
  } catch (error) {
    if (isApiError(error)) return false;
    throw error;
  }
};

/** Asked once per page load: it cannot change while the app runs. */
let availability: Promise<boolean> | null = null;

/** `{ data }` like a query, without React Query (the hint is on the public sign-in and sign-up pages). */
export const useDevMailboxAvailability = () => {
  const [data, setData] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let current = true;
    availability ??= getDevMailboxAvailability().catch(() => {
      availability = null;
      return false;
    });
    void availability.then((available) => current && setData(available));
    return () => {
      current = false;
    };
  }, []);
  return { data };
};
