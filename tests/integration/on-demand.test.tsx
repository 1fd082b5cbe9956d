import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Component, useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { onDemand } from '@/components/on-demand'

function Note({ text }: { text: string }) {
  return <p role="note">{text}</p>
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    )
  }
}

function Opener({ Loaded }: { Loaded: (props: { text: string }) => ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Loaded text="Loaded on demand" />}
    </>
  )
}

describe('a part whose code loads on demand', () => {
  it('shows once its code arrives, loading it once however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(Note))
    const part = onDemand(load)
    void part.preload()
    render(<Opener Loaded={part.Component} />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('note')).toHaveTextContent('Loaded on demand')
    expect(load).toHaveBeenCalledOnce()
  })

  it('reaches the error boundary when its code fails to load, and loads it on the next try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof Note>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Note)
    const part = onDemand(load)
    render(
      <Boundary>
        <Opener Loaded={part.Component} />
      </Boundary>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('note')).toHaveTextContent('Loaded on demand')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
