import { nextTask } from '@/lib/idle'
import type * as Schemas from './schemas'

let loading: Promise<typeof Schemas> | undefined

/**
 * The contract's schemas, with zod's own code evaluated a task before them: the two in one task
 * took 35 to 55 ms at full speed. Kept once loaded, so later calls wait for no task.
 */
export function loadSchemas(): Promise<typeof Schemas> {
  loading ??= import('./schemas/zod-first')
    .then(nextTask)
    .then(() => import('./schemas'))
    .catch((error: unknown) => {
      // A failed load (a new version deployed, the network gone) is tried again next time.
      loading = undefined
      throw error
    })
  return loading
}
