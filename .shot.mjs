import { chromium } from '@playwright/test'
import { chromiumArgs } from '/work/main/scripts/browser-path.mjs'
const [,, url, out, w='1280', h='800', full='0'] = process.argv
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs })
const p = await b.newPage({ viewport: { width: +w, height: +h } })
p.on('console', m => console.log('console:', m.type(), m.text()))
p.on('pageerror', e => console.log('pageerror:', e.message))
await p.goto(url, { waitUntil: 'networkidle' })
await p.waitForTimeout(500)
await p.screenshot({ path: out, fullPage: full === '1' })
await b.close()
