// `node scripts/run-together.mjs lint typecheck`: runs npm scripts side by side and fails if any
// fails. `npm run lint` and `npm test` use it for steps that each keep about one core busy (ESLint,
// Prettier, knip and tsc; the two builds and the contract suite), on a machine of two or more.
// Each script's output is printed whole once it ends, so the logs do not mix.
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)

function run(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name}: ${code === 0 ? 'passed' : `failed (${code})`}\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code ?? 1)
    })
  })
}

const codes = await Promise.all(names.map(run))
process.exit(codes.find((code) => code !== 0) ?? 0)
