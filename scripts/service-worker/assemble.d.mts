import type { WorkerConstants } from './constants.ts'

export function buildMockScript(
  part: 'backend' | 'panel',
  mode: 'production' | 'development',
): Promise<string>
export function assembleServiceWorker(
  build: { version: string; files: string[] },
  site: WorkerConstants,
  backend: string,
): string
