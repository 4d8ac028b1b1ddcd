/** "Sat, Jun 14 · 3:00 PM – 6:00 PM" in the viewer's time zone. */
export const formatEventTime = (startsAt: string, endsAt: string) => {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${day} · ${time.format(start)} – ${time.format(end)}`;
};

export const spotsText = (spots: number | null) =>
  spots === null ? 'Open to all' : spots === 0 ? 'Full' : `${spots} spot${spots === 1 ? '' : 's'} left`;
