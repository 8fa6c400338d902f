// The achievements summary: certificates, badges, total points and the distance to the next
// milestone badge (or "all milestones reached"). Test ids: achievements-summary,
// achievements-certificates-count, achievements-badges-count, achievements-total-points,
// achievements-next-badge (each with data-value).
import { Icon, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuAward, LuFlag, LuMedal, LuStar } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AchievementsSummary as Summary } from '../lib/achievements-summary';

function Tile({ testId, value, icon, palette, labelId, children }: {
  testId: string;
  value: number | string;
  icon: IconType;
  palette: string;
  labelId: string;
  children: React.ReactNode;
}) {
  return (
    <Stat.Root borderWidth="1px" rounded="lg" p="4" bg="bg.panel" data-testid={testId} data-value={value}>
      <Stat.Label>
        <Icon as={icon} color={`${palette}.fg`} aria-hidden />
        <FormattedMessage id={labelId} />
      </Stat.Label>
      {children}
    </Stat.Root>
  );
}

export function AchievementsSummary({ summary, locale }: { summary: Summary; locale: 'ar' | 'en' }) {
  const intl = useIntl();
  const { next } = summary;
  return (
    <SimpleGrid as="section" columns={{ base: 2, md: 4 }} gap="3" aria-label={intl.formatMessage({ id: 'awards.summary.label' })} data-testid="achievements-summary">
      <Tile testId="achievements-certificates-count" value={summary.certificates} icon={LuAward} palette="orange" labelId="awards.summary.certificates">
        <Stat.ValueText>
          <FormattedNumber value={summary.certificates} />
        </Stat.ValueText>
      </Tile>
      <Tile testId="achievements-badges-count" value={summary.badges} icon={LuMedal} palette="purple" labelId="awards.summary.badges">
        <Stat.ValueText>
          <FormattedNumber value={summary.badges} />
        </Stat.ValueText>
      </Tile>
      <Tile testId="achievements-total-points" value={summary.totalPoints} icon={LuStar} palette="yellow" labelId="awards.summary.points">
        <Stat.ValueText>
          <FormattedNumber value={summary.totalPoints} />
        </Stat.ValueText>
      </Tile>
      <Tile testId="achievements-next-badge" value={next ? next.pointsNeeded : 'none'} icon={LuFlag} palette="green" labelId="awards.summary.nextBadge">
        <Stat.ValueText fontSize="md" lineHeight="short">
          {next ? (
            <FormattedMessage id="awards.summary.nextBadgeIn" values={{ points: next.pointsNeeded }} />
          ) : (
            <FormattedMessage id="awards.summary.allReached" />
          )}
        </Stat.ValueText>
        {next?.title && (
          <Text fontSize="xs" color="fg.muted">
            <bdi>{next.title[locale]}</bdi>
          </Text>
        )}
      </Tile>
    </SimpleGrid>
  );
}
