import { CloseButton, Dialog, Field, IconButton, Input, Link, Portal, Stack, Text } from '@chakra-ui/react'
import { Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router'
import { searchPages } from './site-pages'

/** The header's search: a dialog (also Ctrl/Cmd+K) that finds pages as you type. */
export function SearchDialog() {
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const navigate = useNavigate()
  const results = searchPages(query)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const close = () => {
    setOpen(false)
    setQuery('')
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? setOpen(true) : close())} placement="top">
      <Dialog.Trigger asChild>
        <IconButton aria-label="Search" variant="ghost" color="fg">
          <Search aria-hidden />
        </IconButton>
      </Dialog.Trigger>
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
                    placeholder="Try “gel” or “hours”"
                    autoComplete="off"
                  />
                </Field.Root>
              </form>
              <Text mt="3" fontSize="sm" color="fg.muted" aria-live="polite">
                {results.length === 0 ? 'No matches' : `${results.length} result${results.length === 1 ? '' : 's'}`}
              </Text>
              <Stack as="ul" listStyleType="none" mt="2" gap="1">
                {results.map((page) => (
                  <li key={page.to}>
                    <Link asChild display="block" px="3" py="2" borderRadius="md" _hover={{ bg: 'gold.subtle' }}>
                      <RouterLink to={page.to} onClick={close}>
                        {page.title}
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
