import { Center, Circle, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface StatusScreenProps {
  icon: ComponentType;
  titleId: string;
  descriptionId: string;
  actions?: ReactNode;
  testId?: string;
}

/** A centred message with an icon and actions (under development, unauthorized, ...). */
export function StatusScreen({ icon, titleId, descriptionId, actions, testId }: StatusScreenProps) {
  return (
    <Center minH={{ base: '70vh', md: '75vh' }} px="4" py="10" data-testid={testId}>
      <Stack gap="5" align="center" textAlign="center" maxW="lg">
        <Circle size="20" bg="brand.subtle" color="brand.fg">
          <Icon as={icon} boxSize="10" aria-hidden />
        </Circle>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <FormattedMessage id={titleId} />
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          <FormattedMessage id={descriptionId} />
        </Text>
        {actions}
      </Stack>
    </Center>
  );
}
