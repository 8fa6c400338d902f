// Friendly stops on the way into a class: none chosen, no access (or deleted), waiting for the
// teacher's approval, paused by the teacher, or a read that failed. Each leads back to My Classes.
import { Button, Center, Circle, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuCircleAlert, LuHourglass, LuLayoutDashboard, LuLock, LuPause, LuSchool } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export type PromptKind = 'choose' | 'none' | 'pending' | 'inactive' | 'error';

const PROMPTS: Record<PromptKind, { icon: IconType; title: string; body: string }> = {
  choose: { icon: LuSchool, title: 'classes.prompt.chooseTitle', body: 'classes.prompt.chooseBody' },
  none: { icon: LuLock, title: 'classes.prompt.noneTitle', body: 'classes.prompt.noneBody' },
  pending: { icon: LuHourglass, title: 'classes.prompt.pendingTitle', body: 'classes.prompt.pendingBody' },
  inactive: { icon: LuPause, title: 'classes.prompt.inactiveTitle', body: 'classes.prompt.inactiveBody' },
  error: { icon: LuCircleAlert, title: 'classes.prompt.errorTitle', body: 'classes.prompt.errorBody' },
};

export function ClassPrompt({ kind, backTo = '/classroom', onRetry }: { kind: PromptKind; backTo?: string; onRetry?: () => void }) {
  const prompt = PROMPTS[kind];
  return (
    <Center minH="50vh" px="4" py="10" data-testid={`class-prompt-${kind}`}>
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Circle size="16" bg="brand.subtle" color="brand.fg">
          <Icon as={prompt.icon} boxSize="8" aria-hidden />
        </Circle>
        <Heading as="h2" size="xl">
          <FormattedMessage id={prompt.title} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={prompt.body} />
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild colorPalette="brand" data-testid="class-prompt-back">
            <RouterLink to={backTo}>
              <LuLayoutDashboard aria-hidden />
              <FormattedMessage id="classes.prompt.back" />
            </RouterLink>
          </Button>
          {onRetry && (
            <Button variant="outline" onClick={onRetry} data-testid="class-prompt-retry">
              <FormattedMessage id="classes.common.retry" />
            </Button>
          )}
        </Stack>
      </Stack>
    </Center>
  );
}
