import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useNavigate } from 'react-router'
import { ApiError, useJoinLoyalty, useLoyaltyProgram } from '@/api'
import { QueryState } from '@/components/QueryState'
import { notify } from '@/components/toaster'
import { useSession } from '@/features/auth'
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
        notify('success', 'Welcome to Diva Rewards!', 'You will earn points from your next visit.'),
      onError: (error) => {
        // A 401 has ended the session, which says so itself.
        if (error instanceof ApiError && error.status === 401) return
        if (error instanceof ApiError && error.status === 409)
          notify('info', 'Already a member', error.message)
        else notify('error', 'Error', 'We could not enrol you right now. Please try again later.')
      },
    })
  }

  return (
    <Box bg="ink.900" color="cream.50" borderRadius="2xl" p={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h2" fontSize={{ base: '2xl', md: '3xl' }}>
          Diva Rewards Loyalty Program
        </Heading>
        <QueryState
          query={program}
          errorText="We could not load the programme’s details."
          skeletonLines={2}
        >
          {(p) => (
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
              {[
                `Earn ${p.pointsPerDollar} point for every $1 you spend`,
                `${p.rewardPoints} points = ${formatPrice(p.rewardValue)} off your next service`,
                `${p.birthdayMultiplier === 2 ? 'Double' : `${p.birthdayMultiplier}×`} points during your birthday month`,
                `A free service upgrade after every ${p.freeUpgradeEveryVisits} visits`,
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
          {join.isPending ? 'Signing you up...' : 'Sign Up Now'}
        </Button>
      </Stack>
    </Box>
  )
}
