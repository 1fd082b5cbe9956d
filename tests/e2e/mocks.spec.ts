import { expect, test } from './fixtures'
import { callApi, openDayAhead, signInThroughForm } from './support'

test('seed a scenario, then sign in as its client and see the history', async ({ page, mocks }) => {
  await page.goto('/login')
  await mocks.seed('returning-client')
  await signInThroughForm(page, 'regular@example.com', 'secret123')
  await page.goto('/my-appointments')
  await expect(page.getByRole('region', { name: 'Past' }).getByRole('article')).toHaveCount(7)
  await expect(page.getByRole('region', { name: 'Upcoming' }).getByRole('article')).toHaveCount(1)

  await mocks.reset()
  await page.reload()
  await expect(page).toHaveURL('/login') // the account is gone with the data
})

test('setLatency and failNext shape the next answers, and survive a reload', async ({
  page,
  mocks,
}) => {
  await page.goto('/')
  await mocks.setLatency(1_000)
  await mocks.failNext('GET', '/faqs', 503)
  await page.reload()
  // The back-end keeps them, whichever tab asks.
  expect(await mocks.latency()).toBe(1_000)
  expect(await mocks.pendingFaults()).toEqual([{ method: 'GET', path: '/faqs', fault: 503 }])
  const answer = await page.evaluate(async () => {
    const started = performance.now()
    const response = await fetch('/api/faqs')
    return { status: response.status, waited: performance.now() - started }
  })
  expect(answer.status).toBe(503)
  expect(answer.waited).toBeGreaterThanOrEqual(1_000)

  await mocks.setLatency('none')
  expect((await callApi(page, 'GET', '/faqs')).status).toBe(200)
})

test('setClock moves the back-end’s today; the outbox keeps every mail', async ({
  page,
  mocks,
}) => {
  await page.goto('/')
  await mocks.setClock('2026-12-24T15:00:00Z')
  const { body } = await callApi(page, 'GET', '/availability?date=2026-12-23&service=gel-manicure')
  // Every one of the day's 22 slots: an empty list would pass a check of "all past".
  expect(body.slots.map((s: { reason?: string }) => s.reason)).toEqual(Array(22).fill('past'))
  await callApi(page, 'POST', '/contact-messages', {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Hi',
    message: 'Hello',
  })
  const [mail] = await mocks.outbox()
  expect(mail).toMatchObject({
    kind: 'contact-acknowledgement',
    to: 'ana@example.com',
    sentAt: '2026-12-24T15:00:00.000Z',
  })
})

test('the contract is served at /api/openapi.json', async ({ page }) => {
  await page.goto('/')
  const { status, body } = await callApi(page, 'GET', '/openapi.json')
  expect(status).toBe(200)
  expect(body.openapi).toBe('3.1.0')
  expect(Object.keys(body.paths)).toContain('/appointments/{id}/cancel')
})

