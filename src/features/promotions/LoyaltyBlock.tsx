import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from 'react-router'
import { isApiError, isSignedOut, useJoinLoyalty, useLoyaltyProgram } from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { useSession } from '@/features/auth'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'

/** The loyalty programme: a client enrols through the API, a visitor is sent to register. */
export function LoyaltyBlock() {
  const program = useLoyaltyProgram()
  const join = useJoinLoyalty()
  const { user } = useSession()
  const navigate = useNavigate()

  function signUp() {
    if (!user) {
      navigate('/register')
      return
    }
    join.mutate(undefined, {
      onSuccess: () =>
        notify(
          'success',
          t('Welcome to Diva Rewards!'),
          t('You will earn points from your next visit.'),
        ),
      onError: (error) => {
        // A 401 has ended the session, which says so itself.
        if (isSignedOut(error)) return
        if (isApiError(error, 'CONFLICT')) notify('info', t('Already a member'), error.message)
        else
          notify(
            'error',
            t('Error'),
            t('We could not enrol you right now. Please try again later.'),
          )
      },
    })
  }

  return (
    <Box bg="ink.900" color="cream.50" borderRadius="2xl" p={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
          {t('Diva Rewards Loyalty Program')}
        </Heading>
        <QueryState
          query={program}
          errorText={t('We could not load the programme’s details.')}
          skeletonLines={2}
        >
          {(p) => (
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
              {[
                t(
                  '{count, plural, one {Earn # point for every $1 you spend} other {Earn # points for every $1 you spend}}',
                  { count: p.pointsPerDollar },
                ),
                t('{points} points = {value} off your next service', {
                  points: p.rewardPoints,
                  value: formatPrice(p.rewardValue),
                }),
                p.birthdayMultiplier === 2
                  ? t('Double points during your birthday month')
                  : t('{multiplier}× points during your birthday month', {
                      multiplier: p.birthdayMultiplier,
                    }),
                t('A free service upgrade after every {visits} visits', {
                  visits: p.freeUpgradeEveryVisits,
                }),
              ].map((perk) => (
                <Text as="li" key={perk} borderLeftWidth="3px" borderColor="gold.400" pl="3">
                  {perk}
                </Text>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        <Button
          colorPalette="gold"
          size="lg"
          alignSelf="flex-start"
          onClick={signUp}
          disabled={join.isPending}
        >
          {join.isPending ? t('Signing you up...') : t('Sign Up Now')}
        </Button>
      </Stack>
    </Box>
  )
}
