// The frame of the confirm and unsubscribe pages: an icon, a title, a text and actions.
import { Center, Circle, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';

export function SubscriptionCard({
  icon,
  tone = 'brand',
  title,
  text,
  children,
  testId,
  busy = false,
}: {
  icon: ComponentType;
  tone?: 'brand' | 'red' | 'green';
  title: ReactNode;
  text: ReactNode;
  children?: ReactNode;
  testId: string;
  busy?: boolean;
}) {
  return (
    <Center minH={{ base: '60vh', md: '65vh' }} px="4" py="10">
      <Stack gap="4" align="center" textAlign="center" maxW="lg" data-testid={testId} role={tone === 'red' ? 'alert' : 'status'} aria-busy={busy || undefined}>
        <Circle size="16" bg={`${tone === 'brand' ? 'brand' : tone}.subtle`} color={`${tone === 'brand' ? 'brand' : tone}.fg`}>
          <Icon as={icon} boxSize="8" aria-hidden />
        </Circle>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        {children}
      </Stack>
    </Center>
  );
}
