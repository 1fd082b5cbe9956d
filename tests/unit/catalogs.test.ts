import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { formMessages } from '@/api/schemas/limits'
import { partyMessages } from '@/api/schemas/party-rules'
import { messageAreas } from '@/lib/i18n/messages/catalogs'

// The words of every language, the pages' (src/lib/i18n/messages) and the back-end's
// (src/mocks/messages): each translation has every message and no other, each message keeps its
// placeholders, English compiles the ones that need it, and no message is left that no code uses.
const areas = [
  ...messageAreas.map((area) => ({ area, dir: 'src/lib/i18n/messages' })),
  { area: 'backend', dir: 'src/mocks/messages' },
  { area: 'catalogue', dir: 'src/mocks/messages' },
]
/** The names of a message's placeholders ({name}, {count, plural, …}), each once. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort()

/** Every source file's text, and the schemas' messages as they are built (limits in words). */
const sources = [
  ...readdirSync('src', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')),
  ...Object.values(formMessages),
  ...Object.values(partyMessages).filter((message) => typeof message === 'string'),
].join('\n')

describe.each(areas)('the $area messages', ({ area, dir }) => {
  const read = (language: string, name: string): Record<string, string> =>
    JSON.parse(readFileSync(join(dir, language, `${name}.json`), 'utf8')) as Record<string, string>
  const spanish = read('es', area)
  it.each(['vi', 'ko'])('are all in %s, and only they', (language) => {
    expect(Object.keys(read(language, area)).sort()).toEqual(Object.keys(spanish).sort())
  })
  it.each(['es', 'vi', 'ko'])('keep their placeholders in %s', (language) => {
    for (const [key, translation] of Object.entries(read(language, area)))
      expect(placeholders(translation), `${language}: ${key}`).toEqual(placeholders(key))
  })
  it('are compiled in English when they have placeholders, and only then', () => {
    const english = read('en', area)
    expect(Object.keys(english).sort()).toEqual(
      Object.keys(spanish)
        .filter((key) => key.includes('{'))
        .sort(),
    )
    for (const [key, message] of Object.entries(english)) expect(message).toBe(key)
  })
  it('are each used by some code', () => {
    const unused = Object.keys(spanish).filter(
      (key) => !sources.includes(JSON.stringify(key).slice(1, -1)) && !sources.includes(key),
    )
    expect(unused).toEqual([])
  })
})
