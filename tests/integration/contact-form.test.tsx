import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { ContactForm } from '@/features/contact/ContactForm'
import { serveMockBackend } from '../support/mock-server'
import { renderRoutes } from '../support/render'

const { control, server } = serveMockBackend()

const renderForm = () => renderRoutes([{ path: '/', element: <ContactForm /> }])
const field = (name: string) => screen.getByRole('textbox', { name })

/** Puts `text` in a field at once, as a paste does (typing thousands of keys would take minutes). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(field(label))
  await user.click(field(label))
  await user.paste(text)
}

async function fillMessage(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, 'Name', 'Ana Garcia')
  await fill(user, 'Email', 'ana@example.com')
  await fill(user, 'Subject', 'Bridal party')
  await fill(user, 'Message', 'Can we book five chairs on a Saturday?')
}

const acknowledgements = async () =>
  (await control.outbox()).filter((mail) => mail.kind === 'contact-acknowledgement')

describe('the contact form', () => {
  it('counts the message against its limit, warns near it and past it, and cuts nothing', async () => {
    const user = userEvent.setup()
    renderForm()
    const message = field('Message')
    await screen.findByText('0 / 5,000')
    expect(message).toHaveAccessibleDescription('0 / 5,000')

    await fill(user, 'Message', 'x'.repeat(4500))
    expect(message).toHaveAccessibleDescription('4,500 / 5,000: 500 characters left')
    expect(screen.getByRole('status')).toHaveTextContent('Nearly at the limit of 5,000 characters')

    await user.paste('y'.repeat(600))
    expect(message).toHaveAccessibleDescription('5,100 / 5,000: 100 characters too many')
    expect(screen.getByRole('status')).toHaveTextContent('Over the limit of 5,000 characters')
    expect((message as HTMLTextAreaElement).value).toHaveLength(5100)
  })

  it('refuses a too-long name, subject or message by the field in plain words, sending nothing and keeping it all', async () => {
    const user = userEvent.setup()
    renderForm()
    await fill(user, 'Name', 'N'.repeat(101))
    await fill(user, 'Email', 'ana@example.com')
    await fill(user, 'Subject', 'S'.repeat(201))
    await fill(user, 'Message', 'M'.repeat(6000))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Name must be 100 characters or fewer')).toBeInTheDocument()
    expect(field('Name')).toHaveAccessibleErrorMessage('Name must be 100 characters or fewer')
    expect(field('Subject')).toHaveAccessibleErrorMessage('Subject must be 200 characters or fewer')
    expect(field('Message')).toHaveAccessibleErrorMessage(
      'Message must be 5,000 characters or fewer',
    )
    expect(field('Email')).not.toHaveAttribute('aria-invalid')
    expect(field('Name')).toHaveFocus()
    expect(field('Name')).toHaveValue('N'.repeat(101))
    expect(field('Subject')).toHaveValue('S'.repeat(201))
    expect(field('Message')).toHaveValue('M'.repeat(6000))
    expect(screen.queryByText(/Too big/)).not.toBeInTheDocument()
    expect(await acknowledgements()).toEqual([])

    // Mended, a field's message goes; the rest stay until they are mended too.
    await fill(user, 'Name', 'Ana Garcia')
    expect(field('Name')).not.toHaveAttribute('aria-invalid')
    expect(field('Subject')).toHaveAttribute('aria-invalid', 'true')
  })

  it('an injected fault: says the message was not sent, keeps every field, and sends it on a second press', async () => {
    const user = userEvent.setup()
    renderForm()
    control.failNext('POST', '/contact-messages', 500)
    await fillMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message not sent')).toBeInTheDocument()
    expect(
      screen.getByText('We could not send your message. Please try again.'),
    ).toBeInTheDocument()
    expect(field('Name')).toHaveValue('Ana Garcia')
    expect(field('Email')).toHaveValue('ana@example.com')
    expect(field('Subject')).toHaveValue('Bridal party')
    expect(field('Message')).toHaveValue('Can we book five chairs on a Saturday?')
    expect(await acknowledgements()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument()
    expect(field('Message')).toHaveValue('')
    expect(await acknowledgements()).toHaveLength(1)
  })

  it('a refusal by the server (a rule of its own) shows its message by the field it names', async () => {
    server.use(
      http.post('*/api/contact-messages', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'We cannot deliver mail to this address',
              fieldErrors: { email: 'We cannot deliver mail to this address' },
            },
          },
          { status: 400 },
        ),
      ),
    )
    const user = userEvent.setup()
    renderForm()
    await fillMessage(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Message not sent')).toBeInTheDocument()
    expect(field('Email')).toHaveAccessibleErrorMessage('We cannot deliver mail to this address')
    expect(field('Email')).toHaveFocus()
    expect(field('Message')).toHaveValue('Can we book five chairs on a Saturday?')
  })
})
