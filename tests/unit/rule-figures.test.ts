import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { partyRules } from '@/api/schemas/party-rules'
import { CHANGE_NOTICE_HOURS } from '@/lib/rules'

// Every business rule is one constant (src/lib/rules.ts, partyRules): a sentence that states one
// takes its figure as a placeholder, so changing the constant changes every sentence, in every
// language. This reads every message of every catalogue and fails on a figure written into the
// words, unless it is a fact of the salon's content, or content that restates a rule with the
// rule's own figure.

/** A figure with a unit of time or of people, as each language writes it ('24 hours', '60분'). */
const figures: Record<string, RegExp> = {
  en: /\b\d+[ -](?:minutes?|hours?|days?|weeks?|guests?|people)\b/g,
  es: /\b\d+ (?:minutos?|horas?|días?|semanas?|acompañantes?|invitad[oa]s?|personas?)\b/g,
  vi: /\b\d+ (?:phút|giờ|ngày|tuần|khách|người)/g,
  // Not a date ('6월 1일'): a day count stands without a month before it.
  ko: /(?<!월 ?)\b\d+ ?(?:분|시간|일|주|명)/g,
}

/**
 * Messages (by their English) whose figures are the salon's content, not its rules: what a
 * treatment includes, how long a colour lasts, what a package promises, how soon the salon
 * answers a message, how quick booking is.
 */
const contentFacts = [
  /15-minute massage/,
  /lasts 2-3 weeks|two to three weeks/,
  /^Free polish change within \d+ days$/,
  /get back to you within 24 hours/,
  /^Reserve your visit in a minute/,
]

/**
 * Content the API serves as it is (an event's availability, an FAQ's answer, a schema's
 * message) that restates a rule: its English must state the rule's figure, and each
 * translation the same figures as its English.
 */
const restatedRules = [
  {
    english: /^Available any day; book at least (\d+) weeks? in advance$/,
    days: partyRules.eventNoticeDays,
    per: 7,
  },
  {
    english: /^Available year-round; book at least (\d+) weeks? in advance$/,
    days: partyRules.bridalNoticeDays,
    per: 7,
  },
  {
    english: /^Please give us at least (\d+) hours’ notice to cancel/,
    days: CHANGE_NOTICE_HOURS,
    per: 1,
  },
  { english: /^A party can bring up to (\d+) guests\.$/, days: partyRules.maxGuests, per: 1 },
  {
    english: /^Celebrate with friends: groups of (\d+) or more/,
    days: partyRules.eventSize,
    per: 1,
  },
]

const catalogues = ['src/lib/i18n/messages', 'src/mocks/messages'].flatMap((dir) =>
  ['es', 'vi', 'ko'].flatMap((language) =>
    readdirSync(join(dir, language)).map((file) => ({
      file: join(dir, language, file),
      language,
      messages: JSON.parse(readFileSync(join(dir, language, file), 'utf8')) as Record<
        string,
        string
      >,
    })),
  ),
)

/** The figures a text states outright. */
const statedFigures = (text: string, language: string) =>
  [...text.matchAll(figures[language]!)].map((match) => match[0])

/** Whether a message (by its English) is content, or content restating a rule checked below. */
const isContent = (english: string) =>
  [...contentFacts, ...restatedRules.map((rule) => rule.english)].some((fact) => fact.test(english))

const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).sort()

describe('a rule stated in words', () => {
  it.each(catalogues.map((c) => [c.file, c] as const))(
    'takes its figure from its constant in %s',
    (_file, { language, messages }) => {
      const written = Object.entries(messages)
        .filter(([english]) => !isContent(english))
        .flatMap(([english, translation]) =>
          [...statedFigures(english, 'en'), ...statedFigures(translation, language)].map(
            (figure) => `${figure} in "${english.slice(0, 60)}"`,
          ),
        )
      expect(written).toEqual([])
    },
  )

  it.each(restatedRules.map((rule) => [rule.english.source, rule] as const))(
    'restated in content, is its constant: %s',
    (_source, rule) => {
      const restating = catalogues.flatMap(({ file, messages }) =>
        Object.entries(messages)
          .filter(([english]) => rule.english.test(english))
          .map(([english, translation]) => ({ file, english, translation })),
      )
      expect(restating.length).toBeGreaterThan(0)
      for (const { file, english, translation } of restating) {
        const [, figure] = english.match(rule.english)!
        expect(Number(figure) * rule.per, english).toBe(rule.days)
        expect(numbersIn(translation), `${file}: ${english}`).toEqual(numbersIn(english))
      }
    },
  )
})
