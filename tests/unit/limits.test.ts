import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpointList } from '@/api/schemas/contract'
import { formatCount } from '@/lib/text'

// Every text the API takes with a limit, found in the contract table (bodies and query strings),
// so that a field added later with a bare .max() fails here rather than in front of a person.
const limited = endpointList.flatMap(([endpoint, { body, query }]) =>
  [body, query].flatMap((schema) =>
    schema instanceof z.ZodObject
      ? Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([field, type]) => {
          const json = z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' })
          return typeof json.maxLength === 'number'
            ? [{ endpoint, field, type, max: json.maxLength, email: json.format === 'email' }]
            : []
        })
      : [],
  ),
)

/** A value `length` characters long that breaks no other rule of its field. */
const valueOf = (length: number, email: boolean) =>
  email ? `${'a'.repeat(length - '@example.com'.length)}@example.com` : 'x'.repeat(length)

const tooBig = (type: z.ZodType, value: string) => {
  const parsed = type.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.code === 'too_big')
}

describe('every limit speaks plain words', () => {
  it('finds the limits of the forms’ fields', () => {
    const names = limited.map(({ endpoint, field }) => `${endpoint}.${field}`)
    for (const name of [
      'sendContactMessage.name',
      'sendContactMessage.subject',
      'sendContactMessage.message',
      'bookAppointment.notes',
      'bookAppointment.promoCode',
      'register.password',
      'subscribeToNewsletter.email',
    ])
      expect(names).toContain(name)
  })

  for (const { endpoint, field, type, max, email } of limited) {
    it(`${endpoint}.${field}: ${max} characters pass, one more is refused in words`, () => {
      expect(tooBig(type, valueOf(max, email))).toEqual([])
      const issues = tooBig(type, valueOf(max + 1, email))
      expect(issues).toHaveLength(1)
      expect(issues[0]!.message).toMatch(
        new RegExp(`^[A-Z][a-z ]+ must be ${formatCount(max)} characters or fewer$`),
      )
    })
  }

  it('says the contact message’s limit as the issue asks', () => {
    const message = limited.find(
      (l) => l.endpoint === 'sendContactMessage' && l.field === 'message',
    )!
    expect(tooBig(message.type, 'x'.repeat(6000))[0]?.message).toBe(
      'Message must be 5,000 characters or fewer',
    )
  })
})
