import { Badge, Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { packagesQuery, promotionsQuery, servicesQuery } from '@/api'
import { t } from '@/lib/i18n/i18n'
import { catalogueEntries, pageEntries, search } from './search-entries'

const MAX_RESULTS = 8

/**
 * The site search's content: pages, services, packages and offers as you type. Drawn only while
 * its dialog is open, so the catalogue is asked for then, and what was typed goes with it.
 */
export function SearchPanel({ close }: { close: () => void }) {
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const services = useQuery(servicesQuery())
  const packages = useQuery(packagesQuery())
  const promotions = useQuery(promotionsQuery())
  const entries = useMemo(
    // In the page's language, so what is typed is matched against the words on screen.
    () => [...pageEntries(), ...catalogueEntries(services.data, packages.data, promotions.data)],
    [services.data, packages.data, promotions.data],
  )
  const results = search(query, entries).slice(0, MAX_RESULTS)

  return (
    <>
      <form
        role="search"
        // Enter or the Search button: the first result.
        onSubmit={(event) => {
          event.preventDefault()
          const first = results[0]
          if (first) {
            close()
            navigate(first.to)
          }
        }}
      >
        <Field.Root>
          <Field.Label>{t('What are you looking for?')}</Field.Label>
          <HStack width="full" gap="2">
            <Input
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('Try “gel”, “package” or “hours”')}
              autoComplete="off"
            />
            <Button type="submit" colorPalette="gold" flexShrink="0">
              {t('Search')}
            </Button>
          </HStack>
        </Field.Root>
      </form>
      <Text mt="3" fontSize="sm" color="fg.muted" aria-live="polite">
        {results.length === 0
          ? t('No matches')
          : t('{count, plural, one {# result} other {# results}}', { count: results.length })}
      </Text>
      <Stack as="ul" listStyleType="none" mt="2" gap="1" aria-label={t('Search results')}>
        {results.map((entry) => (
          <li key={`${entry.kind}:${entry.title}`}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              _hover={{ bg: 'gold.subtle' }}
            >
              <RouterLink to={entry.to} onClick={close}>
                <HStack justify="space-between" width="full">
                  <Text as="span">{entry.title}</Text>
                  <Badge variant="outline" size="sm">
                    {t(entry.kind)}
                  </Badge>
                </HStack>
              </RouterLink>
            </Link>
          </li>
        ))}
      </Stack>
    </>
  )
}
