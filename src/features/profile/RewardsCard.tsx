import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router'
import { useLoyaltyProgram, useRewards, type PointsEntry } from '@/api'
import { QueryState } from '@/components/QueryState'
import { formatShortDate } from '@/lib/dates'
import { t } from '@/lib/i18n/i18n'
import { formatPrice } from '@/lib/money'
import { salonDateOf } from '@/lib/salon-time'
import { formatPoints } from '@/lib/points'
import { formatCount } from '@/lib/text'

const kindLabel = (entry: PointsEntry) =>
  entry.kind === 'spent'
    ? t('Spent')
    : entry.kind === 'returned'
      ? t('Given back')
      : entry.doubled
        ? t('Earned, doubled')
        : t('Earned')

/** Diva Rewards on Profile: her balance, the way to the next reward and upgrade, and history. */
export function RewardsCard() {
  const rewards = useRewards()
  const program = useLoyaltyProgram()
  return (
    <Card.Root
      as="section"
      gridColumn={{ md: 'span 5' }}
      bg="white"
      aria-labelledby="rewards-heading"
    >
      <Card.Header>
        <Heading as="h2" id="rewards-heading" fontSize="xl">
          Diva Rewards
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryState
          query={rewards}
          errorText={t('We could not load your points.')}
          skeletonLines={3}
        >
          {(member) =>
            !member.member ? (
              <Stack gap="3" align="flex-start">
                {program.data && (
                  <Text color="fg.muted">
                    {t(
                      'Join Diva Rewards to earn {perDollar, plural, one {a point} other {# points}} for every dollar you spend, {value} off at {points} points, {multiplier, plural, =2 {double points} other {# times the points}} in your birthday month and a free upgrade after every {visits} visits.',
                      {
                        perDollar: program.data.pointsPerDollar,
                        value: formatPrice(program.data.rewardValue),
                        points: formatCount(program.data.rewardPoints),
                        multiplier: program.data.birthdayMultiplier,
                        visits: program.data.freeUpgradeEveryVisits,
                      },
                    )}
                  </Text>
                )}
                <Button asChild colorPalette="gold" size="sm">
                  <RouterLink to="/promotions">{t('Join Diva Rewards')}</RouterLink>
                </Button>
              </Stack>
            ) : (
              <Stack gap="6">
                <HStack gap={{ base: '6', md: '12' }} flexWrap="wrap" align="flex-start">
                  <Box>
                    <Text
                      fontFamily="heading"
                      fontSize="3xl"
                      fontWeight="600"
                      color="gold.fg"
                      lineHeight="1.2"
                    >
                      {formatPoints(member.points)}
                    </Text>
                    {program.data && (
                      <Text fontSize="sm" color="fg.muted">
                        {member.pointsToReward > 0
                          ? t('{points} to {amount} off', {
                              points: formatPoints(member.pointsToReward),
                              amount: formatPrice(program.data.rewardValue),
                            })
                          : t('Enough for {amount} off your next booking', {
                              amount: formatPrice(program.data.rewardValue),
                            })}
                      </Text>
                    )}
                  </Box>
                  {program.data && (
                    <Box>
                      <Text fontFamily="heading" fontSize="3xl" fontWeight="600" lineHeight="1.2">
                        {t('{count} of {total}', {
                          count: member.visitsTowardUpgrade,
                          total: program.data.freeUpgradeEveryVisits,
                        })}
                      </Text>
                      <Text fontSize="sm" color="fg.muted">
                        {t('visits toward a free upgrade')}
                      </Text>
                    </Box>
                  )}
                  {member.upgradeAvailable && (
                    <Badge colorPalette="green" size="lg" alignSelf="center">
                      {t('A free upgrade is ready for your next booking')}
                    </Badge>
                  )}
                </HStack>
                <Box>
                  <Heading as="h3" fontSize="md" mb="2">
                    {t('Points history')}
                  </Heading>
                  {member.history.length === 0 ? (
                    <Text color="fg.muted">
                      {t('No points yet: each visit earns its points once it is done.')}
                    </Text>
                  ) : (
                    <Stack as="ul" listStyleType="none" gap="2" aria-label={t('Points history')}>
                      {member.history.map((entry) => (
                        <HStack
                          as="li"
                          key={entry.id}
                          justify="space-between"
                          align="baseline"
                          gap="4"
                          borderBottomWidth="1px"
                          pb="2"
                        >
                          <Box>
                            <Text fontWeight="500">{entry.description}</Text>
                            <Text fontSize="sm" color="fg.muted">
                              {formatShortDate(salonDateOf(new Date(entry.at)))} ·{' '}
                              {kindLabel(entry)}
                            </Text>
                          </Box>
                          <Text
                            fontWeight="600"
                            color={entry.points < 0 ? 'fg' : 'green.700'}
                            whiteSpace="nowrap"
                          >
                            {entry.points > 0 ? '+' : ''}
                            {formatPoints(entry.points)}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  )}
                </Box>
              </Stack>
            )
          }
        </QueryState>
      </Card.Body>
    </Card.Root>
  )
}
