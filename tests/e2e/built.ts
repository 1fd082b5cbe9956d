import { readFileSync } from 'node:fs'
import { JSDOM } from 'jsdom'

// The production build's files, read as a crawler or a host reads them: no browser.

const dist = process.env.BUILD_OUT_DIR || 'dist'

/** Where a file of the build is. */
export const builtPath = (file: string) => `${dist}/${file}`

/** The text of a file of the build. */
export const builtFile = (file: string) => readFileSync(builtPath(file), 'utf8')

/** The document a public page's address is served as (its prerendered HTML). */
export const servedDocument = (path: string) =>
  new JSDOM(builtFile(path === '/' ? 'index.html' : `${path.slice(1)}.html`)).window.document
