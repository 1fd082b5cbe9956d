import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { bookThroughApi, openDayAhead, requestsTo, startSignedIn } from './support'

// A browser stops an idle service worker, and the next request starts it again: the back-end
// reads its tables anew before answering. A client must not notice (issue 78, item 5).

type Status = 'stopped' | 'starting' | 'running' | 'stopping'

/** Watches the site's worker through DevTools' protocol: stops it, and says when it runs again. */
async function workerOf(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  // Every status in the order reported: a stop and the start after it may come in one batch.
  const seen: Status[] = []
  let stoppedAt = -1
  devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) seen.push(version.runningStatus as Status)
  })
  await devtools.send('ServiceWorker.enable')
  return {
    /** What a browser does to an idle worker; resolves once it has stopped. */
    async stop() {
      const from = seen.length
      await devtools.send('ServiceWorker.stopAllWorkers')
      await expect.poll(() => seen.indexOf('stopped', from)).toBeGreaterThanOrEqual(0)
      stoppedAt = seen.indexOf('stopped', from)
    },
    /** Whether the worker was started again since it was last stopped. */
    woken: () => seen.indexOf('running', stoppedAt + 1) >= 0,
  }
}

/** The signed-in client's upcoming and past visits and her account, asked for at once. */
const accountOf = (page: Page) =>
  page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('user') ?? '{}').token
    const get = (path: string) =>
      fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } }).then(
        async (response) => ({ status: response.status, body: await response.json() }),
      )
    return Promise.all([
      get('/appointments?scope=upcoming'),
      get('/appointments?scope=past'),
      get('/auth/me'),
    ])
  })

const ids = (list: { body: { appointments: { id: string }[] } }) =>
  list.body.appointments.map(({ id }) => id)

const visitOn = (page: Page, region: 'Upcoming' | 'Past') =>
  page.getByRole('region', { name: region }).getByRole('article', { name: /Gel Manicure/ })

test('the worker stopped between two requests: the same visit listed, and a cancel applied once', async ({
  page,
}) => {
  const date = openDayAhead(5)
  await startSignedIn(page, '/')
  const booked = await bookThroughApi(page, {
    ...{ name: 'Ana Garcia', email: 'ana.garcia@example.com', phone: '7035550100' },
    ...{ service: 'gel-manicure', date, time: '10:00' },
  })
  expect(booked.status).toBe(201)
  await page.goto('/my-appointments')
  await expect(visitOn(page, 'Upcoming').getByText('10:00 AM ET')).toBeVisible()

  // Several requests at once, all arriving while the back-end wakes: each waits for it and is
  // answered once, as it was answered before the stop.
  const before = await accountOf(page)
  expect(before.map(({ status }) => status)).toEqual([200, 200, 200])
  expect(ids(before[0])).toContain(booked.body.id)
  const worker = await workerOf(page)
  await worker.stop()
  expect(await accountOf(page)).toEqual(before)
  await expect.poll(worker.woken).toBe(true)

  // The page loaded anew, with no answers kept on the device, lists the same visit: the woken
  // worker's.
  await worker.stop()
  await page.evaluate(() => localStorage.removeItem('query-cache'))
  const listed = page.waitForResponse((r) => r.url().endsWith('/api/appointments?scope=upcoming'))
  await page.reload()
  expect(ids({ body: await (await listed).json() })).toEqual(ids(before[0]))
  await expect(visitOn(page, 'Upcoming').getByText('10:00 AM ET')).toBeVisible()
  await expect.poll(worker.woken).toBe(true)

  // A write sent just after the worker stopped (another request may be waking it already) is
  // applied once. (The dialog's code is fetched through the worker too, so it is stopped once
  // the dialog is open.)
  const cancels = requestsTo(page, `/api/appointments/${booked.body.id}/cancel`, 'POST')
  await visitOn(page, 'Upcoming').getByRole('button', { name: 'Cancel' }).click()
  const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Cancel appointment' })
  await expect(confirm).toBeVisible()
  await worker.stop()
  await confirm.click()
  await expect(visitOn(page, 'Past').getByText('cancelled')).toBeVisible()
  await expect(visitOn(page, 'Upcoming')).toHaveCount(0)
  await expect.poll(worker.woken).toBe(true)
  expect(cancels).toHaveLength(1)
  const [upcoming, past] = await accountOf(page)
  expect(ids(upcoming)).toEqual(ids(before[0]).filter((id) => id !== booked.body.id))
  expect(past.body.appointments).toHaveLength(before[1].body.appointments.length + 1)
  expect(past.body.appointments).toContainEqual(
    expect.objectContaining({ id: booked.body.id, status: 'cancelled' }),
  )
})
