export function buildMockScript(
  part: 'backend' | 'panel',
  mode: 'production' | 'development',
): Promise<string>
export function assembleServiceWorker(
  build: { version: string; files: string[] },
  backend: string,
): string
