/** A CSV cell: quoted, and never read as a spreadsheet formula (cells starting with = + - @ get a leading '). */
export const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
};
