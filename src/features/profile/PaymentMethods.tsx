import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useId, useState } from 'react'
import {
  isApiError,
  usePaymentMethods,
  useRemovePaymentMethod,
  useSetDefaultPaymentMethod,
  type PaymentMethod,
} from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { t } from '@/lib/i18n/i18n'
import { CardForm, cardEnding, cardExpiry, cardLabel } from '@/payments'

/** Her cards on file: each with its brand, last four and expiry; make one the default, remove one, add one. */
export function PaymentMethods() {
  const cards = usePaymentMethods()
  const makeDefault = useSetDefaultPaymentMethod()
  const remove = useRemovePaymentMethod()
  const [adding, setAdding] = useState(false)
  const id = useId()
  const busy = makeDefault.isPending || remove.isPending
  // A refusal (the last card holding a visit) says why in the server's words.
  const failed = remove.error ?? makeDefault.error
  const failure = failed
    ? isApiError(failed)
      ? failed.message
      : t('We could not change your cards. Please try again.')
    : null
  const act = (change: typeof remove, other: typeof remove, card: PaymentMethod) => {
    other.reset()
    change.mutate(card.id)
  }

  return (
    <Stack as="section" gap="3" aria-labelledby="cards-heading">
      <Heading as="h3" id="cards-heading" fontSize="md">
        {t('Payment methods')}
      </Heading>
      <QueryState
        query={cards}
        errorText={t('We could not load your cards.')}
        emptyText={t('No card on file yet.')}
        skeletonLines={2}
      >
        {(list) => (
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('Payment methods')}>
            {list.map((card) => (
              <HStack
                as="li"
                key={card.id}
                aria-labelledby={`${id}${card.id}`}
                justify="space-between"
                flexWrap="wrap"
                gap="3"
                borderBottomWidth="1px"
                pb="3"
              >
                <Box>
                  <HStack gap="2">
                    <Text id={`${id}${card.id}`} fontWeight="600">
                      {cardEnding(card)}
                    </Text>
                    {card.isDefault && <Badge colorPalette="gold">{t('Default')}</Badge>}
                    {card.expired && <Badge colorPalette="red">{t('Expired')}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('Expires {expiry}', { expiry: cardExpiry(card) })}
                  </Text>
                </Box>
                <HStack gap="2">
                  {!card.isDefault && !card.expired && (
                    <Button
                      size="lg"
                      variant="outline"
                      disabled={busy}
                      aria-describedby={`${id}${card.id}`}
                      onClick={() => act(makeDefault, remove, card)}
                    >
                      {t('Make default')}
                    </Button>
                  )}
                  <Button
                    size="lg"
                    variant="ghost"
                    disabled={busy}
                    aria-describedby={`${id}${card.id}`}
                    onClick={() => act(remove, makeDefault, card)}
                  >
                    {t('Remove')}
                  </Button>
                </HStack>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      {failure && (
        <Text role="alert" color="fg.error" fontWeight="500">
          {failure}
        </Text>
      )}
      {adding ? (
        <CardForm
          onSaved={(card) => {
            setAdding(false)
            notify('success', t('Card saved'), cardLabel(card))
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          size="lg"
          variant="outline"
          alignSelf="flex-start"
          onClick={() => {
            remove.reset()
            makeDefault.reset()
            setAdding(true)
          }}
        >
          {t('Add a card')}
        </Button>
      )}
    </Stack>
  )
}