test('the panel (?mocks=panel): an accessible dialog that loads a scenario, shows members’ points and reads the outbox', async ({
  page,
  mocks,
}) => {
  await page.goto('/?mocks=panel')
  await page.getByRole('button', { name: 'Mock back-end' }).click()
  const panel = page.getByRole('dialog', { name: 'Mock back-end' })
  await expect(panel).toBeVisible()
  await panel.getByLabel('Delay').selectOption('none')
  await expect(panel.getByRole('status')).toHaveText('Latency: none')
  await panel.getByLabel('Call').selectOption('POST /appointments')
  await panel.getByRole('button', { name: 'Fail next call' }).click()
  await expect(panel.getByRole('list', { name: 'Queued faults' })).toContainText(
    'POST /appointments → 500',
  )
  await panel.getByLabel('Scenario').selectOption('loyal-client')
  // Loading a scenario reloads the page once the data is in place.
  await Promise.all([
    page.waitForEvent('framenavigated'),
    panel.getByRole('button', { name: 'Load scenario' }).click(),
  ])
  await mocks.ready()
  expect((await mocks.pendingFaults()).length).toBe(1)

  await callApi(page, 'POST', '/contact-messages', {
    name: 'Ana',
    email: 'ana@example.com',
    subject: 'Hi',
    message: 'Hello there',
  })
  expect(await mocks.members()).toEqual([
    { email: 'loyal@example.com', points: 280, completedVisits: 4, upgradeAvailable: false },
  ])
  await page.getByRole('button', { name: 'Mock back-end' }).click()
  await expect(
    panel.getByRole('region', { name: 'Diva Rewards members (1)' }).getByRole('listitem'),
  ).toHaveText('loyal@example.com: 280 points, 4 visits')
  await panel.getByText(/We received your message: Hi/).click()
  await expect(panel.getByText(/Hello there/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
})

test(
  'on a phone the panel’s button leaves the Book Now bar free to tap',
  { tag: '@phone-only' },
  async ({ page }) => {
    await page.goto('/?mocks=panel')
    const toggle = page.getByRole('button', { name: 'Mock back-end' })
    await expect(toggle).toBeVisible()
    const bar = page.getByRole('navigation', { name: 'Quick booking' })
    await expect(bar).toBeVisible()
    const [toggleBox, barBox] = [await toggle.boundingBox(), await bar.boundingBox()]
    expect(toggleBox!.y + toggleBox!.height).toBeLessThanOrEqual(barBox!.y)
    // The tap reaches Book Now: a visitor not signed in is asked to log in for the booking.
    await bar.getByRole('link', { name: 'Book Now' }).click()
    await expect(page).toHaveURL('/login')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
  },
)

test('the panel stays out of the demo build unless asked for', async ({ page, mocks }) => {
  // The panel is a script of its own, beside the build's chunks.
  const panelFiles = ['/mock-panel.js']
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))

  await page.goto('/')
  // The back-end being ready is when the panel's files would be asked for (in that same task),
  // had the page wanted the panel; the page's requests are then left to finish.
  await mocks.ready()
  await page.waitForLoadState('networkidle')
  expect(fetched.filter((path) => panelFiles.includes(path))).toEqual([])
  await expect(page.getByRole('button', { name: 'Mock back-end' })).toHaveCount(0)

  // Asked for, the same build fetches those very files and shows the panel's button.
  await page.goto('/?mocks=panel')
  await expect(page.getByRole('button', { name: 'Mock back-end' })).toBeVisible()
  expect(fetched).toEqual(expect.arrayContaining(panelFiles))
})

test('salonMocks answers from the first script on: calls wait until the back-end is ready', async ({
  page,
}) => {
  await page.goto('/')
  const [faults, status] = await page.evaluate(async () => {
    const mocks = window.salonMocks!
    const queued = mocks.failNext('GET', '/api/faqs', 503)
    await mocks.ready
    await queued
    const pending = await mocks.pendingFaults()
    return [pending, (await fetch('/api/faqs')).status] as const
  })
  expect(faults).toEqual([{ method: 'GET', path: '/faqs', fault: 503 }])
  expect(status).toBe(503)
  const refused = await page.evaluate(async () => {
    try {
      await window.salonMocks!.failNext('GET', '/no-such-route', 500)
      return 'accepted'
    } catch (error) {
      return (error as Error).message
    }
  })
  expect(refused).toContain('no route answers GET /no-such-route')
  expect(refused).toContain('POST /appointments')
})

test('the panel lists the reminders to come and the waitlist, and sends reminders when the clock moves', async ({
  page,
  mocks,
}) => {
  await page.goto('/?mocks=panel')
  await mocks.seed('returning-client')
  const { body } = await callApi(page, 'POST', '/auth/login', {
    email: 'regular@example.com',
    password: 'secret123',
  })
  const entry = await callApi(
    page,
    'POST',
    '/waitlist',
    { date: openDayAhead(3), service: 'gel-manicure' },
    (body as { token: string }).token,
  )
  expect(entry.status).toBe(201)
  const [next] = await mocks.pendingReminders()

  await page.getByRole('button', { name: 'Mock back-end' }).click()
  const panel = page.getByRole('dialog', { name: 'Mock back-end' })
  const reminders = panel.getByRole('region', { name: 'Pending reminders (1)' })
  await expect(reminders).toContainText(`${next!.appointmentId} to regular@example.com`)
  await expect(panel.getByRole('region', { name: 'Waitlist (1)' })).toContainText(
    'regular@example.com: Gel Manicure',
  )
  // The panel's field takes the browser's local time.
  const local = await page.evaluate((iso) => {
    const at = new Date(iso)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`
  }, next!.dueAt)
  await panel.getByLabel('Pin the back-end’s clock at').fill(local)
  await panel.getByRole('button', { name: 'Pin clock' }).click()
  await expect(panel.getByRole('region', { name: 'Pending reminders (0)' })).toBeVisible()
  await expect(panel.getByText(/^Reminder: .* — to regular@example.com$/)).toBeVisible()
})
