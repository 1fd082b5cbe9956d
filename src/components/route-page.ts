import { useMatches } from 'react-router'
import type { MessageId } from '@/lib/i18n/i18n'

/** What the router tells the components of every page (src/app/router.tsx): its page-table entry. */
export interface PageHandle {
  page: { path: string; title: MessageId; description: MessageId }
}

/** The page-table entry of the page on screen; none for an address no page has (the 404). */
export function useRoutePage(): PageHandle['page'] | undefined {
  return useMatches()
    .map((match) => (match.handle as Partial<PageHandle> | undefined)?.page)
    .filter((page) => page !== undefined)
    .at(-1)
}
