/** A stored enum value as people read it: `past_due` → "Past due", `SUSPENDED` → "Suspended". */
export const enumLabel = (value: string) => {
  const words = value.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
