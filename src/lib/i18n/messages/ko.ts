import type { Messages } from '@lingui/core'
import { mergeCatalogs } from './catalogs'

export const messages = mergeCatalogs(
  import.meta.glob<Messages>('./ko/*.json', {
    query: '?lingui',
    import: 'messages',
    eager: true,
  }),
)
