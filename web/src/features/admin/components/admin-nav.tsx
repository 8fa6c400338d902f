// The administrator dashboard's sections as a row of tab-like links (each is its own route).
// Test ids: admin-nav, admin-nav-products, admin-nav-commissions, admin-nav-payouts.
import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { LuBanknote, LuClipboardCheck, LuPercent } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';

const SECTIONS: { to: string; id: string; icon: ComponentType; testId: string }[] = [
  { to: '/admin/products', id: 'admin.nav.products', icon: LuClipboardCheck, testId: 'admin-nav-products' },
  { to: '/admin/commissions', id: 'admin.nav.commissions', icon: LuPercent, testId: 'admin-nav-commissions' },
  { to: '/admin/payouts', id: 'admin.nav.payouts', icon: LuBanknote, testId: 'admin-nav-payouts' },
];

export function AdminNav() {
  const intl = useIntl();
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'admin.nav.label' })} borderBottomWidth="1px" overflowX="auto" data-testid="admin-nav">
      <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" minW="max-content">
        {SECTIONS.map((section) => (
          <Box as="li" key={section.to}>
            <NavLink to={section.to} data-testid={section.testId} style={{ display: 'block' }}>
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
                  <Icon as={section.icon} boxSize="4" aria-hidden />
                  <Text as="span">
                    <FormattedMessage id={section.id} />
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
