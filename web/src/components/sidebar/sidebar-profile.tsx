// The sidebar's user card (spec 001 section 2): avatar (preset colour by avatar_id, initials of
// the first two words), name, user type, the coloured personality code (-> /ptest while it is the
// placeholder "MBTI", else /report) and the learning style (-> /vark/report).
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '@/components/user/user-avatar';
import { authAtom } from '@/lib/session/auth-state';
import { learningStyleOf, normalisePersonality, personalityPalette, personalityTarget } from './profile-badges';

const USER_TYPES = ['student', 'teacher', 'centers', 'administrator'] as const;

export function SidebarProfile({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const { user, userType } = useAtomValue(authAtom);
  if (!user) return null;
  const name = user.name && user.name.trim() !== '-' ? user.name : `${user.first_name ?? ''} ${user.surname ?? ''}`.trim();
  const type = userType ?? user.user_type;
  const personality = normalisePersonality(user.personality_type);
  const placeholder = personalityTarget(personality) === '/ptest';
  const style = learningStyleOf(user.learning_style);
  const styleText = style === null ? null : 'key' in style ? intl.formatMessage({ id: `sidebar.learning.${style.key}` }) : style.text;

  return (
    <Stack gap="3" align="center" textAlign="center" px="3" py="4" data-testid="sidebar-profile">
      <UserAvatar name={name} avatarId={user.avatar_id} size="xl" data-testid="sidebar-avatar" data-avatar-id={user.avatar_id} />
      <Stack gap="0" minW="0" maxW="full">
        <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere" data-testid="sidebar-name">
          {name ? <bdi>{name}</bdi> : intl.formatMessage({ id: 'sidebar.unnamed' })}
        </Text>
        {type && USER_TYPES.includes(type) && (
          <Text fontSize="sm" color="fg.muted" data-testid="sidebar-user-type" data-user-type={type}>
            <FormattedMessage id={`sidebar.userType.${type}`} />
          </Text>
        )}
      </Stack>
      <HStack gap="2" wrap="wrap" justify="center">
        <Link asChild _hover={{ textDecoration: 'none' }} rounded="full">
          <RouterLink
            to={personalityTarget(personality)}
            onClick={onNavigate}
            data-testid="sidebar-personality"
            data-personality={personality}
            aria-label={intl.formatMessage(
              { id: placeholder ? 'sidebar.personality.take' : 'sidebar.personality.view' },
              { code: personality },
            )}
          >
            <Badge colorPalette={personalityPalette(personality)} variant={placeholder ? 'outline' : 'solid'} size="lg" rounded="full" px="3" dir="ltr">
              {personality}
            </Badge>
          </RouterLink>
        </Link>
        <Link asChild _hover={{ textDecoration: 'none' }} rounded="full">
          <RouterLink
            to="/vark/report"
            onClick={onNavigate}
            data-testid="sidebar-learning-style"
            aria-label={intl.formatMessage(
              { id: styleText ? 'sidebar.learning.view' : 'sidebar.learning.take' },
              { style: styleText ?? '' },
            )}
          >
            <Badge colorPalette="teal" variant={styleText ? 'subtle' : 'outline'} size="lg" rounded="full" px="3">
              {styleText ?? <FormattedMessage id="sidebar.learning.none" />}
            </Badge>
          </RouterLink>
        </Link>
      </HStack>
      <Box />
    </Stack>
  );
}
