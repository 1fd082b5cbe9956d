import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QueryState } from '@/components/QueryState'
import { Providers } from '../support/render'

const services = ['Gel Manicure', 'Classic Pedicure']

function renderState(query: { data?: string[]; isPending?: boolean; isError?: boolean }) {
  const refetch = vi.fn()
  render(
    <Providers>
      <QueryState
        query={{ data: undefined, isPending: false, isError: false, refetch, ...query }}
        errorText="We could not load our services. Please try again."
      >
        {(list) => (
          <label>
            Note for {list.join(' and ')}
            <input />
          </label>
        )}
      </QueryState>
    </Providers>,
  )
  return refetch
}

describe('the states of a page part drawn from a query', () => {
  it('keeps what it shows, and what was typed there, when a later fetch fails', async () => {
    renderState({ data: services, isError: true })
    const field = screen.getByLabelText('Note for Gel Manicure and Classic Pedicure')
    await userEvent.type(field, 'Window seat')
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load our services. Please try again.',
    )
    expect(field).toHaveValue('Window seat')
  })

  it('offers Retry when there is nothing to show', async () => {
    const refetch = renderState({ isError: true })
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
  })
})
