import { defineConfig } from '@lingui/conf'
import { formatter } from '@lingui/format-json'
import { messageAreas } from './src/lib/i18n/messages/catalogs.ts'

// The site's catalogs, compiled on import by @lingui/vite-plugin (`?lingui`): ICU messages in
// JSON, keyed by their English text (docs/languages.md).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'vi', 'ko'],
  catalogs: [
    ...messageAreas.map((area) => ({
      path: `<rootDir>/src/lib/i18n/messages/{locale}/${area}`,
      include: [],
    })),
    // The mock back-end's own: its answers' messages and mails, and the catalogue's content.
    ...['backend', 'catalogue'].map((area) => ({
      path: `<rootDir>/src/mocks/messages/{locale}/${area}`,
      include: [],
    })),
  ],
  format: formatter({ style: 'minimal' }),
})
