// The seller's pages share this sub-navigation: Products, Upload, Sales analytics, Exchange.
// Links styled as a segmented control; the current page is marked with aria-current.
import { Box, Button, HStack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { LuArrowLeftRight, LuChartColumn, LuPackage, LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';

interface NavItem {
  key: 'products' | 'upload' | 'analytics' | 'exchange';
  to: string;
  icon: ComponentType;
  label: { id: string };
}

const ITEMS: NavItem[] = [
  { key: 'products', to: '/market/seller', icon: LuPackage, label: { id: 'seller.nav.products' } },
  { key: 'upload', to: '/market/seller/upload', icon: LuUpload, label: { id: 'seller.nav.upload' } },
  { key: 'analytics', to: '/market/seller/analytics', icon: LuChartColumn, label: { id: 'seller.nav.analytics' } },
  { key: 'exchange', to: '/market/seller/exchange', icon: LuArrowLeftRight, label: { id: 'seller.nav.exchange' } },
];

export function SellerNav() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage({ id: 'seller.nav.label' })}
      overflowX="auto"
      data-testid="seller-nav"
    >
      <HStack gap="1" p="1" bg="bg.muted" borderRadius="l3" width="max-content" minW="full">
        {ITEMS.map((item) => {
          const active = path === item.to;
          const Icon = item.icon;
          return (
            <Button
              key={item.key}
              asChild
              size="sm"
              flex="1"
              variant={active ? 'surface' : 'ghost'}
              colorPalette={active ? 'brand' : 'gray'}
              bg={active ? 'bg.panel' : undefined}
              fontWeight={active ? 'semibold' : 'medium'}
              data-testid={`seller-nav-${item.key}`}
              data-active={active || undefined}
            >
              <RouterLink to={item.to} aria-current={active ? 'page' : undefined}>
                <Icon aria-hidden />
                {intl.formatMessage(item.label)}
              </RouterLink>
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
