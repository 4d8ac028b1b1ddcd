/** The strategists' organizations: queries and invalidations use these keys. */
export const internalOrganizationKeys = {
  all: ['internal', 'organizations'] as const,
  list: (filter: object) => [...internalOrganizationKeys.all, 'list', filter] as const,
  detail: (id: string) => [...internalOrganizationKeys.all, 'detail', id] as const,
  creators: (brandId: string) => [...internalOrganizationKeys.all, 'creators', brandId] as const,
  notes: (brandId: string) => [...internalOrganizationKeys.all, 'notes', brandId] as const,
  messages: (brandId: string) => [...internalOrganizationKeys.all, 'messages', brandId] as const,
  checkIns: (brandId: string) => [...internalOrganizationKeys.all, 'check-ins', brandId] as const,
};
