import { Button, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { t } from '@/lib/i18n/i18n'

interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown }
  /** What the error state says; a Retry button always follows. */
  errorText: string
  /** What an empty list says instead of an empty space. */
  emptyText?: string
  /** Skeleton lines shown while loading, sized like the content. */
  skeletonLines?: number
  children: (data: T) => ReactNode
}

/** Loading skeleton, error with Retry, empty text, or the content: the states every query has. */
export function QueryState<T>({
  query,
  errorText,
  emptyText,
  skeletonLines = 3,
  children,
}: QueryStateProps<T>) {
  const failed = (
    <Stack gap="3" align="flex-start" role="alert">
      <Text color="fg.muted">{errorText}</Text>
      <Button size="sm" variant="outline" onClick={() => query.refetch()}>
        {t('Retry')}
      </Button>
    </Stack>
  )
  // What was shown stays when a later fetch of it fails, the error above it: a form a person is
  // filling in must not be taken away (and emptied) by a check in the background.
  const { data } = query
  if (data !== undefined) {
    const empty = emptyText && Array.isArray(data) && data.length === 0
    return (
      <>
        {query.isError && failed}
        {empty ? <Text color="fg.muted">{emptyText}</Text> : children(data)}
      </>
    )
  }
  if (query.isPending) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t('Loading')}>
        {Array.from({ length: skeletonLines }, (_, i) => (
          <Skeleton key={i} height="12" borderRadius="md" />
        ))}
      </Stack>
    )
  }
  return failed
}
