import type { QueryClient } from '@tanstack/react-query';
import type { TCreatorCard, TCreatorSearchResult, TSavedProfiles } from '@schemas/creator-search';
import { brandCreatorKeys } from './brand-creator-keys';

type WithSaved = Pick<TCreatorCard, 'id' | 'is_saved'>;

/** A page of creators with one creator's `is_saved` set (the same page when the creator is not on it). */
const withSavedFlag = <T extends { results: WithSaved[] }>(page: T, id: string, isSaved: boolean): T =>
  page.results.some((creator) => creator.id === id)
    ? {
        ...page,
        results: page.results.map((creator) => (creator.id === id ? { ...creator, is_saved: isSaved } : creator)),
      }
    : page;

/** The saved list without a creator who was just unsaved. */
const withoutCreator = (page: TSavedProfiles, id: string): TSavedProfiles =>
  page.results.some((creator) => creator.id === id)
    ? { ...page, count: Math.max(0, page.count - 1), results: page.results.filter((creator) => creator.id !== id) }
    : page;

/**
 * After saving or unsaving a creator: the cached search pages and the creator's profile show the new state (the
 * search is not run again, unless one was already on its way); an unsaved creator leaves the cached saved list, and a newly saved one makes the saved
 * list stale (fetched when it is next shown, not now).
 */
export const storeSavedState = (queryClient: QueryClient, id: string, isSaved: boolean) => {
  queryClient.setQueriesData<TCreatorSearchResult>({ queryKey: brandCreatorKeys.searches() }, (page) =>
    page ? withSavedFlag(page, id, isSaved) : page,
  );
  // A search already on its way was asked before the save and would answer with the old flag: ask it again.
  void queryClient.invalidateQueries({
    queryKey: brandCreatorKeys.searches(),
    predicate: (query) => query.state.fetchStatus === 'fetching',
  });
  queryClient.setQueryData<WithSaved>(brandCreatorKeys.profile(id), (profile) =>
    profile ? { ...profile, is_saved: isSaved } : profile,
  );
  if (isSaved) return queryClient.invalidateQueries({ queryKey: brandCreatorKeys.savedPages(), refetchType: 'none' });
  queryClient.setQueriesData<TSavedProfiles>({ queryKey: brandCreatorKeys.savedPages() }, (page) =>
    page ? withoutCreator(page, id) : page,
  );
};
