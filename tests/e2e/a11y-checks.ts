// The two accessibility judges every route and open dialog is put before: axe-core and
// HTML_CodeSniffer. Each fails the test on a violation, naming where it is.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// axe-core on every route and in every open dialog or menu: no violation of WCAG 2.2 A or AA.
export async function expectNoViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // Third-party frames (the map) cannot load here and are not ours to fix.
    .exclude('iframe')
    // With frames left out, axe runs in the page itself, without the blank page it otherwise
    // opens to gather each frame's results.
    .setLegacyMode()
    .analyze()
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
  expect(summary, `${label}:\n${summary.join('\n')}`).toEqual([])
}

// A second judge: HTML_CodeSniffer (pa11y's engine) with its WCAG2AA standard. Its errors fail
// the test; its warnings and notices ask for a person's judgement and are only attached.
const htmlcsSource = readFileSync(
  fileURLToPath(import.meta.resolve('html_codesniffer/build/HTMLCS.js')),
  'utf8',
)
type Sniffed = { type: number; code: string; msg: string; html: string }

export async function expectNoHtmlcsErrors(page: Page, label: string) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (an added
  // script tag would be refused by it).
  await page.evaluate(htmlcsSource)
  const messages = await page.evaluate(
    () =>
      new Promise<Sniffed[]>((resolve, reject) => {
        type Message = { type: number; code: string; msg: string; element: Element | Document }
        const { HTMLCS, translation } = window as unknown as {
          HTMLCS: {
            process(standard: string, content: Document, done: () => void, failed: () => void): void
            getMessages(): Message[]
          }
          translation: { en: Record<string, string> }
        }
        // Its 2.5.1 build asks for 'InvalidAutoComplete_*' messages but ships them spelled
        // 'InvalidAutocomplete_*', and throws where it would report one: lend it the text.
        for (const [key, text] of Object.entries(translation.en)) {
          const asked = key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')
          translation.en[asked] ??= text
        }
        HTMLCS.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              HTMLCS.getMessages().map(({ type, code, msg, element }) => {
                const html = (element instanceof Element ? element.outerHTML : '#document')
                  .replace(/\s+/g, ' ')
                  .trim()
                return {
                  type,
                  code,
                  msg,
                  html: html.length > 240 ? `${html.slice(0, 240)}…` : html,
                }
              }),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        )
      }),
  )
  const lines = (type: number) =>
    messages.filter((m) => m.type === type).map((m) => `${m.code}\n  ${m.msg}\n  ${m.html}`)
  const [errors, warnings, notices] = [lines(1), lines(2), lines(3)]
  // Something to look at: had the script not run on this page, there would be nothing at all.
  expect(messages.length, `${label}: HTML_CodeSniffer reported nothing`).toBeGreaterThan(0)
  await test.info().attach(`htmlcs ${label}`, {
    body: [`errors:`, ...errors, `warnings:`, ...warnings, `notices:`, ...notices].join('\n'),
    contentType: 'text/plain',
  })
  expect(errors, `${label}:\n${errors.join('\n')}`).toEqual([])
}
