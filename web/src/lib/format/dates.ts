const utc = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

/** A calendar date ("Mar 4, 2027"); plain dates are the same day everywhere. */
export const formatDate = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        utc(iso),
      )
    : '—';

/** A moment in the viewer's own time zone, with the zone named ("Mar 4, 2027, 3:05 PM CET"). */
export const formatDateTime = (iso: string | null | undefined, timeZone?: string) =>
  iso
    ? new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
        timeZone,
      }).format(utc(iso))
    : '—';
