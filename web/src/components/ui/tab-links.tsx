// Sections of an area as a row of tab-like links, each its own route (class tabs, the admin
// dashboard). The active link follows the URL.
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';

export interface TabLink {
  to: string;
  /** Message id of the link's text. */
  id: string;
  icon: IconType;
  testId: string;
}

export function TabLinks({ labelId, links, testId }: { labelId: string; links: readonly TabLink[]; testId: string }) {
  const intl = useIntl();
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: labelId })} borderBottomWidth="1px" overflowX="auto" data-testid={testId}>
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" minW="max-content">
        {links.map((link) => (
          <Box as="li" key={link.to}>
            <NavLink to={link.to} data-testid={link.testId} style={{ display: 'block' }}>
              {({ isActive }) => (
                <HStack
                  gap="2"
                  px={{ base: '3', md: '4' }}
                  py="3"
                  fontWeight={isActive ? 'semibold' : 'medium'}
                  color={isActive ? 'brand.fg' : 'fg.muted'}
                  borderBottomWidth="3px"
                  borderColor={isActive ? 'brand.solid' : 'transparent'}
                  _hover={{ color: 'fg' }}
                  data-active={isActive || undefined}
                >
                  <Icon as={link.icon} boxSize="4" aria-hidden />
                  <Text as="span">
                    <FormattedMessage id={link.id} />
                  </Text>
                </HStack>
              )}
            </NavLink>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
