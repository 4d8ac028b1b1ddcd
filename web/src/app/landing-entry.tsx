import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiOutput } from '@/lib/api-contract';
import { InstallBanner } from '@/components/shell/install-banner';
import { STORAGE_KEYS } from '@/config/constants';
import { homePathFor, suspendedPathFor } from '@/lib/auth/home-path';
import { browserStorage, readJson } from '@/lib/storage';
import { LandingPage, type LandingSession } from '@/features/landing/components/landing-page';

/**
 * A first visit to `/` boots only React and the landing page — no router, React Query or app code — to
 * keep the page inside its 100 KiB gzipped JS budget. Its links are full page loads into the app.
 * A cheap session probe swaps "Sign in" for "Open dashboard" and forwards suspended users (spec §2).
 */
type Me = ApiOutput<'/auth/me/', 'get'>;

const probeSession = async (): Promise<Me | null> => {
  try {
    // Not through lib/api-client: the landing page ships without it (its answer type is still the route's).
    // eslint-disable-next-line no-restricted-syntax
    const response = await fetch('/api/auth/me/', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok ? ((await response.json()) as Me) : null;
  } catch {
    return null;
  }
};

const StandaloneLanding = () => {
  const [session, setSession] = useState<LandingSession | null>(null);
  useEffect(() => {
    void probeSession().then((user) => {
      if (!user) return;
      if (user.status === 'SUSPENDED') return window.location.replace(suspendedPathFor(user));
      const selected = readJson<{ id: string }>(browserStorage(), STORAGE_KEYS.selectedBrand);
      setSession({ name: user.first_name || user.name, homeHref: homePathFor(user, selected?.id) });
    });
  }, []);
  return (
    <>
      <LandingPage session={session} />
      <InstallBanner />
    </>
  );
};

export const mount = (container: HTMLElement) => {
  createRoot(container, {
    onUncaughtError: (error) => console.error('Uncaught error', error),
  }).render(
    <StrictMode>
      <StandaloneLanding />
    </StrictMode>,
  );
};
