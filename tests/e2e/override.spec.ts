import { TIME_SLOTS } from '@/lib/salon-time'
import { expect, test } from './fixtures'
import { openDayAhead, pickDate, startSignedIn } from './support'

test('a day overridden with every time taken: the booking form says the day is full', async ({
  page,
  mocks,
}) => {
  const date = openDayAhead(6)
  await startSignedIn(page, '/booking?service=gel-manicure')
  // Only that day's availability: the days around it answer as the back-end does.
  await mocks.override('GET', `/availability?date=${date}`, {
    status: 200,
    body: {
      date,
      service: 'gel-manicure',
      slots: TIME_SLOTS.map((time) => ({ time, available: false, reason: 'booked' })),
    },
  })
  expect(await mocks.overrides()).toMatchObject([{ path: `/availability?date=${date}` }])

  await pickDate(page, date)
  await expect(page.getByText('Every time that day is taken for this visit.')).toBeVisible()
  const time = page.getByLabel('Time')
  await expect(time.getByRole('option', { name: '10:00 AM (fully booked)' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Tell me if a time opens' })).toBeVisible()
})
