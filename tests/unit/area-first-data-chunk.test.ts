import { describe, expect, it } from 'vitest';
import { areaFirstDataChunk } from '../../scripts/lib/area-first-data-chunk';

/** A module graph: each module and what it imports statically. */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id]! } : null),
});

const BRAND_TABLE = '/app/web/src/app/router/brand-routes.tsx';
const CREATOR_TABLE = '/app/web/src/app/router/creator-routes.tsx';
const graph = graphOf({
  [BRAND_TABLE]: [
    '/app/web/src/features/brand-creators/api/prefetch-creator-search.ts',
    '/app/web/src/features/content-review/api/prefetch-content-review.ts',
    '/app/web/src/lib/query-client.ts',
  ],
  [CREATOR_TABLE]: ['/app/web/src/features/creator-campaigns/api/get-dashboard.ts'],
  '/app/web/src/features/brand-creators/api/prefetch-creator-search.ts': [
    '/app/web/src/features/brand-creators/api/search-creators.ts',
    '/app/worker/schemas/creator-search-vocabulary.ts',
    '/app/node_modules/@tanstack/query-core/build/modern/index.js',
  ],
  '/app/web/src/features/brand-creators/api/search-creators.ts': ['/app/web/src/lib/api-client.ts'],
  '/app/web/src/features/content-review/api/prefetch-content-review.ts': ['/app/worker/schemas/vocabularies.ts'],
  '/app/web/src/features/creator-campaigns/api/get-dashboard.ts': ['/app/worker/schemas/vocabularies.ts'],
  '/app/worker/schemas/creator-search-vocabulary.ts': [],
  '/app/worker/schemas/vocabularies.ts': [],
  '/app/web/src/features/brand-creators/routes/creator-database-page.tsx': [
    '/app/web/src/features/brand-creators/api/search-creators.ts',
  ],
});

describe("an area table's first-data chunk", () => {
  const chunkOf = areaFirstDataChunk({ brand: BRAND_TABLE, creator: CREATOR_TABLE });

  it("holds the feature modules and contracts only one area's table imports, directly or not", () => {
    expect(chunkOf('/app/web/src/features/brand-creators/api/prefetch-creator-search.ts', graph)).toBe(
      'brand-first-data',
    );
    expect(chunkOf('/app/web/src/features/brand-creators/api/search-creators.ts', graph)).toBe('brand-first-data');
    expect(chunkOf('/app/worker/schemas/creator-search-vocabulary.ts', graph)).toBe('brand-first-data');
    expect(chunkOf('/app/web/src/features/creator-campaigns/api/get-dashboard.ts', graph)).toBe('creator-first-data');
  });

  it('leaves alone what two areas share, the pages, the shared lib and the packages', () => {
    expect(chunkOf('/app/worker/schemas/vocabularies.ts', graph)).toBeNull();
    expect(chunkOf('/app/web/src/features/brand-creators/routes/creator-database-page.tsx', graph)).toBeNull();
    expect(chunkOf('/app/web/src/lib/query-client.ts', graph)).toBeNull();
    expect(chunkOf('/app/web/src/lib/api-client.ts', graph)).toBeNull();
    expect(chunkOf('/app/node_modules/@tanstack/query-core/build/modern/index.js', graph)).toBeNull();
  });
});
