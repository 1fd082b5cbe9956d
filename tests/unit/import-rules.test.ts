import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The import rules (docs/architecture.md) are enforced by ESLint; these cases prove the rules bite.
const eslint = new ESLint()

async function restrictedImports(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports')
}

describe('import rules', () => {
  it.each([
    ['src/api/client.ts', "import { x } from '@/features/booking'"],
    ['src/api/client.ts', "import { x } from '../mocks/db'"],
    ['src/features/booking/BookingPage.tsx', "import { x } from '@/mocks/browser'"],
    ['src/features/booking/BookingPage.tsx', "import { x } from '@/features/auth/LoginPage'"],
    ['src/features/booking/BookingPage.tsx', "import { x } from '../auth'"],
    ['src/mocks/handlers/auth.ts', "import { x } from '@/api/client'"],
    ['src/components/PageHero.tsx', "import { x } from '@/api/schemas'"],
    ['src/lib/money.ts', "import { x } from '@/theme'"],
    ['src/payments/CardForm.tsx', "import { x } from '@/mocks/provider'"],
    ['src/mocks/provider/tokens.ts', "import { x } from '@/payments/card-input'"],
    ['src/mocks/domain/cards.ts', "import { x } from '../../payments'"],
  ])('%s may not %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toHaveLength(0)
  })

  it.each([
    ['src/api/client.ts', "import { x } from '@/lib/storage'"],
    ['src/mocks/handlers/auth.ts', "import { x } from '@/api/schemas'"],
    ['src/features/booking/BookingPage.tsx', "import { x } from '@/features/auth'"],
    ['src/features/booking/parts/Form.tsx', "import { x } from '../schema'"],
    ['src/main.tsx', "const m = import('./mocks/browser')"],
    ['src/mocks/provider/tokens.ts', "import { x } from '@/lib/payments/card-checks'"],
    ['src/payments/CardForm.tsx', "import { x } from '@/lib/payments/card-checks'"],
  ])('%s may %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toHaveLength(0)
  })
})
