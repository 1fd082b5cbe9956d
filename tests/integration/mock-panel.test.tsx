import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MockClient } from '@/mocks/panel/back-end-view'
import { MockPanel } from '@/mocks/panel/MockPanel'
import { serveMockBackend } from '../support/mock-server'

// The testers' panel over the real back-end (its control API called as the page calls it, each
// answer a promise): what it shows, and what its controls do and say.

const { control } = serveMockBackend()
const client = Object.fromEntries(
  Object.entries(control).map(([name, call]) => [
    name,
    async (...args: unknown[]) => (call as (...given: unknown[]) => unknown)(...args),
  ]),
) as MockClient

beforeAll(() => {
  // jsdom has the element but not its modal behaviour.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
})

async function openPanel() {
  const user = userEvent.setup()
  render(<MockPanel control={client} />)
  await user.click(screen.getByRole('button', { name: 'Mock back-end' }))
  return { user, panel: screen.getByRole('dialog', { name: 'Mock back-end' }) }
}

describe("the testers' panel", () => {
  it('lists what the back-end holds, each listing with its count', async () => {
    await control.seed('loyal-client')
    const { panel } = await openPanel()
    const members = await within(panel).findByRole('region', { name: 'Diva Rewards members (1)' })
    expect(within(members).getByRole('listitem')).toHaveTextContent(/points, \d+ visits/)
    expect(within(panel).getByRole('region', { name: 'Pending reminders (0)' })).toHaveTextContent(
      'No reminder to send.',
    )
    expect(within(panel).getByRole('region', { name: 'Sign-in attempts (0)' })).toBeVisible()
    expect(within(panel).getByRole('option', { name: 'loyal-client' })).toBeInTheDocument()
  })

  it('sets the delay, queues a fault and pins the clock, saying each in its status line', async () => {
    const { user, panel } = await openPanel()
    const status = within(panel).getByRole('status')

    await user.selectOptions(within(panel).getByLabelText('Delay'), 'custom')
    await expect.poll(() => status.textContent).toBe('Latency: 800 ms')
    expect(await control.latency()).toBe(800)
    expect(await within(panel).findByLabelText('Milliseconds')).toHaveValue(800)

    await user.selectOptions(await within(panel).findByLabelText('Call'), 'POST /appointments')
    await user.selectOptions(within(panel).getByLabelText('Answer'), '409')
    await user.click(within(panel).getByRole('button', { name: 'Fail next call' }))
    await expect.poll(() => status.textContent).toBe('The next POST /appointments will answer 409.')
    expect(
      await within(panel).findByText('POST /appointments → 409', { exact: false }),
    ).toBeInTheDocument()

    fireEvent.change(within(panel).getByLabelText('Pin the back-end’s clock at'), {
      target: { value: '2026-11-18T10:00' },
    })
    await user.click(within(panel).getByRole('button', { name: 'Pin clock' }))
    await expect.poll(() => status.textContent).toMatch(/^Back-end clock pinned at /)
    expect(new Date(control.now()).getTime()).toBe(new Date('2026-11-18T10:00').getTime())

    await user.click(within(panel).getByRole('button', { name: 'Real time' }))
    await expect.poll(() => status.textContent).toBe('Back-end clock follows real time.')
  })
})
