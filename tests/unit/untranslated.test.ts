import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { messageAreas } from '@/lib/i18n/messages/catalogs'
import { names, sameWords, wordsOf } from '../support/allowed-english'

// Every message the code writes is in Spanish, Vietnamese and Korean, and none of them is the
// English left as it was, except names and words a language truly writes as English does
// (tests/support/allowed-english.ts, each with why). A failure names the file and the message.
const languages = ['es', 'vi', 'ko'] as const
const catalogFiles = [
  ...messageAreas.map((area) => ({ dir: 'src/lib/i18n/messages', area })),
  { dir: 'src/mocks/messages', area: 'backend' },
  { dir: 'src/mocks/messages', area: 'catalogue' },
]
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>

/** Every message a language has, whichever area holds it. */
const known = Object.fromEntries(
  languages.map((language) => [
    language,
    new Set(
      catalogFiles.flatMap(({ dir, area }) =>
        Object.keys(read(join(dir, language, `${area}.json`))),
      ),
    ),
  ]),
)

/** The messages written in the code by their English text: t('…'), say('…'), translate('…'). */
const written = readdirSync('src', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .flatMap((entry) => {
    const file = join(entry.parentPath, entry.name)
    const code = readFileSync(file, 'utf8')
    const single = [...code.matchAll(/\b(?:t|say|translate)\(\s*'((?:[^'\\\n]|\\.)*)'/g)].map(
      (match) => match[1]!.replace(/\\'/g, "'").replace(/"/g, '\\"'),
    )
    const double = [...code.matchAll(/\b(?:t|say|translate)\(\s*"((?:[^"\\\n]|\\.)*)"/g)].map(
      (match) => match[1]!,
    )
    return [...single, ...double].map((literal) => ({
      file,
      message: JSON.parse(`"${literal}"`) as string,
    }))
  })

describe('the catalogues', () => {
  it('find the messages the code writes', () => {
    expect(written.length).toBeGreaterThan(500)
    expect(written).toContainEqual({
      file: 'src/mocks/mail/account-mails.ts',
      message: expect.stringContaining('Hi {name},\n\n') as string,
    })
  })

  it.each(languages)('have every message the code writes in %s', (language) => {
    const missing = written
      .filter(({ message }) => !known[language]!.has(message))
      .map(({ file, message }) => `${file}: ${message}`)
    expect(missing, `messages with no ${language} translation`).toEqual([])
  })

  it.each(languages)('leave no English in %s but names and the listed words', (language) => {
    const english: string[] = []
    for (const { dir, area } of catalogFiles) {
      const file = join(dir, language, `${area}.json`)
      for (const [key, translation] of Object.entries(read(file)))
        if (translation === key && /\p{L}/u.test(wordsOf(key)) && !(key in sameWords[language]))
          english.push(`${file}: ${key}`)
    }
    expect(english, `messages left in English in ${language}`).toEqual([])
  })

  it('list only words still in use, each with why', () => {
    for (const language of languages)
      for (const [word, why] of Object.entries(sameWords[language])) {
        expect(known[language]!.has(word), `${language}: ${word}`).toBe(true)
        expect(why.length).toBeGreaterThan(10)
      }
    expect(names).toContain('Diva Nail Spa')
  })
})
