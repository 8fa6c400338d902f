// A student's learning style and personality type on the members list (teachers only): the
// style as a teal badge and the type code coloured by temperament as in the sidebar
// (components/sidebar/profile-badges.ts), outlined "not taken yet" when missing.
import { Badge, HStack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LearnerProfile } from '@shared/schemas/assessments';
import { personalityPalette } from '@/components/sidebar/profile-badges';

export function LearnerBadges({ profile }: { profile: LearnerProfile }) {
  const intl = useIntl();
  const style = profile.learning_style;
  const type = profile.personality_type;
  return (
    <HStack gap="1.5" wrap="wrap" data-testid={`member-learner-${profile.uid}`} data-style={style ?? ''} data-personality={type ?? ''}>
      <Badge
        colorPalette={style ? 'teal' : 'gray'}
        variant={style ? 'subtle' : 'outline'}
        rounded="full"
        title={intl.formatMessage({ id: 'learners.members.styleLabel' })}
        data-testid="member-style"
      >
        <FormattedMessage id={style ? `learners.style.${style}` : 'learners.style.none'} />
      </Badge>
      {type ? (
        <Badge
          colorPalette={personalityPalette(type)}
          variant="solid"
          rounded="full"
          dir="ltr"
          title={intl.formatMessage({ id: 'learners.members.typeLabel' })}
          data-testid="member-personality"
        >
          {type}
        </Badge>
      ) : (
        <Badge colorPalette="gray" variant="outline" rounded="full" data-testid="member-personality">
          <FormattedMessage id="learners.type.none" />
        </Badge>
      )}
    </HStack>
  );
}
