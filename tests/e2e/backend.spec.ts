import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expect, mocksFor, test } from './fixtures'
import { callApi, nextMonday, signInThroughForm } from './support'

// The shipped service worker answers the contract in the browser; these tests speak to it
// exactly as the app does, over fetch.

const api = (page: Page, method: string, path: string, body?: unknown, token?: string) =>
  callApi(page, method, path, body, token)

async function openSite(page: Page) {
  await page.goto('/')
  await mocksFor(page).setLatency('none')
}

test('the worker answers the contract and keeps data across a reload', async ({ page }) => {
  await openSite(page)
  const salon = await api(page, 'GET', '/salon')
  expect(salon.status).toBe(200)
  expect(salon.body.address.city).toBe('Chantilly')

  const signUp = await api(page, 'POST', '/auth/register', {
    name: 'Ana Garcia',
    email: 'ana@example.com',
    password: 'secret123',
  })
  expect(signUp.status).toBe(201)
  // Stored in IndexedDB, the password only as a hash.
  const stored = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const request = indexedDB.open('diva-nail-spa')
        request.onerror = () => reject(request.error)
        request.onsuccess = () => {
          const all = request.result.transaction('accounts').objectStore('accounts').getAll()
          all.onsuccess = () => resolve(JSON.stringify(all.result))
        }
      }),
  )
  expect(stored).toContain('ana@example.com')
  expect(stored).not.toContain('secret123')

  await page.reload()
  await mocksFor(page).ready()
  const me = await api(page, 'GET', '/auth/me', undefined, signUp.body.token)
  expect(me.body.user.name).toBe('Ana Garcia')
})

test('unreadable stored data is kept aside, offered in the panel, and the site still works', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
  // What an earlier version left in localStorage, damaged.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('diva-nail-spa/db', '{corrupt')
    sessionStorage.setItem('seeded', 'yes')
  })
  await page.goto('/?mocks=panel')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await api(page, 'GET', '/faqs')).status).toBe(200)
  expect(warnings.join('\n')).toContain('could not be read')

  await page.getByRole('button', { name: 'Mock back-end (1 backup)' }).click()
  const panel = page.getByRole('dialog', { name: 'Mock back-end' })
  const backups = panel.getByRole('list', { name: 'Backups' })
  await expect(backups).toContainText('The stored data is not valid JSON.')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    backups.getByRole('button', { name: /^Download backup-/ }).click(),
  ])
  expect(readFileSync(await download.path(), 'utf8')).toBe('{corrupt')

  // Kept, not overwritten: still there after a reload.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Mock back-end (1 backup)' })).toBeVisible()
})

test('data stored by the previous version (localStorage) is carried over, once', async ({
  page,
}) => {
  await page.addInitScript(
    (data) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('diva-nail-spa/db', data)
      sessionStorage.setItem('seeded', 'yes')
    },
    readFileSync('tests/fixtures/db-v1.json', 'utf8'),
  )
  await page.goto('/login')
  await signInThroughForm(page, 'regular@example.com', 'secret123')
  await page.goto('/my-appointments')
  const past = page.getByRole('region', { name: 'Past' })
  await expect(past.getByRole('article').first()).toBeVisible()
  await expect(past).toContainText('Signature Manicure')
  expect(await page.evaluate(() => localStorage.getItem('diva-nail-spa/db'))).toBeNull()
})

test('two tabs racing for the last free stylist: exactly one books, the other gets 409 with alternatives', async ({
  context,
}) => {
  const [tabA, tabB] = [await context.newPage(), await context.newPage()]
  const logs: string[] = []
  for (const [name, tab] of [
    ['A', tabA],
    ['B', tabB],
  ] as const) {
    tab.on('console', (m) => logs.push(`${name} ${m.type()}: ${m.text()}`))
  }
  await openSite(tabA)
  const date = nextMonday()
  // Three clients take three of the four stylists at 11:00 AM.
  for (const email of ['one@x.com', 'two@x.com', 'three@x.com']) {
    const { body } = await api(tabA, 'POST', '/auth/register', {
      name: 'Client',
      email,
      password: 'secret123',
    })
    const booked = await api(
      tabA,
      'POST',
      '/appointments',
      {
        name: 'Client',
        email,
        phone: '7035550100',
        service: 'gel-manicure',
        date,
        time: '11:00',
      },
      body.token,
    )
    expect(booked.status).toBe(201)
  }
  const racerA = (
    await api(tabA, 'POST', '/auth/register', {
      name: 'Racer A',
      email: 'a@x.com',
      password: 'secret123',
    })
  ).body.token
  const racerB = (
    await api(tabA, 'POST', '/auth/register', {
      name: 'Racer B',
      email: 'b@x.com',
      password: 'secret123',
    })
  ).body.token

  await openSite(tabB)
  const booking = (email: string) => ({
    name: 'Racer',
    email,
    phone: '7035550100',
    service: 'gel-manicure',
    date,
    time: '11:00',
  })
  const results = await Promise.all([
    api(tabA, 'POST', '/appointments', booking('a@x.com'), racerA),
    api(tabB, 'POST', '/appointments', booking('b@x.com'), racerB),
  ])
  expect(
    results.map((r) => r.status).sort(),
    `results: ${JSON.stringify(results)}\nconsole:\n${logs.join('\n')}`,
  ).toEqual([201, 409])
  const loser = results.find((r) => r.status === 409)!
  expect(loser.body.error.code).toBe('CONFLICT')
  expect(loser.body.error.alternatives.length).toBeGreaterThan(0)
  expect(loser.body.error.alternatives).not.toContain('11:00')
})
