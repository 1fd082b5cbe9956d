// `npm run test:contract [-- --base-url https://api.example.com/v1]`: runs the contract suite
// against that server, or against the mock back-end when no URL is given.
import { spawnSync } from 'node:child_process'

const args = process.argv.slice(2)
const flag = args.findIndex((a) => a === '--base-url' || a.startsWith('--base-url='))
const baseUrl =
  flag === -1 ? undefined : args[flag].includes('=') ? args[flag].split('=')[1] : args[flag + 1]
if (flag !== -1 && !baseUrl) {
  console.error('Usage: npm run test:contract -- --base-url https://api.example.com/v1')
  process.exit(2)
}

const env = {
  ...process.env,
  ...(baseUrl ? { CONTRACT_BASE_URL: baseUrl.replace(/\/$/, '') } : {}),
}
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.contract.config.ts'], {
  stdio: 'inherit',
  env,
})
process.exit(result.status ?? 1)
