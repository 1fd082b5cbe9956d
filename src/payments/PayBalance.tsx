import { Button, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { isApiError, usePayBalance, usePaymentMethods, type Payments } from '@/api'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { formatCents } from '@/lib/money'
import { CardChoice } from './CardChoice'
import { CardForm } from './CardForm'

/** Why a balance is due and what it stops: the back-end's words when it refuses a booking (402). */
export const balanceDueText = (balanceCents: number) =>
  t(
    'You have a balance of {amount} from a missed or late-cancelled visit. Please pay it to book again.',
    { amount: formatCents(balanceCents) },
  )

export interface PayBalanceProps {
  /** What she owes, in cents (GET /payments' balanceCents). */
  balanceCents: number
  /** Called with her payments once the balance is paid. */
  onPaid?: (payments: Payments) => void
}

/**
 * Pays her balance due: she chooses one of her cards, or adds one in the card form, then "Pay
 * now". A failed charge says why and keeps her choice, so another card is one press away.
 */
export function PayBalance({ balanceCents, onPaid }: PayBalanceProps) {
  const cards = usePaymentMethods()
  const pay = usePayBalance()
  const usable = (cards.data ?? []).filter((card) => !card.expired)
  const [chosen, setChosen] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  // Her default card until she picks another.
  const cardId = chosen ?? (usable.find((card) => card.isDefault) ?? usable[0])?.id ?? ''
  const amount = formatCents(balanceCents)

  // Once paid, the page may take this part away (nothing is due): the thanks are said anyway.
  const payNow = () =>
    pay.mutateAsync(cardId).then(
      (payments) => {
        notify('success', t('Balance paid'), t('You paid {amount}. Thank you!', { amount }))
        onPaid?.(payments)
      },
      () => {},
    )
  const failure = pay.error
    ? isApiError(pay.error)
      ? pay.error.message
      : t('We could not take the payment. Please try again.')
    : null

  return (
    <Stack gap="4">
      <Text fontWeight="600">{t('Balance due: {amount}', { amount })}</Text>
      {(cards.data?.length ?? 0) > 0 && (
        <CardChoice
          cards={cards.data ?? []}
          value={cardId}
          onChange={(id) => {
            setChosen(id)
            pay.reset()
          }}
          legend={t('Pay with')}
          disabled={pay.isPending}
        />
      )}
      {adding ? (
        <CardForm
          onSaved={(card) => {
            setChosen(card.id)
            setAdding(false)
            pay.reset()
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="outline" size="lg" alignSelf="flex-start" onClick={() => setAdding(true)}>
          {t('Add a card to pay')}
        </Button>
      )}
      {failure && (
        <Text role="alert" color="fg.error" fontWeight="500">
          {failure}
        </Text>
      )}
      <Button
        colorPalette="gold"
        size="lg"
        alignSelf="flex-start"
        disabled={!cardId || adding || pay.isPending}
        onClick={() => void payNow()}
      >
        {pay.isPending ? t('Paying...') : t('Pay now')}
      </Button>
    </Stack>
  )
}
