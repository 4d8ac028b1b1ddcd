/** "3 spots left", "Full" or "Open to all" for an event's remaining places. */
export const spotsText = (spots: number | null) =>
  spots === null ? 'Open to all' : spots === 0 ? 'Full' : `${spots} spot${spots === 1 ? '' : 's'} left`;
