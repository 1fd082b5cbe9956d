import { describe, expect, it } from 'vitest'
import { tableNames } from '@/mocks/db/db'
import type { RawTables } from '@/mocks/db/indexed-db'
import { migrate } from '@/mocks/db/migrations'

// Old data is read by the kind its service had then, whatever the menu offers today.
const spec = {
  'classic-manicure': 'manicure',
  'signature-manicure': 'manicure',
  'gel-manicure': 'manicure',
  'classic-pedicure': 'pedicure',
  'signature-pedicure': 'pedicure',
  'gel-pedicure': 'pedicure',
  'luxury-pedicure': 'pedicure',
  'basic-package': 'package',
  'premium-package': 'package',
  'luxury-package': 'package',
}

describe('a version-3 appointment carried forward', () => {
  it('keeps each of SPEC’s ten services as the kind it was booked as', () => {
    const tables = Object.fromEntries(tableNames.map((name) => [name, []])) as unknown as RawTables
    tables.appointments = Object.keys(spec).map((service, i) => ({
      id: `appt_${i}`,
      service,
      serviceName: service,
      price: 50,
      durationMinutes: 45,
      date: '2026-11-25',
      time: '10:00',
      status: 'upcoming',
    }))
    const migrated = migrate(tables, 3).appointments as {
      service: string
      services: { category: string }[]
    }[]
    expect(Object.fromEntries(migrated.map((a) => [a.service, a.services[0]!.category]))).toEqual(
      spec,
    )
  })
})
