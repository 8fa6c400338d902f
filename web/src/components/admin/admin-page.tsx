// The frame of every administrator screen: the dashboard title, the section links and the
// section's own heading and description above its content.
import { Container, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AdminNav } from './admin-nav';

export function AdminPage({
  title,
  description,
  actions,
  testId,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid={testId}>
      <Stack gap="6">
        <Stack gap="3">
          <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textAlign="start">
            <FormattedMessage id="admin.dashboard" />
          </Text>
          <AdminNav />
        </Stack>
        <HStack justify="space-between" align={{ base: 'stretch', md: 'flex-end' }} gap="4" wrap="wrap">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {title}
            </Heading>
            <Text color="fg.muted">{description}</Text>
          </Stack>
          {actions}
        </HStack>
        {children}
      </Stack>
    </Container>
  );
}
