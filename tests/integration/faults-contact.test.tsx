import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContactForm } from '@/features/contact/ContactForm'
import { server } from '@/mocks/node'
import { callApi } from '../support/api-helpers'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

// The contact form where contact-form.test.tsx leaves off: an answer that breaks the contract,
// and a message exactly at its limit, which goes, where one past it is refused by the form and,
// in the same words, by the back-end.
const { control } = serveMockBackend()

type User = ReturnType<typeof userEvent.setup>

const renderForm = () => renderRoutes([{ path: '/', element: <ContactForm /> }])
const field = (name: string) => screen.getByRole('textbox', { name })

/** Puts `text` in a field at once, as a paste does (typing thousands of keys would take minutes). */
async function fill(user: User, label: string, text: string) {
  await user.clear(field(label))
  await user.paste(text)
}

/** A toast's words: the same words may stand under a field too. */
const toast = async (text: string) =>
  within(await screen.findByRole('region', { name: /^Notifications/ })).findByText(text)

const acknowledgements = async () =>
  (await control.outbox()).filter((mail) => mail.kind === 'contact-acknowledgement')

/** The messages the page sends from now on, as the network sees them: their subjects. */
function subjectsSent() {
  const subjects: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/contact-messages')
      void request
        .clone()
        .json()
        .then((body: { subject: string }) => subjects.push(body.subject))
  }
  server.events.on('request:start', listener)
  stopCounting.push(() => server.events.removeListener('request:start', listener))
  return subjects
}
const stopCounting: (() => void)[] = []
afterEach(() => {
  for (const stop of stopCounting.splice(0)) stop()
})

describe('the contact form, past the ordinary', () => {
  it('an answer that breaks the contract: she is told, and the message she wrote stays', async () => {
    // The client reports the broken answer in the console, for the developer.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    renderForm()
    // A 201 whose body is an error envelope: not what the contract says a sent message answers.
    control.failNext('POST', '/contact-messages', 201)
    await fill(user, 'Name', 'Ana Garcia')
    await fill(user, 'Email', 'ana@example.com')
    await fill(user, 'Subject', 'Bridal party')
    await fill(user, 'Message', 'Can we book five chairs on a Saturday?')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await toast('Message not sent')).toBeInTheDocument()
    expect(await toast('We could not send your message. Please try again.')).toBeInTheDocument()
    expect(field('Name')).toHaveValue('Ana Garcia')
    expect(field('Email')).toHaveValue('ana@example.com')
    expect(field('Subject')).toHaveValue('Bridal party')
    expect(field('Message')).toHaveValue('Can we book five chairs on a Saturday?')
    expect(logged).toHaveBeenCalledWith(
      'The API broke its contract on POST /contact-messages',
      expect.anything(),
    )
  })

  it('a message one past its limit is refused by the back-end in the form’s words; one at it goes', async () => {
    const refused = await callApi('sendContactMessage', {
      body: {
        name: 'Ana Garcia',
        email: 'ana@example.com',
        subject: 'Sent by the test',
        message: 'M'.repeat(5001),
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      error: {
        message: 'Message must be 5,000 characters or fewer',
        fieldErrors: { message: 'Message must be 5,000 characters or fewer' },
      },
    })

    const user = userEvent.setup()
    renderForm()
    const sent = subjectsSent()
    await fill(user, 'Name', 'Ana Garcia')
    await fill(user, 'Email', 'ana@example.com')
    await fill(user, 'Subject', 'Bridal party')
    await fill(user, 'Message', 'M'.repeat(6000))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message must be 5,000 characters or fewer')).toBeInTheDocument()

    // Up to the limit, it goes; the too-long one never left.
    await fill(user, 'Message', 'M'.repeat(5000))
    expect(field('Message')).toHaveAccessibleDescription('5,000 / 5,000: 0 characters left')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await toast('Message sent successfully!')).toBeInTheDocument()
    expect(sent).toEqual(['Bridal party'])
    expect(await acknowledgements()).toHaveLength(1)
  })
})
