import type { Messages } from '@lingui/core'
import { mergeCatalogs } from './catalogs'

// English compiles only its messages with values: the shell's come with the app, each page's with
// its code (`loadWords` in ../i18n.ts).
export const messages = mergeCatalogs(
  import.meta.glob<Messages>(['./en/shell.json', './en/api.json'], {
    query: '?lingui',
    import: 'messages',
    eager: true,
  }),
)
