import { nextTask } from '@/lib/idle'
import { loadOnce } from '@/lib/load-once'

/**
 * The contract's schemas, with zod's own code evaluated a task before them: the two in one task
 * took 35 to 55 ms at full speed. Kept once loaded, so later calls wait for no task.
 */
export const loadSchemas = loadOnce(() =>
  import('./schemas/zod-first').then(nextTask).then(() => import('./schemas')),
)
