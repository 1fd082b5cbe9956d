import { useMatches } from 'react-router'

/** What the router tells the components of every page (src/app/router.tsx): its page-table entry. */
export interface PageHandle {
  page: { title: string; description: string }
}

/** The page-table entry of the page on screen; none for an address no page has (the 404). */
export function useRoutePage(): PageHandle['page'] | undefined {
  return useMatches()
    .map((match) => (match.handle as Partial<PageHandle> | undefined)?.page)
    .filter((page) => page !== undefined)
    .at(-1)
}
