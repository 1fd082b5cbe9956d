import { nextTask } from '@/lib/idle'
import type * as Schemas from './schemas'

let loading: Promise<typeof Schemas> | undefined

/**
 * The contract's schemas, with zod's own code evaluated a task before them: evaluating both in
 * one task blocks a phone for 150 ms or more.
 */
export function loadSchemas(): Promise<typeof Schemas> {
  loading ??= import('./schemas/zod-first').then(nextTask).then(() => import('./schemas'))
  // A failed load (a new version deployed, the network gone) is tried again next time.
  loading.catch(() => (loading = undefined))
  return loading
}
