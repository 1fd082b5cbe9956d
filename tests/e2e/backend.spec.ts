import { readFileSync } from 'node:fs'
import { type Page } from '@playwright/test'
import { expect, mocksFor, test } from './fixtures'
import { raceForTheLastChair } from './race'
import {
  bookAsOtherClients,
  callApi,
  nextMonday,
  signInThroughForm,
  startSignedIn,
} from './support'

// The shipped service worker answers the contract in the browser; these tests speak to it
// exactly as the app does, over fetch.

const api = (page: Page, method: string, path: string, body?: unknown, token?: string) =>
  callApi(page, method, path, body, token)

test('the worker answers the contract and keeps data across a reload', async ({ page }) => {
  await page.goto('/')
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
  // What an earlier version left in localStorage, damaged.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) localStorage.setItem('diva-nail-spa/db', '{corrupt')
    sessionStorage.setItem('seeded', 'yes')
  })
  await page.goto('/?mocks=panel')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect((await api(page, 'GET', '/faqs')).status).toBe(200)

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

test('two tabs racing for the last free stylist, delays on: exactly one books, the other is told and offered other times', async ({
  page,
  context,
}) => {
  const date = nextMonday()
  await startSignedIn(page, '/booking?service=gel-manicure')
  // Three clients take three of the four stylists at 11:00 AM.
  await bookAsOtherClients(context, 3, { service: 'gel-manicure', date, time: '11:00' })
  const other = await context.newPage()
  await other.goto('/booking?service=gel-manicure')
  for (const tab of [page, other]) {
    await expect(tab.getByRole('button', { name: 'Confirm Booking' })).toBeVisible()
    // The contract's delays: both bookings are under way at once, as on a real network.
    await mocksFor(tab).setLatency('spec')
  }
  await raceForTheLastChair([page, other], date)
})

test('two tabs share one back-end: a change in one is seen by the other’s next call, and a fault queued in one fails the other’s', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const other = await context.newPage()
  await other.goto('/about')
  const signUp = await api(page, 'POST', '/auth/register', {
    name: 'Ana Garcia',
    email: 'ana@example.com',
    password: 'secret123',
  })
  expect(signUp.status).toBe(201)
  const me = await api(other, 'GET', '/auth/me', undefined, signUp.body.token)
  expect(me.body.user.name).toBe('Ana Garcia')

  await mocksFor(page).failNext('GET', '/faqs', 503)
  expect((await api(other, 'GET', '/faqs')).status).toBe(503)
  expect((await api(page, 'GET', '/faqs')).status).toBe(200)
})

test('the browser stops the worker between two calls: the second is answered from what the first stored', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const mocks = mocksFor(page)
  const signUp = await api(page, 'POST', '/auth/register', {
    name: 'Ana Garcia',
    email: 'ana@example.com',
    password: 'secret123',
  })
  expect(signUp.status).toBe(201)
  await mocks.failNext('GET', '/faqs', 503)
  await mocks.setClock('2026-12-07T15:00:00Z')

  // What a browser does to an idle worker: it stops, and starts again for the next call.
  const devtools = await context.newCDPSession(page)
  await devtools.send('ServiceWorker.enable')
  const stopped = new Promise<void>((resolve) =>
    devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      if (versions.some((v) => v.runningStatus === 'stopped')) resolve()
    }),
  )
  await devtools.send('ServiceWorker.stopAllWorkers')
  await stopped

  const me = await api(page, 'GET', '/auth/me', undefined, signUp.body.token)
  expect(me.status).toBe(200)
  expect(me.body.user.name).toBe('Ana Garcia')
  // The testers' settings are kept beside the data.
  expect((await api(page, 'GET', '/faqs')).status).toBe(503)
  expect((await mocks.now()).toISOString()).toBe('2026-12-07T15:00:00.000Z')
})
