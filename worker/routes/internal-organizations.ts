import { z } from 'zod';
import { createRouter, jsonBody } from '../lib/openapi';
import {
  ZBrandNote,
  ZBrandNoteList,
  ZBrandNoteRequest,
  ZOrganizationDetail,
  ZOrganizationList,
  ZOrganizationListQuery,
} from '../schemas/internal-organizations';
import { ZOrganizationCreatorList } from '../schemas/internal-organization-creators';
import { addBrandNote, listBrandNotes } from '../services/internal/brand-notes';
import { campaignBrand } from '../services/internal/campaign-brand';
import { organizationCreators, organizationCreatorsCsv } from '../services/internal/organization-creators';
import { listOrganizations } from '../services/internal/list-organizations';
import { organizationDetail } from '../services/internal/organization-detail';
import { ZIdParam } from '../http/creator-access';
import { internalArea, internalContext } from '../http/internal-access';
import { csvFile } from '../http/route-area';
import { withPageLinks } from '../lib/page-links';

const organizations = internalArea(['internal: organizations']);
const oneBrand = { request: { params: ZIdParam }, errors: [404] } as const;
const ZCampaignBrand = z.object({ brand: z.object({ id: z.string().uuid(), name: z.string() }) });

/** The strategist's organizations: the brands they manage (staff: all), their health, and internal notes. */
export const internalOrganizationRoutes = createRouter()
  .openapi(
    organizations.read('/internal/organizations/', ZOrganizationList, {
      description:
        'Brands the strategist manages (staff: every brand) with plan, team, campaigns and what needs attention.',
      request: { query: ZOrganizationListQuery },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(withPageLinks(c.req.url, query, await listOrganizations({ ...internalContext(c), query })), 200);
    },
  )
  .openapi(organizations.read('/internal/organizations/{id}/', ZOrganizationDetail, oneBrand), async (c) =>
    c.json(await organizationDetail({ ...internalContext(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    organizations.read('/internal/organizations/{id}/creators/', ZOrganizationCreatorList, {
      description: 'Every creator who worked with or is in the pipeline of the brand.',
      ...oneBrand,
    }),
    async (c) => c.json(await organizationCreators({ ...internalContext(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    organizations.csv('/internal/organizations/{id}/creators.csv', { ...oneBrand, session: 'before' }),
    async (c) => {
      const csv = await organizationCreatorsCsv({ ...internalContext(c), brandId: c.req.valid('param').id });
      return csvFile(c, csv, 'organization-creators.csv');
    },
  )
  .openapi(
    organizations.read('/internal/organizations/{id}/notes/', ZBrandNoteList, {
      description: 'Internal notes about the brand; never shown to the brand.',
      ...oneBrand,
    }),
    async (c) => c.json(await listBrandNotes({ ...internalContext(c), brandId: c.req.valid('param').id }), 200),
  )
  .openapi(
    organizations.write('post', '/internal/organizations/{id}/notes/', ZBrandNote, {
      request: { params: ZIdParam, ...jsonBody(ZBrandNoteRequest) },
      errors: [404],
      status: 201,
      answer: 'Created',
    }),
    async (c) => {
      const note = { brandId: c.req.valid('param').id, body: c.req.valid('json').body };
      return c.json(await addBrandNote({ ...internalContext(c), ...note }), 201);
    },
  )
  .openapi(
    organizations.read('/internal/campaigns/{id}/brand/', ZCampaignBrand, {
      description: 'The brand of a campaign the internal user manages (404 otherwise): deep links choose it.',
      ...oneBrand,
    }),
    async (c) => c.json(await campaignBrand({ ...internalContext(c), campaignId: c.req.valid('param').id }), 200),
  );
