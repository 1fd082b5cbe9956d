import {
  Badge,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Link,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { packagesQuery, promotionsQuery, servicesQuery } from '@/api'
import { catalogueEntries, search, sitePages } from './site-pages'
import type { OverlayProps } from './use-overlay'

const MAX_RESULTS = 8

/** The site search's dialog: pages, services, packages and offers as you type. */
export function SearchDialog({ open, onOpenChange }: OverlayProps) {
  const [query, setQuery] = useState('')
  const navigate = useNavigate()
  // The catalogue is fetched only once somebody opens the search.
  const services = useQuery({ ...servicesQuery(), enabled: open })
  const packages = useQuery({ ...packagesQuery(), enabled: open })
  const promotions = useQuery({ ...promotionsQuery(), enabled: open })
  const entries = useMemo(
    () => [...sitePages, ...catalogueEntries(services.data, packages.data, promotions.data)],
    [services.data, packages.data, promotions.data],
  )
  const results = search(query, entries).slice(0, MAX_RESULTS)

  const close = () => {
    onOpenChange(false)
    setQuery('')
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? onOpenChange(true) : close())}
      placement="top"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">Search the site</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form
                role="search"
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
                  <Field.Label>What are you looking for?</Field.Label>
                  <Input
                    value={query}
                    onChange={(event) => setQuery(event.target.value)}
                    placeholder="Try “gel”, “package” or “hours”"
                    autoComplete="off"
                  />
                </Field.Root>
              </form>
              <Text mt="3" fontSize="sm" color="fg.muted" aria-live="polite">
                {results.length === 0
                  ? 'No matches'
                  : `${results.length} result${results.length === 1 ? '' : 's'}`}
              </Text>
              <Stack as="ul" listStyleType="none" mt="2" gap="1" aria-label="Search results">
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
                            {entry.kind}
                          </Badge>
                        </HStack>
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close search" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
