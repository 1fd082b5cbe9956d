import { expect, test } from './fixtures'
import { openDayAhead, pickDate, requestsTo, startSignedIn } from './support'

// What a field shows is what the form sends, whenever the person acted: each form is used right
// after `goto`, as a person does the moment it appears. A value the app fills in (the client's
// name and email) never comes back over what was cleared or typed.

test('booking: cleared fields stay cleared, and the name typed is the name booked', async ({
  page,
  mocks,
}) => {
  test.slow()
  await startSignedIn(page, '/booking')
  const name = page.getByLabel('Full Name')
  const email = page.getByLabel('Email')
  const phone = page.getByLabel('Phone Number')
  await name.fill('')
  await email.fill('')
  await phone.fill('')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible()
  await expect(name).toHaveValue('')
  await expect(email).toHaveValue('')

  // The rest filled in, without retyping the stored name: the visit is booked in the name typed.
  await name.fill('Maria Lopez')
  await email.fill('maria.lopez@example.com')
  await phone.fill('(703) 555-0142')
  await page.getByLabel('Service', { exact: true }).selectOption('classic-manicure')
  await pickDate(page, openDayAhead(6))
  await page.getByLabel('Time').selectOption('11:30 AM')
  await page.getByRole('button', { name: 'Confirm Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const confirmation = (await mocks.outbox()).find((mail) => mail.kind === 'booking-confirmation')
  expect(confirmation?.to).toBe('maria.lopez@example.com')
  expect(confirmation?.body).toContain('Hi Maria Lopez,')
  expect(confirmation?.body).not.toContain('Ana Garcia')
})

test('login: an email typed then cleared is missing, and the password typed stays', async ({
  page,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email').fill('ana.garcia@example.com')
  await page.getByLabel('Password').fill('secret123')
  await page.getByLabel('Email').fill('')
  await page.getByRole('button', { name: 'Log in' }).click()
  // In a toast, and under the field it is about.
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Please enter both email and password'),
  ).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByLabel('Password')).toHaveValue('secret123')
  await expect(page).toHaveURL('/login')
})

test('register: a confirmation typed then cleared is missing, and the rest stays', async ({
  page,
}) => {
  await page.goto('/register')
  await page.getByLabel('Full Name').fill('Maria Lopez')
  await page.getByLabel('Email').fill('maria.lopez@example.com')
  await page.getByLabel('Password', { exact: true }).fill('secret123')
  await page.getByLabel('Confirm Password').fill('secret123')
  await page.getByLabel('Confirm Password').fill('')
  await page.getByRole('button', { name: 'Create Account' }).click()
  // In a toast, and under the field it is about.
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText('Please fill in all fields'),
  ).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Maria Lopez')
  await expect(page.getByLabel('Confirm Password')).toHaveValue('')
  await expect(page).toHaveURL('/register')
})

test('forgot password: an email typed then cleared is missing', async ({ page }) => {
  const sent = requestsTo(page, '/api/auth/password-reset')
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('ana.garcia@example.com')
  await page.getByLabel('Email').fill('')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  // In a toast, and under the field it is about.
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('Please enter your email address'),
  ).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  // Then an address typed and sent: the only request is this one, so the empty form sent nothing.
  await page.getByLabel('Email').fill('maria.lopez@example.com')
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('status').getByText('maria.lopez@example.com')).toBeVisible()
  expect(sent.map((request) => request.postDataJSON())).toEqual([
    { email: 'maria.lopez@example.com' },
  ])
})

test('contact: a message typed then changed is sent as changed', async ({ page, mocks }) => {
  await page.goto('/contact')
  await page.getByLabel('Name').fill('Maria Lopez')
  await page.getByLabel('Email').fill('maria.lopez@example.com')
  await page.getByLabel('Subject').fill('Bridal party')
  await page.getByLabel('Message').fill('Six of us in June.')
  await page.getByLabel('Message').fill('Eight of us in June.')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  const acknowledgement = (await mocks.outbox()).find(
    (mail) => mail.kind === 'contact-acknowledgement',
  )
  expect(acknowledgement?.body).toContain('Eight of us in June.')
  expect(acknowledgement?.body).not.toContain('Six of us')
})
